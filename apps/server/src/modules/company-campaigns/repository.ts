import {
  and,
  campaignCategories,
  campaignStepSales,
  campaigns,
  companies,
  customOffers,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  sql,
  vouchers,
  isUniqueViolation,
  within,
} from '@stepup/db';
import type { CampaignStatus, Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

export type CampaignRow = typeof campaigns.$inferSelect;

/** The company's name, review status and its two dashboard switches. */
export async function findCompanyForDashboard(db: Db, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      status: companies.status,
      currentStatus: companies.currentStatus,
      redemptionsEnabled: companies.redemptionsEnabled,
      description: companies.description,
      voucherImageUrl: companies.voucherImageUrl,
      primaryImageUrl: companies.primaryImageUrl,
      categoryId: companies.categoryId,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Names of the company's standing campaigns (a cancelled or rejected one frees its name). */
export async function findStandingCampaignNames(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.companyId, companyId),
        sql`${campaigns.status} not in ('cancelled', 'rejected')`,
      ),
    );
  return rows.map((r) => r.name);
}

export async function hasPendingRequest(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

/**
 * Inserts a pending request. The unique indexes decide races: a second pending request of the
 * company ('pending-exists') or a standing name ('name-taken') is refused by the database even
 * when two requests arrive together.
 */
export async function insertCampaignRequest(
  db: Database,
  values: typeof campaigns.$inferInsert,
  /** The company's category: the campaign is listed under it once live. */
  categoryId: string | null,
): Promise<CampaignRow | 'pending-exists' | 'name-taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({ ...values, status: 'pending', isActive: false })
        .returning();
      if (categoryId) {
        await tx.insert(campaignCategories).values({ campaignId: row!.id, categoryId });
      }
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err, ['campaigns_one_pending_per_company'])) return 'pending-exists';
    if (isUniqueViolation(err, ['campaigns_company_name_unique'])) return 'name-taken';
    throw err;
  }
}

export async function findCompanyCampaign(db: Db, companyId: string, campaignId: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.companyId, companyId)));
  return row;
}

/** Pending → cancelled, only for the company's own request that is still pending. */
export async function cancelPendingCampaign(db: Db, companyId: string, campaignId: string) {
  const [row] = await db
    .update(campaigns)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.companyId, companyId),
        eq(campaigns.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export const TOP_UP_STATUSES: CampaignStatus[] = ['pending', 'live'];

/**
 * Raises the total value to `newTotalPence` and every step's remaining budget by the same amount,
 * in one guarded UPDATE: it happens only while the total is still below the new one (a racing
 * top-up or a lower value cannot shrink it) and the campaign is the company's, pending or live.
 * The SET expressions read the row as it was, so the budgets rise by exactly new − old.
 */
export async function topUpCampaignTotal(
  db: Db,
  companyId: string,
  campaignId: string,
  newTotalPence: number,
) {
  const raise = sql`${newTotalPence} - ${campaigns.totalValuePence}`;
  const [row] = await db
    .update(campaigns)
    .set({
      totalValuePence: newTotalPence,
      salesValueLeft1Pence: sql`${campaigns.salesValueLeft1Pence} + ${raise}`,
      salesValueLeft2Pence: sql`${campaigns.salesValueLeft2Pence} + ${raise}`,
      salesValueLeft3Pence: sql`${campaigns.salesValueLeft3Pence} + ${raise}`,
    })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.companyId, companyId),
        inArray(campaigns.status, TOP_UP_STATUSES),
        sql`${campaigns.totalValuePence} < ${newTotalPence}`,
      ),
    )
    .returning();
  return row;
}

/** The company's campaigns, newest first. */
/**
 * One page of the company's campaigns, newest first (`campaigns_company_created_idx`), with the
 * id as the tie-break so pages never overlap.
 */
