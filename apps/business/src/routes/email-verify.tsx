import { EmailAction } from '@stepup/ui';

/** The account email action page of the business site; its Login button opens sign-in. */
export function EmailVerifyRoute() {
  return <EmailAction loginHref="/login" />;
}
