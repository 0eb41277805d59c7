import {
  and,
  asc,
  between,
  campaigns,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  sql,
  ukBucket,
  vouchers,
} from '@stepup/db';
import type { Database } from '@stepup/db';

// The company dashboard's charts (docs/product.md#company-dashboard): a company's vouchers grouped
// in the database per campaign and week, per campaign, and per customer and step (the funnel), so
// the answer is a few rows per campaign whatever the sales. Cancelled vouchers are left out, as
// everywhere on the dashboard; custom offers (step 4) count in the sales, not in the funnel.

/** Campaigns that sell or have sold: live and ended ones, newest first. */
export function findChartCampaigns(db: Database, companyId: string) {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), inArray(campaigns.status, ['live', 'ended'])))
    .orderBy(desc(campaigns.createdAt), asc(campaigns.name));
}

const sold = (companyId: string) =>
  and(eq(vouchers.companyId, companyId), isNull(vouchers.cancelledAt));

/** Face value sold per campaign and week, for the weeks with any, between two instants. */
export function findWeeklySales(db: Database, companyId: string, start: Date, end: Date) {
  const week = ukBucket(vouchers.paymentDate, 'week');
  return db
    .select({
      campaignId: vouchers.campaignId,
      bucket: week,
      pence: sql<number>`coalesce(sum(${vouchers.faceValuePence}), 0)::int`,
    })
    .from(vouchers)
    .where(and(sold(companyId), gte(vouchers.paymentDate, start), lt(vouchers.paymentDate, end)))
    .groupBy(vouchers.campaignId, week);
}

/** Vouchers sold and redeemed per campaign, all time. */
export function findRedemptionCounts(db: Database, companyId: string) {
  return db
    .select({
      campaignId: vouchers.campaignId,
      sold: sql<number>`count(*)::int`,
      redeemed: sql<number>`count(${vouchers.usedAt})::int`,
    })
    .from(vouchers)
    .where(sold(companyId))
    .groupBy(vouchers.campaignId);
}

/**
 * When each customer first bought each ladder step of each campaign. A customer is the buyer's
 * account, or a guest's email (lower-cased); a voucher with neither (a closed account) is no one's.
 */
export function findFirstStepPurchases(db: Database, companyId: string) {
  const customer = sql<string>`coalesce(${vouchers.buyerUserId}, 'guest:' || lower(${vouchers.guestEmail}))`;
  return db
    .select({
      campaignId: vouchers.campaignId,
      customer,
      step: vouchers.step,
      firstAt: sql<Date | string>`min(${vouchers.paymentDate})`,
    })
    .from(vouchers)
    .where(and(sold(companyId), between(vouchers.step, 1, 3), sql`${customer} is not null`))
    .groupBy(vouchers.campaignId, customer, vouchers.step);
}
