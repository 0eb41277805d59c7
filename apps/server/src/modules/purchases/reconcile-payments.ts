import type { PaymentIntentSnapshot } from '../../providers/payments/payment-provider';
import { endCreatedPayment } from './end-payment';
import type { PaymentsContext } from './payments-context';
import { RECONCILE_AFTER_MS } from './purchase-rules';
import type { PaymentRow } from './repository';
import { findStaleCreatedPayments } from './repository';
import { settleSucceededIntent } from './settle-payment-event';

/** Stripe's intent statuses that mean this attempt is over without a charge. */
const failedWithoutCharge = (intent: PaymentIntentSnapshot) =>
  intent.status === 'canceled' ||
  (intent.status === 'requires_payment_method' && !!intent.lastError);

/**
 * The job of the same name (every minute, by the workers; no actor: nobody asks, the clock does).
 * Finishes payments left 'created' for a few minutes from the provider's own answer: a lost
 * webhook cannot leave a paid voucher unissued.
 */
export async function reconcilePayments(ctx: PaymentsContext): Promise<void> {
  const stale = await findStaleCreatedPayments(
    ctx.db,
    new Date(ctx.clock().getTime() - RECONCILE_AFTER_MS),
  );
  for (const payment of stale) await reconcilePayment(ctx, payment, { cancel: false });
}

/**
 * Asks the provider how a 'created' payment stands and finishes it: paid → its voucher (a lost
 * webhook), failed → payment_failed. With `cancel` (an expired reservation, or a buyer starting
 * again) an intent still open is cancelled at the provider first, so it can no longer be paid,
 * and the budget is given back. Answers the state it left the payment in.
 */
export async function reconcilePayment(
  ctx: PaymentsContext,
  payment: PaymentRow,
  { cancel, reason }: { cancel: boolean; reason?: string },
): Promise<'succeeded' | 'ended' | 'open'> {
  if (payment.providerPaymentId && payment.connectedAccountId) {
    const intent = cancel
      ? await ctx.payments.cancelPaymentIntent(
          payment.providerPaymentId,
          payment.connectedAccountId,
        )
      : await ctx.payments.retrievePaymentIntent(
          payment.providerPaymentId,
          payment.connectedAccountId,
        );
    if (intent.status === 'succeeded') {
      await settleSucceededIntent(ctx, intent, null);
      return 'succeeded';
    }
    if (intent.status === 'canceled' && cancel) {
      await endCreatedPayment(ctx, payment.id, 'cancelled', reason ?? null);
      return 'ended';
    }
    if (failedWithoutCharge(intent)) {
      await endCreatedPayment(ctx, payment.id, 'payment_failed', intent.lastError);
      return 'ended';
    }
    return 'open';
  }
  if (!cancel) return 'open';
  await endCreatedPayment(ctx, payment.id, 'cancelled', reason ?? null);
  return 'ended';
}
