import type { AccountUser } from '@stepup/contracts';

/**
 * Where a signed-in user starts: an admin has no company, so the company dashboard (and its
 * company API calls) would only refuse them; the admin dashboard is their home.
 */
export function homeFor(user: Pick<AccountUser, 'roleClass'>): string {
  return user.roleClass === 'admin' ? '/admin/dashboard' : '/dashboard';
}
