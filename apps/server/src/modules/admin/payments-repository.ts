import type { Database, PgSelect, SQL } from '@stepup/db';
import {
  and,
  asc,
  campaigns,
  companies,
  countUpToLimit,
  customers,
  desc,
  disputes,
  eq,
  payments,
  refunds,
  sql,
  user,
  vouchers,
} from '@stepup/db';
import type { AdminPaymentDateOf, AdminPaymentFilter } from '@stepup/contracts';
import type { UkDaysRange } from '@stepup/domain';
import { ADMIN_LIST_COUNT_LIMIT } from '@stepup/domain';
import { paidWithin, redeemedWithin, refundedWithin } from './period-filters-repository';

// The admin payments screen's queries: card payments (never card setups) with their company,
// campaign, buyer, voucher, refunds and disputes, filtered and searched in SQL.

/** What the list is filtered by, already read: instants, a normalised code, a lower-cased email. */
export interface PaymentFilters {
  companyId?: string | undefined;
  /** The UK days' instants, and what they apply to (when paid, redeemed or refunded). */
  range?: UkDaysRange | undefined;
  dateOf?: AdminPaymentDateOf | undefined;
  status?: AdminPaymentFilter | undefined;
  search?: { code: string | null; email: string | null; id: string } | undefined;
}

/** Refunds the provider has made, and the newest of their dates. */
const refundedSucceeded = sql<number>`(
  select coalesce(sum(r.amount_pence), 0)::int from refunds r
  where r.payment_id = ${payments.id} and r.status = 'succeeded')`;
const refundDate = sql<Date | string | null>`(
  select max(r.succeeded_at) from refunds r
  where r.payment_id = ${payments.id} and r.status = 'succeeded')`;
/** The provider's count (its events) or ours, whichever has heard of more. */
const amountRefunded = sql<number>`greatest(${payments.amountRefundedPence}, ${refundedSucceeded})`;
const openDispute = sql<boolean>`exists (
  select 1 from disputes d where d.payment_id = ${payments.id} and d.status = 'open')`;

const columns = {
  id: payments.id,
  createdAt: payments.createdAt,
  status: payments.status,
  chargeId: payments.providerChargeId,
  providerPaymentId: payments.providerPaymentId,
  companyId: payments.companyId,
  companyName: companies.name,
  userId: payments.userId,
  userEmail: user.email,
  customerName: customers.name,
  guestEmail: payments.guestEmail,
  campaignId: payments.campaignId,
  campaignName: campaigns.name,
  voucherId: vouchers.id,
  code: vouchers.code,
  faceValuePence: payments.faceValuePence,
  discount: payments.discount,
  step: payments.step,
  buyFor: payments.buyFor,
  giftingData: payments.giftingData,
  giftRecipientName: vouchers.giftRecipientName,
  giftRecipientEmail: vouchers.giftRecipientEmail,
  usedAt: vouchers.usedAt,
  cancelledAt: vouchers.cancelledAt,
  frozenAt: vouchers.frozenAt,
  disputed: openDispute,
  refundValuePence: refundedSucceeded,
  refundDate,
  amountPence: payments.amountPence,
  amountCapturedPence: payments.amountCapturedPence,
  amountRefundedPence: amountRefunded,
  applicationFeePence: payments.applicationFeePence,
};

function whereOf(filters: PaymentFilters): SQL {
  const where: SQL[] = [eq(payments.kind, 'payment')];
  if (filters.companyId) where.push(eq(payments.companyId, filters.companyId));
  const range = filters.range;
  if (range?.start || range?.end) {
    // The same conditions as the dashboard's figures (period-filters-repository.ts).
    const dated =
      filters.dateOf === 'redeemed'
        ? redeemedWithin(range)
        : filters.dateOf === 'refunded'
          ? refundedWithin(range)
          : paidWithin(range);
    if (dated) where.push(dated);
  }
  switch (filters.status) {
    case 'paid':
      where.push(eq(payments.status, 'succeeded'), sql`${amountRefunded} = 0`);
      break;
    case 'refunded':
      where.push(sql`${amountRefunded} > 0`);
      break;
    case 'disputed':
      where.push(openDispute);
      break;
    case 'redeemed':
      where.push(sql`${vouchers.usedAt} is not null`);
      break;
    case 'needs_review':
      where.push(eq(payments.status, 'needs_review'));
      break;
    default:
      break;
  }
  const search = filters.search;
  if (search) {
    // The payments the search names, each branch an index lookup (provider ids, voucher code,
    // the customer's email), gathered before the join so no row is read to be compared.
    const branches: SQL[] = [
      sql`select p.id from payments p where p.provider_charge_id = ${search.id}`,
      sql`select p.id from payments p where p.provider_payment_id = ${search.id}`,
      sql`select p.id from payments p where p.id = ${search.id}`,
    ];
    if (search.code)
      branches.push(sql`select v.payment_id from vouchers v where v.code = ${search.code}`);
    if (search.email) {
      branches.push(
        sql`select p.id from payments p join customers c on c.user_id = p.user_id where c.email_lower = ${search.email}`,
        sql`select v.payment_id from vouchers v where lower(v.guest_email) = ${search.email}`,
        // A guest's payment not issued yet (held, failed, in review), and a gift's recipient.
        sql`select p.id from payments p where lower(p.guest_email) = ${search.email}`,
        sql`select v.payment_id from vouchers v where lower(v.gift_recipient_email) = ${search.email}`,
      );
    }
    where.push(sql`${payments.id} in (${sql.join(branches, sql` union `)})`);
  }
  return and(...where)!;
}

