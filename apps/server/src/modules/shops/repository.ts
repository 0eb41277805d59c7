import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, ShopCodeStatus, Transaction } from '@stepup/db';
import {
  campaigns,
  companies,
  integrations,
  shopChoiceKinds,
  shopCodes,
  vouchers,
} from '@stepup/db';

type Db = Database | Transaction;

export type IntegrationRow = typeof integrations.$inferSelect;

/** The company's current online shop choice (the newest one not disconnected). */
export async function findShopIntegration(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.companyId, companyId),
        inArray(integrations.kind, [...shopChoiceKinds]),
        ne(integrations.status, 'disconnected'),
      ),
    )
    .orderBy(desc(integrations.createdAt))
    .limit(1);
  return row;
}

export async function findIntegration(db: Db, id: string) {
  const [row] = await db.select().from(integrations).where(eq(integrations.id, id));
  return row;
}

/** Ends the company's current choice (if any) and makes the new one, in one transaction. */
export async function replaceShopIntegration(
  db: Database,
  companyId: string,
  values: Omit<typeof integrations.$inferInsert, 'companyId'>,
): Promise<IntegrationRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(integrations)
      .set({ status: 'disconnected', updatedAt: new Date() })
      .where(
        and(
          eq(integrations.companyId, companyId),
          inArray(integrations.kind, [...shopChoiceKinds]),
          ne(integrations.status, 'disconnected'),
        ),
      );
    const [row] = await tx
      .insert(integrations)
      .values({ companyId, ...values })
      .returning();
    return row!;
  });
}

export async function updateIntegration(
  db: Db,
  id: string,
  values: Partial<typeof integrations.$inferInsert>,
) {
  await db
    .update(integrations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(integrations.id, id));
}

/**
 * Takes the pending WooCommerce authorisation whose state hashes to `stateHash`, once: the
 * state is removed in the same UPDATE, so a replayed callback finds nothing.
 */
export async function claimWooAuthorisation(db: Db, stateHash: string, now: Date) {
  const [row] = await db
    .update(integrations)
    .set({
      config: sql`${integrations.config} - 'authStateHash' - 'authExpiresAt'`,
      updatedAt: now,
    })
    .where(
      and(
        eq(integrations.kind, 'woocommerce'),
        eq(integrations.status, 'pending'),
        sql`${integrations.config}->>'authStateHash' = ${stateHash}`,
        sql`(${integrations.config}->>'authExpiresAt')::timestamptz > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

export type ShopCodeRow = typeof shopCodes.$inferSelect;

/** What the sync needs to know of a voucher now: its state, its company's shop, its code's row. */
export async function findVoucherForSync(db: Db, voucherId: string) {
  const [row] = await db
    .select({
      id: vouchers.id,
      companyId: vouchers.companyId,
      code: vouchers.code,
      faceValuePence: vouchers.faceValuePence,
      expiresAt: vouchers.expiresAt,
      usedAt: vouchers.usedAt,
      usedChannel: vouchers.usedChannel,
      cancelledAt: vouchers.cancelledAt,
      campaignName: campaigns.name,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .where(eq(vouchers.id, voucherId));
  return row;
}

export async function findShopCode(db: Db, voucherId: string) {
  const [row] = await db.select().from(shopCodes).where(eq(shopCodes.voucherId, voucherId));
  return row;
}

/** The voucher's shop code row, made pending for this integration when it has none. */
export async function ensureShopCode(db: Db, voucherId: string, integrationId: string) {
  await db.insert(shopCodes).values({ voucherId, integrationId }).onConflictDoNothing();
  return (await findShopCode(db, voucherId))!;
}

export async function updateShopCode(
  db: Db,
  voucherId: string,
  values: Partial<{
    status: ShopCodeStatus;
    externalId: string | null;
    attempts: number;
    lastError: string | null;
    orderRef: string | null;
  }>,
) {
  await db
    .update(shopCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shopCodes.voucherId, voucherId));
}

/** Makes a failed code pending again with no attempts; false when it was not failed. */
export async function resetFailedShopCode(db: Db, voucherId: string, companyId: string) {
  const rows = await db
    .update(shopCodes)
    .set({ status: 'pending', attempts: 0, updatedAt: new Date() })
    .where(
      and(
        eq(shopCodes.voucherId, voucherId),
        eq(shopCodes.status, 'failed'),
        sql`exists (select 1 from ${vouchers} v where v.id = ${shopCodes.voucherId} and v.company_id = ${companyId})`,
      ),
    )
    .returning({ voucherId: shopCodes.voucherId });
  return rows.length > 0;
}

/** The company's shop codes, newest first, with their voucher's code and value. */
export async function findCompanyShopCodes(db: Db, companyId: string, limit: number) {
  return db
    .select({
      voucherId: shopCodes.voucherId,
      code: vouchers.code,
      faceValuePence: vouchers.faceValuePence,
      status: shopCodes.status,
      lastError: shopCodes.lastError,
      orderRef: shopCodes.orderRef,
      updatedAt: shopCodes.updatedAt,
    })
    .from(shopCodes)
    .innerJoin(vouchers, eq(vouchers.id, shopCodes.voucherId))
    .where(eq(vouchers.companyId, companyId))
    .orderBy(desc(shopCodes.createdAt))
    .limit(limit);
}

/** The shop code of an integration whose voucher has this (normalised) code. */
export async function findShopCodeByVoucherCode(db: Db, integrationId: string, code: string) {
  const [row] = await db
    .select({
      voucherId: shopCodes.voucherId,
      status: shopCodes.status,
      orderRef: shopCodes.orderRef,
      voucherUsedChannel: vouchers.usedChannel,
      voucherUsedOrderRef: vouchers.usedOrderRef,
      voucherCancelledAt: vouchers.cancelledAt,
      voucherUsedAt: vouchers.usedAt,
      faceValuePence: vouchers.faceValuePence,
      campaignName: campaigns.name,
      companyName: companies.name,
      companyContactEmail: companies.contactEmail,
    })
    .from(shopCodes)
    .innerJoin(vouchers, eq(vouchers.id, shopCodes.voucherId))
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .where(and(eq(shopCodes.integrationId, integrationId), eq(vouchers.code, code)));
  return row;
}