export async function findCompanyCampaignsPage(
  db: Db,
  companyId: string,
  page: { offset: number; limit: number },
) {
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.companyId, companyId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countCompanyCampaigns(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(eq(campaigns.companyId, companyId));
  return row?.n ?? 0;
}

/** The company's request awaiting review, if any (one at a time, a unique index keeps it so). */
export async function findPendingRequest(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/**
 * Face value sold and vouchers sold/redeemed per campaign and step (cancelled ones left out) of
 * `campaignIds`: the counters the vouchers trigger keeps (campaign_step_sales, ADR 044), one row
 * per step sold, so a busy company's dashboard reads a few rows instead of every voucher it sold.
 */
export async function findSalesByStep(db: Db, companyId: string, campaignIds: string[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select({
      campaignId: campaignStepSales.campaignId,
      step: campaignStepSales.step,
      faceValuePence: campaignStepSales.faceValuePence,
      sold: campaignStepSales.vouchersSold,
      redeemed: campaignStepSales.vouchersRedeemed,
    })
    .from(campaignStepSales)
    .where(
      and(
        eq(campaignStepSales.companyId, companyId),
        inArray(campaignStepSales.campaignId, campaignIds),
        gt(campaignStepSales.vouchersSold, 0),
      ),
    );
}

/**
 * The dashboard's totals over every campaign of the company, from the same counters: the ladder's
 * face value sold (steps 1–3, as each campaign's sales value), and vouchers sold and redeemed of
 * every step (custom offers' step 4 included, as each campaign's counts).
 */
export async function sumCompanySales(db: Db, companyId: string) {
  const [row] = await db
    .select({
      salesValuePence: sql<number>`coalesce(sum(${campaignStepSales.faceValuePence}) filter (where ${campaignStepSales.step} between 1 and 3), 0)::bigint`,
      vouchersSold: sql<number>`coalesce(sum(${campaignStepSales.vouchersSold}), 0)::int`,
      vouchersRedeemed: sql<number>`coalesce(sum(${campaignStepSales.vouchersRedeemed}), 0)::int`,
    })
    .from(campaignStepSales)
    .where(eq(campaignStepSales.companyId, companyId));
  return {
    salesValuePence: Number(row?.salesValuePence ?? 0),
    vouchersSold: row?.vouchersSold ?? 0,
    vouchersRedeemed: row?.vouchersRedeemed ?? 0,
  };
}

/**
 * Custom-offer sales per campaign of `campaignIds` (ADR 027 "Budgets"): charged offers whose
 * voucher is not cancelled: how many, their face value and the voucher price paid.
 */
export async function findCustomOfferSales(db: Db, companyId: string, campaignIds: string[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select({
      campaignId: customOffers.campaignId,
      count: sql<number>`count(*)::int`,
      faceValuePence: sql<number>`coalesce(sum(${vouchers.faceValuePence}), 0)::int`,
      paidPence: sql<number>`coalesce(sum(${vouchers.pricePaidPence}), 0)::int`,
    })
    .from(customOffers)
    .innerJoin(vouchers, eq(vouchers.id, customOffers.voucherId))
    .where(
      and(
        eq(customOffers.companyId, companyId),
        inArray(customOffers.campaignId, campaignIds),
        eq(customOffers.status, 'charged'),
        isNull(vouchers.cancelledAt),
      ),
    )
    .groupBy(customOffers.campaignId);
}

export async function updateCompanySwitches(
  db: Db,
  companyId: string,
  change: { currentStatus?: 'online' | 'offline'; redemptionsEnabled?: boolean },
) {
  const [row] = await db
    .update(companies)
    .set(change)
    .where(eq(companies.id, companyId))
    .returning({
      currentStatus: companies.currentStatus,
      redemptionsEnabled: companies.redemptionsEnabled,
    });
  return row;
}

/**
 * A company's vouchers (custom offers' included) whose expiry falls in `range`, not used and not
 * cancelled: the dashboard's "Expiring in 30 days" (the domain's `expiringSoonRange`).
 */
export async function countVouchersExpiring(
  db: Db,
  companyId: string,
  range: { start: Date; end: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, companyId),
        isNull(vouchers.usedAt),
        isNull(vouchers.cancelledAt),
        within(vouchers.expiresAt, range),
      ),
    );
  return row?.n ?? 0;
}
