import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

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
    ...wording(brand, 'admin-account-created', {
      name: input.name.trim(),
      levelName: input.levelName,
    }),
    greeting: `Hello ${input.name.trim() || 'there'},`,
    details: [['Permission level', input.levelName]],
    action: { label: 'Sign in', url: input.signInUrl },
    footnote: 'If you were not expecting this, please do not sign in and let us know.',
  });
}
