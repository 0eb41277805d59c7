import type { AccountUser } from '@stepup/contracts';
import type { Database } from '@stepup/db';
import { AppError } from '../../app-error';
import { countAwaitingReview } from './repository';

/** Not in the spec. */
export const ADMIN_ONLY = 'Only platform admins can do this.';
export const ADMIN_NEEDS_SECOND_FACTOR =
  'Admins must turn on two-step sign-in before using the admin area.';

/**
 * The admin area's rule: a platform admin (roleClass 'admin'), signed in on the business site,
 * with a second factor. Every admin service calls this first.
 */
export function requireAdmin(user: AccountUser | null): AccountUser {
  if (!user) throw new AppError('unauthenticated', ADMIN_ONLY);
  if (user.audience !== 'business' || user.roleClass !== 'admin')
    throw new AppError('forbidden', ADMIN_ONLY);
  if (!user.twoFactorEnabled) throw new AppError('forbidden', ADMIN_NEEDS_SECOND_FACTOR);
  return user;
}

export async function adminCounters(db: Database, user: AccountUser | null) {
  requireAdmin(user);
  return countAwaitingReview(db);
}
