import { randomUUID } from 'node:crypto';
import { eq, user } from '@stepup/db';
import type { Actor } from '../src/context/actor';
import type { AppContext } from '../src/context/app-context';
import { toAccountUser } from '../src/modules/accounts/service';
import { findAdminLevel } from '../src/modules/admins/access-repository';
import { findMembership } from '../src/modules/companies/membership-repository';

/**
 * Actors built straight from the database, the way a job would: no cookie, no HTTP. Use cases
 * called with these must behave exactly as through the API.
 */
export const visitor = (ip = '203.0.113.10'): Actor => ({ kind: 'visitor', ip, browser: null });

/** The actor of an account (by email): customer, company member or admin, as its records say. */
export async function actorOf(
  ctx: Pick<AppContext, 'db'>,
  email: string,
  {
    ip = '203.0.113.10',
    identityConfirmedAt = null,
  }: { ip?: string; identityConfirmedAt?: Date | null } = {},
): Promise<Actor> {
  const [row] = await ctx.db.select().from(user).where(eq(user.email, email)).limit(1);
  if (!row) throw new Error(`No account ${email}`);
  const account = toAccountUser(row);
  const session = { id: `job-${randomUUID()}`, signedInAt: new Date() };
  if (account.audience === 'customer')
    return { kind: 'customer', ip, browser: null, user: account, session };
  return {
    kind: 'business',
    ip,
    browser: null,
    user: account,
    session,
    company: (await findMembership(ctx.db, account.id)) ?? null,
    admin:
      account.roleClass === 'admin'
        ? { identityConfirmedAt, ...(await findAdminLevel(ctx.db, account.id)) }
        : null,
  };
}
