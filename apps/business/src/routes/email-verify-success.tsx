import { EmailVerifySuccess } from '@stepup/ui';

/** Shown after the business site's second verify page succeeds. */
export function EmailVerifySuccessRoute() {
  return <EmailVerifySuccess />;
}
