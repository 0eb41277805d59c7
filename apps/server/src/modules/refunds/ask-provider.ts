import { PaymentProviderError } from '../../providers/payments/payment-provider';
import { writeInteractionLog } from '../admin/interaction-log';
import { recordProviderRefunds } from './record-provider-refunds';
import type { RefundsContext } from './refunds-context';
import { countRefundAttempt, findPayment, findRefund, markRefundFailed } from './repository';

/** Refusals of the provider tried this many times before the refund is given up as failed. */
export const REFUND_ATTEMPTS = 5;

/**
 * The `refund-payment` job: asks the provider for one pending refund, with the refund's id as
 * idempotency key (a retried or duplicated run gets the same refund back), then records what the
 * provider says it refunded. A refusal counts as an attempt and is retried; after REFUND_ATTEMPTS
 * the refund is 'failed', logged and reported for a person to settle. Anything else (the provider
 * unreachable, the database) throws, and the queue retries.
 */
export async function askProviderForRefund(ctx: RefundsContext, refundId: string): Promise<void> {
  const refund = await findRefund(ctx.db, refundId);
  if (refund?.status !== 'pending') return;
  const payment = await findPayment(ctx.db, refund.paymentId);
  if (!payment?.providerPaymentId || !payment.connectedAccountId) return;
  try {
    // Asked before (a run that died after the provider's answer, or an idempotency key past the
    // provider's 24 hours): only recorded, never asked again.
    const known = await ctx.payments.listRefunds(
      payment.providerPaymentId,
      payment.connectedAccountId,
    );
    if (known.some((r) => r.metadata.refundId === refund.id)) {
      await recordProviderRefunds(ctx, payment.id);
      return;
    }
    await ctx.payments.createRefund({
      paymentIntentId: payment.providerPaymentId,
      connectedAccountId: payment.connectedAccountId,
      amountPence: refund.amountPence,
      idempotencyKey: refund.id,
      metadata: { refundId: refund.id, paymentId: payment.id },
      reason: 'requested_by_customer',
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    const attempts = (await countRefundAttempt(ctx.db, refund.id, err.message)) ?? 0;
    if (attempts < REFUND_ATTEMPTS) throw err;
    const failed = await ctx.db.transaction(async (tx) => {
      if (!(await markRefundFailed(tx, refund.id, err.message, ctx.clock()))) return false;
      await writeInteractionLog(tx, {
        actorUserId: null,
        actorLabel: 'system',
        action: 'refund.failed',
        targetType: 'payment',
        targetId: payment.id,
        data: {
          refundId: refund.id,
          amountPence: refund.amountPence,
          error: err.message,
          before: { refundStatus: 'pending' },
          after: { refundStatus: 'failed' },
        },
      });
      return true;
    });
    if (failed) {
      ctx.report(
        new Error(
          `Refund ${refund.id} of payment ${payment.id} failed at the provider: ${err.message}`,
        ),
      );
    }
    return;
  }
  await recordProviderRefunds(ctx, payment.id);
}
