import {
  and,
  apiIdempotency,
  apiKeys,
  asc,
  campaignSites,
  campaigns,
  companies,
  companySites,
  count,
  customers,
  desc,
  eq,
  gt,
  isNull,
  lt,
  lte,
  or,
  sql,
  user,
  voucherHolds,
  vouchers,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

// Company API keys, the public API's view of a voucher, its holds and its stored answers.

export async function findCompanyKeys(db: Db, companyId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      createdBy: user.email,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .leftJoin(user, eq(user.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt));
}

export type ApiKeyRow = Awaited<ReturnType<typeof findCompanyKeys>>[number];

export async function countActiveKeys(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertApiKey(
  tx: Db,
  key: {
    companyId: string;
    name: string;
    keyHash: string;
    prefix: string;
    scopes: string[];
    createdByUserId: string;
  },
) {
  const [row] = await tx.insert(apiKeys).values(key).returning({ id: apiKeys.id });
  return row!.id;
}

/** Revokes the company's own key (another company's is not found); answers its name. */
export async function revokeApiKey(tx: Db, companyId: string, keyId: string, at: Date) {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
  return row;
}

/** A key in use (not revoked) by the hash of what the client sent. */
export async function findActiveKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({ id: apiKeys.id, companyId: apiKeys.companyId, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Notes the key's use, at most once a minute (the list shows it; no write per request). */
export async function stampKeyUse(db: Db, keyId: string, at: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - 60_000))),
      ),
    );
}

export async function findCompanyRedemptionsEnabled(db: Db, companyId: string) {
  const [row] = await db
    .select({ enabled: companies.redemptionsEnabled })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.enabled ?? false;
}

/** The company's own voucher by code (another company's is not found), with its live hold. */
export async function findPublicVoucher(db: Db, companyId: string, code: string, now: Date) {
  const [row] = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      usedAt: vouchers.usedAt,
      usedChannel: vouchers.usedChannel,
      usedOrderRef: vouchers.usedOrderRef,
      cancelledAt: vouchers.cancelledAt,
      frozenAt: vouchers.frozenAt,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      buyerRedemptionsEnabled: sql<boolean>`coalesce(${customers.redemptionsEnabled}, true)`,
      holdId: voucherHolds.id,
      holdExpiresAt: voucherHolds.expiresAt,
      holdReference: voucherHolds.reference,
      holdApiKeyId: voucherHolds.apiKeyId,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .leftJoin(customers, eq(customers.userId, vouchers.buyerUserId))
    .leftJoin(
      voucherHolds,
      and(eq(voucherHolds.voucherId, vouchers.id), gt(voucherHolds.expiresAt, now)),
    )
    .where(and(eq(vouchers.code, code), eq(vouchers.companyId, companyId)));
  return row;
}

export type PublicVoucherRow = NonNullable<Awaited<ReturnType<typeof findPublicVoucher>>>;

/** The sites a campaign is limited to (none: every site of the company). */
export async function findCampaignSites(db: Db, campaignId: string) {
  return db
    .select({ id: companySites.id, name: companySites.name })
    .from(campaignSites)
    .innerJoin(companySites, eq(companySites.id, campaignSites.siteId))
    .where(eq(campaignSites.campaignId, campaignId))
    .orderBy(asc(companySites.position), asc(companySites.name));
}

/**
 * Takes the voucher's hold for a checkout: a hold that has ended is replaced; a live one is kept
 * (answers undefined) unless it is the same checkout's (same key and reference), which is renewed.
 */
export async function takeHold(
  tx: Db,
  hold: {
    voucherId: string;
    companyId: string;
    apiKeyId: string;
    reference: string | null;
    at: Date;
    expiresAt: Date;
  },
) {
  await tx
    .delete(voucherHolds)
    .where(and(eq(voucherHolds.voucherId, hold.voucherId), lte(voucherHolds.expiresAt, hold.at)));
  const [row] = await tx
    .insert(voucherHolds)
    .values({
      voucherId: hold.voucherId,
      companyId: hold.companyId,
      apiKeyId: hold.apiKeyId,
      reference: hold.reference,
      expiresAt: hold.expiresAt,
    })
    .onConflictDoUpdate({
      target: voucherHolds.voucherId,
      set: { expiresAt: hold.expiresAt },
      // Only the same checkout renews its own hold.
      setWhere: sql`${voucherHolds.apiKeyId} = ${hold.apiKeyId}
        and ${voucherHolds.reference} is not distinct from ${hold.reference}`,
    })
    .returning({
      id: voucherHolds.id,
      expiresAt: voucherHolds.expiresAt,
      reference: voucherHolds.reference,
    });
  return row;
}

/** A redeemed voucher needs no hold any more. */
export async function releaseHolds(tx: Db, voucherId: string) {
  await tx.delete(voucherHolds).where(eq(voucherHolds.voucherId, voucherId));
}

/** Holds that ended before `before` (the sweep); answers how many went. */
export async function deleteEndedHolds(db: Db, before: Date) {
  const rows = await db
    .delete(voucherHolds)
    .where(lte(voucherHolds.expiresAt, before))
    .returning({ id: voucherHolds.id });
  return rows.length;
}

export async function findIdempotentAnswer(db: Db, companyId: string, key: string) {
  const [row] = await db
    .select({
      requestHash: apiIdempotency.requestHash,
      statusCode: apiIdempotency.statusCode,
      response: apiIdempotency.response,
    })
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.companyId, companyId), eq(apiIdempotency.key, key)));
  return row;
}

/** Stores an answer; false when the same key's answer is already there (a racing twin won). */
export async function storeIdempotentAnswer(
  tx: Db,
  answer: {
    companyId: string;
    key: string;
    apiKeyId: string;
    requestHash: string;
    statusCode: number;
    response: unknown;
  },
) {
  const rows = await tx
    .insert(apiIdempotency)
    .values(answer)
    .onConflictDoNothing()
    .returning({ key: apiIdempotency.key });
  return rows.length > 0;
}

/** Stored answers older than `before` (the sweep): a key is replayed for 7 days. */
export async function deleteOldIdempotentAnswers(db: Db, before: Date) {
  const rows = await db
    .delete(apiIdempotency)
    .where(lt(apiIdempotency.createdAt, before))
    .returning({ key: apiIdempotency.key });
  return rows.length;
}
