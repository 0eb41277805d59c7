import { admins, eq, permissionLevels, user } from '@stepup/db';
import type { Database } from '@stepup/db';
import { FULL_ADMIN_PERMISSIONS, permissionSortValue } from '@stepup/domain';
import type { AdminPermissionMap } from '@stepup/domain';
import type { FastifyInstance } from 'fastify';
import { newVerifiedAccount, turnOnAuthenticator } from './account-helpers';

/**
 * Makes an existing business account a platform admin with a permission level of its own
 * (every area at write unless `permissions` says otherwise), as /admin/admins would.
 */
export async function makeAdmin(
  db: Database,
  email: string,
  {
    permissions = FULL_ADMIN_PERMISSIONS,
    twoFactorEnabled,
  }: { permissions?: AdminPermissionMap; twoFactorEnabled?: boolean } = {},
): Promise<{ userId: string; levelId: string }> {
  const [account] = await db
    .update(user)
    .set({
      roleClass: 'admin',
      role: 'admin',
      ...(twoFactorEnabled === undefined ? {} : { twoFactorEnabled }),
    })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  if (!account) throw new Error(`No account ${email}`);
  const [level] = await db
    .insert(permissionLevels)
    .values({
      name: `Level of ${email}`,
      permissions,
      sortValue: permissionSortValue(permissions),
      audience: 'admin',
    })
    .returning({ id: permissionLevels.id });
  await db
    .insert(admins)
    .values({ userId: account.id, permissionLevelId: level!.id })
    .onConflictDoUpdate({ target: admins.userId, set: { permissionLevelId: level!.id } });
  return { userId: account.id, levelId: level!.id };
}

/**
 * A new admin signed in on the business site with an authenticator app (the admin area asks for a
 * second factor), at the level `permissions` describes: the session cookie and the account's id.
 */
export async function signedInAdmin(
  business: FastifyInstance,
  db: Database,
  email: string,
  permissions: AdminPermissionMap = FULL_ADMIN_PERMISSIONS,
): Promise<{ cookie: string; userId: string; levelId: string }> {
  const password = 'Admin-Password-1';
  const signedUp = await newVerifiedAccount(business, {
    email,
    password,
    companyName: `Sign-up of ${email}`,
  });
  const made = await makeAdmin(db, email, { permissions });
  const { cookie } = await turnOnAuthenticator(business, signedUp, password);
  return { cookie, ...made };
}
