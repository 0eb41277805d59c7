import { EmailAction } from '@stepup/ui';

/** The account email action page (docs/product.md#email-links): web users' Login button goes to '/'. */
export function EmailVerifyRoute() {
  return <EmailAction loginHref="/" />;
}
