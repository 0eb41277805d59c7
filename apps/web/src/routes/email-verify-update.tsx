import { EmailAction } from '@stepup/ui';

/**
 * The second verify page (docs/product.md#email-links), the landing page of an email change's confirmation link:
 * it verifies the new address, then goes to /email-verify-success.
 */
export function EmailVerifyUpdateRoute() {
  return <EmailAction loginHref="/" afterVerified="/email-verify-success" />;
}
