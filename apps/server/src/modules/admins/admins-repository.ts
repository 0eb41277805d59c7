import {
  account,
  admins,
  and,
  asc,
  count,
  desc,
  eq,
  hashPassword,
  isUniqueViolation,
  permissionLevels,
  sql,
  user,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import type { AdminPermissionMap } from '@stepup/domain';

// The admins (user rows with role_class 'admin' and an admins row) and the admin-audience
// permission levels of /admin/admins and /admin/roles.

const adminColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
  lastActivity: admins.lastActivity,
  levelId: permissionLevels.id,
  levelName: permissionLevels.name,
  permissions: permissionLevels.permissions,
};

export type AdminRow = Awaited<ReturnType<typeof findAdmins>>[number];

/** Every admin, by name (then email, so two of one name keep their order). */
export async function findAdmins(db: Database | Transaction) {
  return db
    .select(adminColumns)
    .from(admins)
    .innerJoin(user, eq(user.id, admins.userId))
    .leftJoin(permissionLevels, eq(permissionLevels.id, admins.permissionLevelId))
    .where(eq(user.roleClass, 'admin'))
    .orderBy(sql`lower(${user.name})`, asc(user.email));
}

export async function findAdmin(db: Database | Transaction, userId: string) {
  const [row] = await db
    .select(adminColumns)
    .from(admins)
    .innerJoin(user, eq(user.id, admins.userId))
    .leftJoin(permissionLevels, eq(permissionLevels.id, admins.permissionLevelId))
    .where(and(eq(admins.userId, userId), eq(user.roleClass, 'admin')));
  return row;
}

/**
 * Every admins row with its level's grants, locked for the transaction: changes that could leave
 * nobody able to manage admins (remove, move, level edit) take these locks first, so two of them
 * at once are serialised and each sees what the other did.
 */
export async function lockAdmins(tx: Transaction) {
  return tx
    .select({
      userId: admins.userId,
      levelId: admins.permissionLevelId,
      permissions: permissionLevels.permissions,
    })
    .from(admins)
    .leftJoin(permissionLevels, eq(permissionLevels.id, admins.permissionLevelId))
    .orderBy(asc(admins.userId))
    .for('update', { of: admins });
}

export async function findUserIdByEmail(tx: Transaction, email: string) {
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id;
}

/**
 * A new admin account as better-auth stores one (a verified user and its 'credential' account
 * holding better-auth's scrypt hash), with its admins row. Signing in, two-step set-up and
 * password resets then all go through better-auth like any business account's.
 */
export async function insertAdminAccount(
  tx: Transaction,
  input: { name: string; email: string; password: string; permissionLevelId: string; at: Date },
): Promise<string | null> {
  const inserted = await tx
    .insert(user)
    .values({
      name: input.name,
      email: input.email,
      emailVerified: true,
      audience: 'business',
      role: 'admin',
      roleClass: 'admin',
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning({ id: user.id })
    // Two admins adding the same address at once: the unique index decides (null: taken).
    .catch((err: unknown) => {
      if (isUniqueViolation(err, ['user_email_unique'])) return null;
      throw err;
    });
  const row = inserted?.[0];
  if (!row) return null;
  await tx.insert(account).values({
    accountId: row.id,
    providerId: 'credential',
    userId: row.id,
    password: await hashPassword(input.password),
    createdAt: input.at,
    updatedAt: input.at,
  });
  await tx.insert(admins).values({
    userId: row.id,
    permissionLevelId: input.permissionLevelId,
    createdAt: input.at,
  });
  return row.id;
}

export async function setAdminLevel(tx: Transaction, userId: string, permissionLevelId: string) {
  await tx.update(admins).set({ permissionLevelId }).where(eq(admins.userId, userId));
}

/** Deletes the account: its sessions, sign-in methods and admins row go with it (foreign keys). */
export async function deleteAdminAccount(tx: Transaction, userId: string) {
  await tx.delete(user).where(and(eq(user.id, userId), eq(user.roleClass, 'admin')));
}

const levelColumns = {
  id: permissionLevels.id,
  name: permissionLevels.name,
  description: permissionLevels.description,
  permissions: permissionLevels.permissions,
  sortValue: permissionLevels.sortValue,
};

/** The admins' levels, most powerful first, with how many admins each has. */
export async function findPermissionLevels(db: Database | Transaction) {
  return db
    .select({ ...levelColumns, adminCount: count(admins.userId) })
    .from(permissionLevels)
    .leftJoin(admins, eq(admins.permissionLevelId, permissionLevels.id))
    .where(eq(permissionLevels.audience, 'admin'))
    .groupBy(permissionLevels.id)
    .orderBy(desc(permissionLevels.sortValue), sql`lower(${permissionLevels.name})`);
}

export type PermissionLevelRow = Awaited<ReturnType<typeof findPermissionLevels>>[number];

export async function findPermissionLevel(db: Database | Transaction, id: string) {
  const [row] = (await findPermissionLevels(db)).filter((level) => level.id === id);
  return row;
}

/**
 * Every admin level, locked: creating, renaming and deleting levels are serialised, so a name
 * checked free stays free until the transaction ends (there is no unique index on names).
 */
export async function lockPermissionLevels(tx: Transaction) {
  return tx
    .select(levelColumns)
    .from(permissionLevels)
    .where(eq(permissionLevels.audience, 'admin'))
    .orderBy(asc(permissionLevels.id))
    .for('update');
}

export async function insertPermissionLevel(
  tx: Transaction,
  input: { name: string; description: string; permissions: AdminPermissionMap; sortValue: number },
): Promise<string> {
  const [row] = await tx
    .insert(permissionLevels)
    .values({ ...input, audience: 'admin' })
    .returning({ id: permissionLevels.id });
  return row!.id;
}

export async function updatePermissionLevel(
  tx: Transaction,
  id: string,
  input: {
    name: string;
    description: string;
    permissions: AdminPermissionMap;
    sortValue: number;
    at: Date;
  },
) {
  const { at, ...values } = input;
  await tx
    .update(permissionLevels)
    .set({ ...values, updatedAt: at })
    .where(and(eq(permissionLevels.id, id), eq(permissionLevels.audience, 'admin')));
}

export async function deletePermissionLevel(tx: Transaction, id: string) {
  await tx
    .delete(permissionLevels)
    .where(and(eq(permissionLevels.id, id), eq(permissionLevels.audience, 'admin')));
}
