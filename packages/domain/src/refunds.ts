import { z } from 'zod';
import {
  CANCEL_ALREADY_CANCELLED,
  CANCEL_FROZEN,
  CANCEL_REASON_REQUIRED,
  CANCEL_REASON_TOO_LONG,
  CANCEL_USED,
  CANCEL_WINDOW_PASSED,
  REFUND_AMOUNT_INVALID,
  REFUND_NOT_PAID,
  REFUND_NOTHING_LEFT,
  refundAmountTooHigh,
} from './messages';
import { formatPounds } from './money';

// Refunds, cancellation and disputes (docs/product.md#refunds-and-cancellation, ADR 028).

/** UK Consumer Contracts Regulations: 14 days to cancel a purchase made online. */
export const CANCELLATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a voucher bought at `paymentDate` stops being cancellable by its buyer. */
export function cancellableUntil(paymentDate: Date): Date {
  return new Date(paymentDate.getTime() + CANCELLATION_DAYS * DAY_MS);
}

export interface CancellableVoucher {
  paymentDate: Date;
  usedAt: Date | null;
  cancelledAt: Date | null;
  /** An open dispute of its payment. */
  frozenAt: Date | null;
}

/**
 * Why the buyer may not cancel the voucher now, or null when they may: not cancelled already, not
 * frozen by a dispute, not used (for a gift: the recipient has not redeemed it) and within 14 days
 * of the payment (up to the instant, exclusive).
 */
export function customerCancelRefusal(voucher: CancellableVoucher, now: Date): string | null {
  if (voucher.cancelledAt) return CANCEL_ALREADY_CANCELLED;
  if (voucher.usedAt) return CANCEL_USED;
  if (voucher.frozenAt) return CANCEL_FROZEN;
  if (now.getTime() >= cancellableUntil(voucher.paymentDate).getTime()) return CANCEL_WINDOW_PASSED;
  return null;
}

/**
 * Why the company may not cancel (and refund) the voucher, or null: the same as the buyer's but
 * without the 14 days (a business may refund its customer whenever it agrees to).
 */
export function companyCancelRefusal(
  voucher: Omit<CancellableVoucher, 'paymentDate'>,
): string | null {
  if (voucher.cancelledAt) return CANCEL_ALREADY_CANCELLED;
  if (voucher.usedAt) return CANCEL_USED;
  if (voucher.frozenAt) return CANCEL_FROZEN;
  return null;
}

export interface RefundablePayment {
  /** payments.status: only 'succeeded' (or 'needs_review', settled by an admin) can be refunded. */
  status: string;
  amountCapturedPence: number;
  /** Refunded already, plus refunds asked for and not yet answered (pending). */
  refundedOrPendingPence: number;
}

/** What is left to refund of a payment. */
export const refundablePence = (payment: RefundablePayment) =>
  Math.max(0, payment.amountCapturedPence - payment.refundedOrPendingPence);

/** Why `amountPence` cannot be refunded of the payment, or null when it can (an admin's refund). */
export function refundAmountRefusal(
  payment: RefundablePayment,
  amountPence: number,
): string | null {
  if (payment.status !== 'succeeded' && payment.status !== 'needs_review') return REFUND_NOT_PAID;
  const left = refundablePence(payment);
  if (left === 0) return REFUND_NOTHING_LEFT;
  if (!Number.isInteger(amountPence) || amountPence < 1) return REFUND_AMOUNT_INVALID;
  if (amountPence > left) return refundAmountTooHigh(formatPounds(left));
  return null;
}

/** A company's or an admin's reason for a cancellation or refund: 3–500 characters, trimmed. */
export const refundReasonSchema = z
  .string({ error: CANCEL_REASON_REQUIRED })
  .trim()
  .min(3, CANCEL_REASON_REQUIRED)
  .max(500, CANCEL_REASON_TOO_LONG);

// Loyalty after a cancellation (ADR 028): a cancelled voucher's step does not count toward the
// customer's level (`levelFromPurchasedSteps` is given the not-cancelled steps only), so "buy
// step 1, cancel, buy step 2 at a deeper discount" cannot happen: after cancelling step 1 the
// customer is at step 1 again. A cancelled purchase still counts toward
// MAX_PURCHASES_PER_CAMPAIGN, so buying and cancelling cannot go on for ever.

/** The dispute statuses of the provider (Stripe's) to ours. */
export function disputeOutcome(providerStatus: string): 'open' | 'won' | 'lost' {
  if (providerStatus === 'lost') return 'lost';
  // 'warning_closed': an inquiry closed without a chargeback — the voucher works again.
  if (providerStatus === 'won' || providerStatus === 'warning_closed') return 'won';
  return 'open';
}
