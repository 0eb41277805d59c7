import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

// An admin made another admin's account (/admin/admins, issue 16). Not in the spec. The password
// is never in it: whoever made the account tells it in person.

export interface AdminAccountFacts {
  name: string;
  /** The permission level they were given. */
  levelName: string;
  /** The business site's sign-in page. */
  signInUrl: string;
}

/** Your admin account is ready: sign in, and set up two-step sign-in before anything else. */
export function adminAccountCreatedMessage(brand: Brand, input: AdminAccountFacts): EmailContent {
  return renderLayout(brand, {
    subject: `Your admin account on ${brand.siteName}`,
    greeting: `Hello ${input.name.trim() || 'there'},`,
    paragraphs: [
      `An admin account has been made for you on ${brand.siteName}. Sign in on the business site with this email address and the password you were given.`,
      'Before you can use the admin area you must set up two-step sign-in with an authenticator app: your account page asks for it the first time you sign in.',
    ],
    details: [['Permission level', input.levelName]],
    action: { label: 'Sign in', url: input.signInUrl },
    footnote: 'If you were not expecting this, please do not sign in and let us know.',
  });
}
