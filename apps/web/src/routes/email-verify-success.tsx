import { EmailVerifySuccess } from '@stepup/ui';

/** Shown after the second verify page succeeds (spec §2). */
export function EmailVerifySuccessRoute() {
  return (
    <div className="ui-container page">
      <EmailVerifySuccess />
    </div>
  );
}
