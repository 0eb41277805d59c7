import type { Database } from '@stepup/db';
import {
  and,
  companies,
  count,
  customers,
  customOffers,
  eq,
  payments,
  refunds,
  sql,
  ukBucket,
  vouchers,
  within,
} from '@stepup/db';
import type { DashboardBucket } from '@stepup/domain';
import {
  companyJoinedWithin,
  customerJoinedWithin,
  paidWithin,
  redeemedWithin,
  refundedWithin,
} from './period-filters-repository';

// The admin dashboard's queries: one aggregate per table over the period, and the charts' series
// grouped by UK calendar day, week or month in the database (a few dozen rows, never the sales).
// Each figure counts through period-filters-repository.ts, as the list it links to filters.

export interface DashboardWindow {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
  bucket: DashboardBucket;
}

const int = (value: unknown) => Number(value ?? 0);

/** The period's platform figures, one aggregate per table, all at once. */
export async function dashboardFigures(db: Database, window: DashboardWindow) {
  const [sales, sold, redeemed, newCustomers, newCompanies, refunded, refundedValue, offers] =
    await Promise.all([
      db
        .select({ pence: sql<number>`coalesce(sum(${payments.amountCapturedPence}), 0)::bigint` })
        .from(payments)
        .where(and(eq(payments.kind, 'payment'), paidWithin(window))),
      db.select({ n: count() }).from(vouchers).where(within(vouchers.paymentDate, window)),
      // Redeemed vouchers of card payments: the rows of /admin/payments?dateOf=redeemed.
      db
        .select({ n: count() })
        .from(vouchers)
        .innerJoin(payments, eq(payments.id, vouchers.paymentId))
        .where(and(eq(payments.kind, 'payment'), redeemedWithin(window))),
      db.select({ n: count() }).from(customers).where(customerJoinedWithin(window)),
      db.select({ n: count() }).from(companies).where(companyJoinedWithin(window)),
      // Payments refunded in the period (once each, as /admin/payments?dateOf=refunded lists them),
      // and what their refunds in the period came to.
      db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.kind, 'payment'), refundedWithin(window))),
      db
        .select({ pence: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::bigint` })
        .from(refunds)
        .where(and(eq(refunds.status, 'succeeded'), within(refunds.succeededAt, window))),
      db
        .select({
          made: count(),
          // Accepted by the company (or at once): the ones that went on to be charged, or are on their way.
          accepted: sql<number>`count(*) filter (where ${customOffers.status} in ('accepted', 'awaiting_payment', 'charged'))::int`,
        })
        .from(customOffers)
        .where(within(customOffers.createdAt, window)),
    ]);
  return {
    salesValuePence: int(sales[0]?.pence),
    vouchersSold: int(sold[0]?.n),
    vouchersRedeemed: int(redeemed[0]?.n),
    newCustomers: int(newCustomers[0]?.n),
    newCompanies: int(newCompanies[0]?.n),
    refunds: int(refunded[0]?.n),
    refundsValuePence: int(refundedValue[0]?.pence),
    customOffersMade: int(offers[0]?.made),
    customOffersAccepted: int(offers[0]?.accepted),
  };
}

/** Sales value, vouchers sold and vouchers redeemed per bucket (only buckets with any). */
export async function dashboardSeries(db: Database, window: DashboardWindow) {
  const salesBucket = ukBucket(payments.createdAt, window.bucket);
  const soldBucket = ukBucket(vouchers.paymentDate, window.bucket);
  const usedBucket = ukBucket(vouchers.usedAt, window.bucket);
  const [sales, sold, redeemed] = await Promise.all([
    db
      .select({
        bucket: salesBucket,
        value: sql<number>`coalesce(sum(${payments.amountCapturedPence}), 0)::bigint`,
      })
      .from(payments)
      .where(and(eq(payments.kind, 'payment'), paidWithin(window)))
      .groupBy(salesBucket),
    db
      .select({ bucket: soldBucket, value: count() })
      .from(vouchers)
      .where(within(vouchers.paymentDate, window))
      .groupBy(soldBucket),
    db
      .select({ bucket: usedBucket, value: count() })
      .from(vouchers)
      .innerJoin(payments, eq(payments.id, vouchers.paymentId))
      .where(and(eq(payments.kind, 'payment'), redeemedWithin(window)))
      .groupBy(usedBucket),
  ]);
  const toMap = (rows: Array<{ bucket: string; value: unknown }>) =>
    new Map(rows.map((row) => [row.bucket, int(row.value)]));
  return { sales: toMap(sales), sold: toMap(sold), redeemed: toMap(redeemed) };
}