/** A payment with what every admin read of it shows: company, campaign, buyer and voucher. */
function withSaleJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
    .leftJoin(user, eq(user.id, payments.userId))
    .leftJoin(customers, eq(customers.userId, payments.userId))
    .leftJoin(vouchers, eq(vouchers.paymentId, payments.id));
}

/** Payments matching the filters, newest first; all of them when `page` is undefined. */
export function findPaymentsForAdmin(
  db: Database,
  filters: PaymentFilters,
  page?: { limit: number; offset: number },
) {
  const query = withSaleJoins(db.select(columns).from(payments).$dynamic())
    .where(whereOf(filters))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export type AdminPaymentRow = Awaited<ReturnType<typeof findPaymentsForAdmin>>[number];

/**
 * How many payments match, counted up to ADMIN_LIST_COUNT_LIMIT (countUpToLimit, as the other
 * admin lists), and their sums when no more than that match: null past it, never a sum of only
 * some of them (ADR 044). The sums are added up only once the count says they are bounded (at
 * most the limit's rows, a `limit` keeps it so), so neither read grows with the payments table.
 */
export async function paymentTotalsForAdmin(db: Database, filters: PaymentFilters) {
  // Only the joins the filters read: every payment has its company and campaign (required
  // references) and at most one voucher, so the others change no count and no sum.
  const readsVoucher =
    filters.status === 'redeemed' ||
    (filters.dateOf === 'redeemed' && Boolean(filters.range?.start || filters.range?.end));
  const matching = <T extends PgSelect>(select: T) =>
    (readsVoucher ? select.leftJoin(vouchers, eq(vouchers.paymentId, payments.id)) : select).where(
      whereOf(filters),
    );
  const counted = await countUpToLimit(
    db,
    matching(
      db
        .select({ one: sql`1` })
        .from(payments)
        .$dynamic(),
    ),
    ADMIN_LIST_COUNT_LIMIT,
  );
  if (counted.totalCapped) return { ...counted, totals: null };
  const bounded = matching(
    db
      .select({
        faceValuePence: payments.faceValuePence,
        amountCapturedPence: payments.amountCapturedPence,
        amountRefundedPence: sql<number>`${amountRefunded}`.as('amount_refunded_pence'),
        applicationFeePence: payments.applicationFeePence,
      })
      .from(payments)
      .$dynamic(),
  )
    .limit(ADMIN_LIST_COUNT_LIMIT)
    .as('matching');
  const [sums] = await db
    .select({
      faceValuePence: sql<number>`coalesce(sum(${bounded.faceValuePence}), 0)::bigint`,
      amountCapturedPence: sql<number>`coalesce(sum(${bounded.amountCapturedPence}), 0)::bigint`,
      amountRefundedPence: sql<number>`coalesce(sum(${bounded.amountRefundedPence}), 0)::bigint`,
      applicationFeePence: sql<number>`coalesce(sum(${bounded.applicationFeePence}), 0)::bigint`,
    })
    .from(bounded);
  return {
    ...counted,
    totals: {
      faceValuePence: Number(sums?.faceValuePence ?? 0),
      amountCapturedPence: Number(sums?.amountCapturedPence ?? 0),
      amountRefundedPence: Number(sums?.amountRefundedPence ?? 0),
      applicationFeePence: Number(sums?.applicationFeePence ?? 0),
    },
  };
}

export async function findPaymentForAdmin(db: Database, id: string) {
  const [row] = await withSaleJoins(db.select(columns).from(payments).$dynamic())
    .where(and(eq(payments.kind, 'payment'), eq(payments.id, id)))
    .limit(1);
  return row;
}

/** A payment's refunds, oldest first, and what is asked of the provider and not yet answered. */
export async function findPaymentRefunds(db: Database, paymentId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function findPaymentDisputes(db: Database, paymentId: string) {
  return db
    .select()
    .from(disputes)
    .where(eq(disputes.paymentId, paymentId))
    .orderBy(asc(disputes.openedAt), asc(disputes.id));
}
