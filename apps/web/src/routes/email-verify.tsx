import { EmailAction } from '@stepup/ui';

/** The account email action page (spec §2): web users' Login button goes to '/'. */
export function EmailVerifyRoute() {
  return <EmailAction loginHref="/" />;
}
