import {
  and,
  asc,
  companies,
  companyInvites,
  companyMembers,
  eq,
  gt,
  isNull,
  lte,
  or,
  permissionLevels,
  sql,
  user,
  isUniqueViolation,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

export async function findCompanyName(db: Db, companyId: string): Promise<string> {
  const [row] = await db
    .select({ name: companies.name, tradingName: companies.tradingName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.tradingName || row?.name || '';
}

/** The company's members, owners first, then by when they joined. */
export async function listMembers(db: Db, companyId: string) {
  return db
    .select({
      userId: companyMembers.userId,
      name: user.name,
      email: user.email,
      role: companyMembers.roleInCompany,
    })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.roleInCompany} <> 'owner'`, asc(companyMembers.createdAt));
}

const openAt = (now: Date) =>
  and(
    isNull(companyInvites.acceptedAt),
    isNull(companyInvites.revokedAt),
    gt(companyInvites.expiresAt, now),
  );

export async function listOpenInvites(db: Db, companyId: string, now: Date) {
  return db
    .select({
      id: companyInvites.id,
      email: companyInvites.email,
      role: companyInvites.roleInCompany,
      expiresAt: companyInvites.expiresAt,
    })
    .from(companyInvites)
    .where(and(eq(companyInvites.companyId, companyId), openAt(now)))
    .orderBy(asc(companyInvites.createdAt));
}

export async function isMemberEmail(db: Db, companyId: string, email: string) {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), sql`lower(${user.email}) = ${email}`))
    .limit(1);
  return Boolean(row);
}

/**
 * Records an invitation. An expired one to the same email is closed first; a still-open one makes
 * the unique index refuse the insert, even when two owners invite at once (answers null).
 */
export async function insertInvite(
  db: Database,
  input: {
    companyId: string;
    email: string;
    role: string;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
    now: Date;
  },
) {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(companyInvites)
        .set({ revokedAt: input.now })
        .where(
          and(
            eq(companyInvites.companyId, input.companyId),
            eq(companyInvites.email, input.email),
            isNull(companyInvites.acceptedAt),
            isNull(companyInvites.revokedAt),
            lte(companyInvites.expiresAt, input.now),
          ),
        );
      const [row] = await tx
        .insert(companyInvites)
        .values({
          companyId: input.companyId,
          email: input.email,
          roleInCompany: input.role,
          tokenHash: input.tokenHash,
          invitedBy: input.invitedBy,
          expiresAt: input.expiresAt,
        })
        .returning({
          id: companyInvites.id,
          email: companyInvites.email,
          role: companyInvites.roleInCompany,
          expiresAt: companyInvites.expiresAt,
        });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** Revokes one of the company's open invitations; false when there is none by that id. */
export async function revokeInvite(db: Db, companyId: string, inviteId: string, now: Date) {
  const rows = await db
    .update(companyInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(companyInvites.id, inviteId),
        eq(companyInvites.companyId, companyId),
        isNull(companyInvites.acceptedAt),
        isNull(companyInvites.revokedAt),
      ),
    )
    .returning({ id: companyInvites.id });
  return rows.length > 0;
}

/**
 * The company's members, read with the company row locked: removals and role changes of one
 * company run one at a time, so two owners acting on each other at once cannot leave none.
 */
async function lockedMembers(tx: Transaction, companyId: string) {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return tx
    .select({ userId: companyMembers.userId, role: companyMembers.roleInCompany })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
}

/**
 * Removes a member after `decide` approved it against the company's members, read under a lock
 * so two owners removing each other at once cannot leave the company without one.
 */
export async function removeMember(
  db: Database,
  companyId: string,
  userId: string,
  decide: (members: { userId: string; role: string }[]) => void,
) {
  await db.transaction(async (tx) => {
    decide(await lockedMembers(tx, companyId));
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  });
}

/**
 * Gives a member another role after `decide` approved it against the company's members, read
 * under the same lock as removals (two owners demoting each other cannot leave none).
 */
export async function setMemberRole(
  db: Database,
  companyId: string,
  userId: string,
  role: string,
  decide: (members: { userId: string; role: string }[]) => void,
) {
  await db.transaction(async (tx) => {
    decide(await lockedMembers(tx, companyId));
    const [level] = await tx
      .select({ id: permissionLevels.id })
      .from(permissionLevels)
      .where(
        and(
          eq(permissionLevels.audience, 'company'),
          or(isNull(permissionLevels.companyId), eq(permissionLevels.companyId, companyId)),
          sql`lower(${permissionLevels.name}) = ${role}`,
        ),
      )
      .limit(1);
    await tx
      .update(companyMembers)
      .set({ roleInCompany: role, permissionLevelId: level?.id ?? null })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  });
}

export async function findInviteByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: companyInvites.id,
      companyId: companyInvites.companyId,
      email: companyInvites.email,
      role: companyInvites.roleInCompany,
      expiresAt: companyInvites.expiresAt,
      acceptedAt: companyInvites.acceptedAt,
      revokedAt: companyInvites.revokedAt,
      companyName: companies.name,
      tradingName: companies.tradingName,
    })
    .from(companyInvites)
    .innerJoin(companies, eq(companies.id, companyInvites.companyId))
    .where(eq(companyInvites.tokenHash, tokenHash));
  return row ? { ...row, companyName: row.tradingName || row.companyName } : undefined;
}

/** The company a user already belongs to, if any. */
export async function findUserCompanyId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row?.companyId ?? null;
}

/**
 * Takes up an open invitation: stamps it (only while still open, so a token works once even when
 * two tabs race), makes the user a member with the invitation's role and its shared permission
 * level, and marks the account a company user. False when the invitation was no longer open.
 */
export async function acceptInvite(
  db: Database,
  { inviteId, userId, now }: { inviteId: string; userId: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(companyInvites)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(companyInvites.id, inviteId), openAt(now)))
      .returning({ companyId: companyInvites.companyId, role: companyInvites.roleInCompany });
    if (!invite) return false;
    const [level] = await tx
      .select({ id: permissionLevels.id })
      .from(permissionLevels)
      .where(
        and(
          eq(permissionLevels.audience, 'company'),
          or(isNull(permissionLevels.companyId), eq(permissionLevels.companyId, invite.companyId)),
          sql`lower(${permissionLevels.name}) = ${invite.role}`,
        ),
      )
      .limit(1);
    await tx.insert(companyMembers).values({
      companyId: invite.companyId,
      userId,
      roleInCompany: invite.role,
      permissionLevelId: level?.id ?? null,
    });
    await tx.update(user).set({ roleClass: 'company' }).where(eq(user.id, userId));
    return true;
  });
}
