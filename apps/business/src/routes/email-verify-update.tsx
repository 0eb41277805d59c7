import { EmailAction } from '@stepup/ui';

/**
 * The second verify page of the business site: an email change's confirmation link lands here,
 * verifies the new address, then goes to /email-verify-success.
 */
export function EmailVerifyUpdateRoute() {
  return <EmailAction loginHref="/login" afterVerified="/email-verify-success" />;
}
