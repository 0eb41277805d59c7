import { EmailVerifySuccess } from '@stepup/ui';

/** Shown after the second verify page succeeds (docs/product.md#email-links). */
export function EmailVerifySuccessRoute() {
  return (
    <div className="ui-container page">
      <EmailVerifySuccess />
    </div>
  );
}
