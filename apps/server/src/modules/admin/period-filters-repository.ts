import type { SQL } from '@stepup/db';
import { companies, customers, payments, sql, vouchers, within } from '@stepup/db';
import type { UkDaysRange } from '@stepup/domain';

// What each of the admin dashboard's figures counts over a period, written once: the dashboard's
// aggregates and the lists its figures link to (payments by date paid, redeemed or refunded,
// customers and companies by the day they joined) filter through the same conditions, so a
// figure and its list's total are the same rows.

/** A payment paid in the range (its creation: the instant the card was charged or tried). */
export const paidWithin = (range: UkDaysRange) => within(payments.createdAt, range);

/** A voucher redeemed in the range (needs `vouchers` in the query). */
export const redeemedWithin = (range: UkDaysRange) => within(vouchers.usedAt, range);

/**
 * A payment with a refund that succeeded in the range: counted once however many refunds it
 * had then (the payments list shows payments; the dashboard's Refunds counts the same ones).
 */
export function refundedWithin(range: UkDaysRange): SQL {
  const bounds = [
    range.start ? sql`and r.succeeded_at >= ${range.start.toISOString()}::timestamptz` : sql``,
    range.end ? sql`and r.succeeded_at < ${range.end.toISOString()}::timestamptz` : sql``,
  ];
  // Written out with table names: a single-table select leaves its columns unqualified.
  return sql`exists (
    select 1 from refunds r where r.payment_id = "payments"."id" and r.status = 'succeeded'
    ${bounds[0]} ${bounds[1]})`;
}

/** A customer who joined (signed up) in the range. */
export const customerJoinedWithin = (range: UkDaysRange) => within(customers.createdAt, range);

/** A company that joined (signed up) in the range. */
export const companyJoinedWithin = (range: UkDaysRange) => within(companies.createdAt, range);
