import { z } from 'zod';
import { ID_MAX_LENGTH, LINE_MAX_LENGTH, NUMBER_BOUND, boundedString, ukDaysQuery } from './bounds';
import { savedDateSchema } from './date-reminders';

// Refunds, cancellation, disputes, the admin payments screen and the customer's data
// (docs/product.md#refunds-and-cancellation, ADR 028).

const pence = z.number().int().nonnegative();
const instant = z.iso.datetime();

export const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** One refund of a payment. */
export const refundSummarySchema = z.object({
  id: z.string(),
  amountPence: pence,
  /** pending: asked of the card provider; succeeded: on its way to the card; failed: refused. */
  status: refundStatusSchema,
  requestedBy: z.enum(['customer', 'company', 'admin', 'provider']),
  reason: z.string().nullable(),
  cancelsVoucher: z.boolean(),
  createdAt: instant,
  succeededAt: instant.nullable(),
  /** The provider's refusal, when failed. */
  error: z.string().nullable(),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;

/** The voucher after its cancellation, and the refund it started. */
export const voucherCancelledSchema = z.object({
  voucherId: z.string(),
  cancelledAt: instant,
  refund: refundSummarySchema,
});
export type VoucherCancelled = z.infer<typeof voucherCancelledSchema>;

export const voucherIdParamsSchema = z.object({ voucherId: boundedString(ID_MAX_LENGTH) });
export const paymentIdParamsSchema = z.object({ paymentId: boundedString(ID_MAX_LENGTH) });

/**
 * POST /api/company/sales/:voucherId/cancel (owners): cancels one of the company's vouchers and
 * refunds its price to the buyer's card. The domain's refundReasonSchema checks the reason's words.
 */
export const companyCancelVoucherRequestSchema = z.object({
  reason: boundedString(LINE_MAX_LENGTH),
});
export type CompanyCancelVoucherRequest = z.infer<typeof companyCancelVoucherRequestSchema>;

// Admin payments (/admin/payments).

/** The status filter: paid (nothing refunded), refunded (in part or in full), disputed, redeemed, needs review. */
export const adminPaymentFilterSchema = z.enum([
  'paid',
  'refunded',
  'disputed',
  'redeemed',
  'needs_review',
]);
export type AdminPaymentFilter = z.infer<typeof adminPaymentFilterSchema>;

/**
 * What the payments list's dates apply to: when it was paid (the default), when its voucher was
 * redeemed, or when a refund of it succeeded (the dashboard's Vouchers redeemed and Refunds).
 */
export const adminPaymentDateOfSchema = z.enum(['paid', 'redeemed', 'refunded']);
export type AdminPaymentDateOf = z.infer<typeof adminPaymentDateOfSchema>;

/** GET /api/admin/payments (and …/export.csv without `page`). Dates are UK calendar days, inclusive. */
export const adminPaymentListQuerySchema = z.object({
  /** A voucher code, an email (buyer or gift recipient) or a charge / payment intent id. */
  q: boundedString(200).optional(),
  companyId: boundedString(ID_MAX_LENGTH).optional(),
  ...ukDaysQuery,
  dateOf: adminPaymentDateOfSchema.optional(),
  status: adminPaymentFilterSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
/** The client's side of the query (the server parses the page from its text). */
export type AdminPaymentListQuery = Omit<z.infer<typeof adminPaymentListQuerySchema>, 'page'> & {
  page?: number;
};

/** A payment record as the admin sees it (the spec's payment record fields). */
export const adminPaymentSchema = z.object({
  id: z.string(),
  createdAt: instant,
  /** payments.status: created, succeeded, payment_failed, cancelled, needs_review. */
  status: z.string(),
  /** `ch_…`, once paid. */
  chargeId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  customerId: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  campaignId: z.string(),
  campaignName: z.string(),
  voucherId: z.string().nullable(),
  code: z.string().nullable(),
  faceValuePence: pence,
  discount: z.number().int(),
  /** 1–3, or 4 for a custom offer. */
  step: z.number().int(),
  gift: z.boolean(),
  giftRecipient: z.object({ name: z.string(), email: z.string() }).nullable(),
  redeemed: z.boolean(),
  cancelled: z.boolean(),
  /** An open dispute. */
  disputed: z.boolean(),
  refunded: z.boolean(),
  refundValuePence: pence,
  refundDate: instant.nullable(),
  amountPence: pence,
  amountCapturedPence: pence,
  amountRefundedPence: pence,
  applicationFeePence: pence,
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListSchema = z.object({
  payments: z.array(adminPaymentSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  /** Every payment matching the filters (all pages), or ADMIN_LIST_COUNT_LIMIT when `totalCapped`. */
  total: z.number().int().nonnegative(),
  /** More payments match than the list counts (ADR 044). */
  totalCapped: z.boolean(),
  /**
   * Over every payment matching the filters; null when more than ADMIN_LIST_COUNT_LIMIT match
   * (the list does not add them all up: ADR 044), never a sum of only some of them.
   */
  totals: z
    .object({
      faceValuePence: pence,
      amountCapturedPence: pence,
      amountRefundedPence: pence,
      applicationFeePence: pence,
    })
    .nullable(),
});
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

export const disputeSummarySchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'won', 'lost']),
  amountPence: pence,
  reason: z.string().nullable(),
  openedAt: instant,
  closedAt: instant.nullable(),
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

/** GET /api/admin/payments/:paymentId */
export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema,
  refunds: z.array(refundSummarySchema),
  disputes: z.array(disputeSummarySchema),
  /** What can still be refunded (captured less refunded and pending refunds). */
  refundablePence: pence,
  /** Whether the voucher can still be cancelled with a refund (not used, cancelled or disputed). */
  voucherCancellable: z.boolean(),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

/** POST /api/admin/payments/:paymentId/refunds: refund in full or in part; cancel the voucher or not. */
export const adminRefundRequestSchema = z.object({
  amountPence: z.number().int().min(-NUMBER_BOUND).max(NUMBER_BOUND),
  cancelVoucher: z.boolean(),
  reason: boundedString(LINE_MAX_LENGTH),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

// The customer's data (GET /api/account/data-export, and …/vouchers.csv).

/** The machine-readable copy of a customer's data (UK GDPR right of access). */
export const customerDataExportSchema = z.object({
  exportedAt: instant,
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    createdAt: instant,
  }),
  vouchers: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      companyName: z.string(),
      campaignName: z.string(),
      step: z.number().int(),
      faceValuePence: pence,
      discount: z.number().int(),
      pricePaidPence: pence,
      giftingFeePence: pence,
      buyFor: z.enum(['self', 'gift']),
      giftRecipient: z
        .object({ name: z.string(), email: z.string(), message: z.string().nullable() })
        .nullable(),
      paymentDate: instant,
      expiresAt: instant,
      usedAt: instant.nullable(),
      cancelledAt: instant.nullable(),
      refundPence: pence.nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      createdAt: instant,
      status: z.string(),
      amountPence: pence,
      amountRefundedPence: pence,
      campaignName: z.string(),
      companyName: z.string(),
    }),
  ),
  favourites: z.array(z.object({ campaignId: z.string(), campaignName: z.string() })),
  customOffers: z.array(
    z.object({
      id: z.string(),
      createdAt: instant,
      status: z.string(),
      campaignName: z.string(),
      faceValuePence: pence,
      discount: z.number().int(),
    }),
  ),
  /** Dates to Remember (issue 21): whose date, the occasion, the date (YYYY-MM-DD), how often. */
  savedDates: z.array(
    savedDateSchema.pick({ name: true, occasion: true, date: true, repeats: true }),
  ),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;
