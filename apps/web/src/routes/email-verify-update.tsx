import { EmailAction } from '@stepup/ui';

/**
 * The second verify page (spec §2), the landing page of an email change's confirmation link:
 * it verifies the new address, then goes to /email-verify-success.
 */
export function EmailVerifyUpdateRoute() {
  return <EmailAction loginHref="/" afterVerified="/email-verify-success" />;
}
