import type {
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentList,
  AdminPaymentListQuery,
} from '@stepup/contracts';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  adminPaymentsCsv,
  companyCancelRefusal,
  normaliseVoucherCode,
  PAYMENT_DOES_NOT_EXIST,
  refundablePence,
  ukDaysRange,
} from '@stepup/domain';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireAdmin } from '../../context/access';
import type { RateRule } from '../../plugins/rate-limit';
import type { AdminPaymentRow, PaymentFilters } from './payments-repository';
import {
  findPaymentDisputes,
  findPaymentForAdmin,
  findPaymentRefunds,
  findPaymentsForAdmin,
  paymentTotalsForAdmin,
} from './payments-repository';

// The admin payments screen (/admin/payments): every card payment for a voucher, its refunds and
// disputes, and the CSV export. Who may call every one: a platform admin with a second factor.

export const adminPaymentRateRules = {
  /** The export reads every matching payment: plenty for an admin's day, not for scraping. */
  exportsPerAdmin: { name: 'admin-payments-export:account', limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The filters as the query names them, read into instants and a normalised search. */
function filtersOf(query: Omit<AdminPaymentListQuery, 'page'>): PaymentFilters {
  const q = query.q?.trim();
  return {
    companyId: query.companyId,
    range: ukDaysRange(query.from, query.to),
    dateOf: query.dateOf,
    status: query.status,
    search: q
      ? {
          code: normaliseVoucherCode(q),
          email: q.includes('@') ? q.toLowerCase() : null,
          id: q,
        }
      : undefined,
  };
}

function toAdminPayment(row: AdminPaymentRow): AdminPayment {
  const gift = row.buyFor === 'gift';
  const recipient =
    row.giftRecipientEmail !== null
      ? { name: row.giftRecipientName ?? '', email: row.giftRecipientEmail }
      : gift && row.giftingData
        ? { name: row.giftingData.name, email: row.giftingData.email }
        : null;
  const refundValuePence = Number(row.refundValuePence);
  const amountRefundedPence = Number(row.amountRefundedPence);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    chargeId: row.chargeId,
    providerPaymentId: row.providerPaymentId,
    companyId: row.companyId,
    companyName: row.companyName,
    customerId: row.userId,
    customerEmail: row.userEmail ?? row.guestEmail,
    customerName: row.customerName,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    voucherId: row.voucherId,
    code: row.code,
    faceValuePence: row.faceValuePence,
    discount: row.discount,
    step: row.step,
    gift,
    giftRecipient: gift ? recipient : null,
    redeemed: row.usedAt !== null,
    cancelled: row.cancelledAt !== null,
    disputed: Boolean(row.disputed),
    refunded: amountRefundedPence > 0,
    refundValuePence,
    refundDate: iso(row.refundDate),
    amountPence: row.amountPence,
    amountCapturedPence: row.amountCapturedPence,
    amountRefundedPence,
    applicationFeePence: row.applicationFeePence,
  };
}

/** One page of the payments matching the filters, newest first, with their (capped) count and sums. */
export async function listAdminPayments(
  ctx: AppContext,
  actor: Actor,
  query: AdminPaymentListQuery,
): Promise<AdminPaymentList> {
  requireAdmin(actor, 'payments:read');
  const page = query.page ?? 1;
  const filters = filtersOf(query);
  const [rows, { total, totalCapped, totals }] = await Promise.all([
    findPaymentsForAdmin(ctx.db, filters, {
      limit: ADMIN_PAYMENTS_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAYMENTS_PAGE_SIZE,
    }),
    paymentTotalsForAdmin(ctx.db, filters),
  ]);
  return {
    payments: rows.map(toAdminPayment),
    page,
    pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
    total,
    totalCapped,
    totals,
  };
}

/** Every payment matching the filters as a CSV file's text (the spec's payment record fields). */
export async function exportAdminPaymentsCsv(
  ctx: AppContext,
  actor: Actor,
  query: Omit<AdminPaymentListQuery, 'page'>,
): Promise<string> {
  const admin = requireAdmin(actor, 'payments:read');
  await ctx.limiter.hit(adminPaymentRateRules.exportsPerAdmin, admin.user.id);
  const rows = await findPaymentsForAdmin(ctx.db, filtersOf(query));
  return adminPaymentsCsv(rows.map(toAdminPayment));
}

/** A payment with its refunds and disputes, what is left to refund, and whether its voucher can go. */
export async function adminPaymentDetail(
  ctx: AppContext,
  actor: Actor,
  { paymentId }: { paymentId: string },
): Promise<AdminPaymentDetail> {
  requireAdmin(actor, 'payments:read');
  const row = await findPaymentForAdmin(ctx.db, paymentId);
  if (!row) throw notFound(PAYMENT_DOES_NOT_EXIST);
  const [refundRows, disputeRows] = await Promise.all([
    findPaymentRefunds(ctx.db, paymentId),
    findPaymentDisputes(ctx.db, paymentId),
  ]);
  const payment = toAdminPayment(row);
  const pendingPence = refundRows
    .filter((r) => r.status === 'pending')
    .reduce((sum, r) => sum + r.amountPence, 0);
  return {
    payment,
    refunds: refundRows.map((r) => ({
      id: r.id,
      amountPence: r.amountPence,
      status: r.status,
      requestedBy: r.requestedBy,
      reason: r.reason,
      cancelsVoucher: r.cancelsVoucher,
      createdAt: r.createdAt.toISOString(),
      succeededAt: iso(r.succeededAt),
      error: r.error,
    })),
    disputes: disputeRows.map((d) => ({
      id: d.id,
      status: d.status,
      amountPence: d.amountPence,
      reason: d.reason,
      openedAt: d.openedAt.toISOString(),
      closedAt: iso(d.closedAt),
    })),
    refundablePence: refundablePence({
      status: row.status,
      amountCapturedPence: row.amountCapturedPence,
      refundedOrPendingPence: payment.amountRefundedPence + pendingPence,
    }),
    voucherCancellable:
      row.voucherId !== null &&
      companyCancelRefusal({
        usedAt: row.usedAt,
        cancelledAt: row.cancelledAt,
        frozenAt: row.frozenAt,
      }) === null &&
      !payment.disputed,
  };
}
