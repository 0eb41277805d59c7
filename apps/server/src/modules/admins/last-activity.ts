import type { Database } from '@stepup/db';
import { stampAdminActivity } from './access-repository';

/**
 * Stamps an admin's last activity (shown on /admin/admins) unless it was stamped after
 * `staleBefore`: the accounts module calls it for every admin request, one write a while.
 */
export async function stampAdminLastActivity(
  db: Database,
  userId: string,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await stampAdminActivity(db, userId, at, staleBefore);
}
