import { queueVoucherEvents } from '../voucher-events/voucher-events';
import type { Transaction } from '@stepup/db';
import { writeInteractionLog } from '../admin/interaction-log';
import type { ChargeSnapshot } from '../../providers/payments/payment-provider';
import { giveStepBudgetBack } from '../purchases/step-budget';
import type { RefundsContext } from './refunds-context';
import { writeRefundNotices } from './refund-notices';
import type { RefundRow } from './repository';
import {
  findPayment,
  findPaymentIdOfProviderIds,
  findRefund,
  insertProviderRefundOnce,
  lockPayment,
  lockVoucherOfPayment,
  markRefundCancelsVoucher,
  markRefundFailed,
  markRefundSucceeded,
  markVoucherCancelled,
  setPaymentRefunded,
  setVoucherRefunded,
  succeededRefundTotal,
} from './repository';

/**
 * Records what the provider says it refunded of a payment (ADR 028 "Recording refunds"): the
 * refund job's answer and the webhook's `charge.refunded` both end here, in any order and any
 * number of times. The provider's list is the truth: each succeeded refund is ours (its
 * metadata.refundId) → marked succeeded, or unknown → a 'provider' refund (made in the provider's
 * dashboard). Exactly-once effects come from conditional updates under the payment's lock and the
 * unique provider_refund_id; messages go only with the transition to succeeded.
 */
export async function recordProviderRefunds(ctx: RefundsContext, paymentId: string): Promise<void> {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment?.providerPaymentId || !payment.connectedAccountId) return;
  const listed = await ctx.payments.listRefunds(
    payment.providerPaymentId,
    payment.connectedAccountId,
  );
  const now = ctx.clock();
  const written: string[] = [];
  const events: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked) return;
    const voucher = await lockVoucherOfPayment(tx, paymentId);
    const newlySucceeded: RefundRow[] = [];
    const fromProvider: RefundRow[] = [];
    for (const snapshot of listed) {
      const ours = snapshot.metadata.refundId;
      if (snapshot.status === 'succeeded') {
        const marked = ours
          ? await markRefundSucceeded(tx, ours, paymentId, snapshot.id, now)
          : undefined;
        if (marked) {
          newlySucceeded.push(marked);
          continue;
        }
        if (ours && (await isOurs(tx, ours, paymentId))) continue;
        // Not one of ours (or no longer known): a refund made at the provider, once per its id.
        const inserted = await insertProviderRefundOnce(tx, {
          paymentId,
          voucherId: voucher?.id ?? null,
          amountPence: snapshot.amountPence,
          providerRefundId: snapshot.id,
          succeededAt: now,
        });
        if (inserted) {
          newlySucceeded.push(inserted);
          fromProvider.push(inserted);
        }
      } else if (ours && (snapshot.status === 'failed' || snapshot.status === 'canceled')) {
        await markRefundFailed(tx, ours, `The provider answered ${snapshot.status}.`, now);
      }
    }
    if (newlySucceeded.length === 0) return;

    const refunded = await succeededRefundTotal(tx, paymentId);
    await setPaymentRefunded(tx, paymentId, refunded.total);
    if (voucher) await setVoucherRefunded(tx, voucher.id, refunded.total, refunded.last ?? now);
    // A full refund made at the provider of a voucher still valid cancels it, as ours would.
    const fullyRefunded =
      refunded.total >= locked.amountCapturedPence && locked.amountCapturedPence > 0;
    const last = fromProvider.at(-1);
    if (last && fullyRefunded && voucher && !voucher.usedAt && !voucher.cancelledAt) {
      const cancelled = await markVoucherCancelled(tx, voucher.id, {
        at: now,
        by: 'provider',
        reason: null,
      });
      if (cancelled) {
        events.push(cancelled);
        await giveStepBudgetBack(tx, paymentId);
        await markRefundCancelsVoucher(tx, last.id);
        last.cancelsVoucher = true;
      }
    }
    for (const refund of fromProvider) {
      await writeInteractionLog(tx, {
        actorUserId: null,
        actorLabel: 'provider',
        action: refund.cancelsVoucher ? 'voucher.cancelled' : 'payment.refunded',
        targetType: 'payment',
        targetId: paymentId,
        data: {
          refundId: refund.id,
          providerRefundId: refund.providerRefundId,
          amountPence: refund.amountPence,
          requestedBy: 'provider',
        },
      });
    }
    for (const refund of newlySucceeded) await writeRefundNotices(ctx, tx, refund, written);
  });
  await ctx.mailer.dispatch(written);
  await queueVoucherEvents(ctx.jobs, events);
}

async function isOurs(tx: Transaction, refundId: string, paymentId: string) {
  return (await findRefund(tx, refundId))?.paymentId === paymentId;
}

/** The webhook's `charge.refunded`: the payment of the charge's intent (or of the charge) recorded. */
export async function recordChargeRefunded(ctx: RefundsContext, charge: ChargeSnapshot) {
  const paymentId = await findPaymentIdOfProviderIds(ctx.db, {
    paymentIntentId: charge.paymentIntentId,
    chargeId: charge.id,
  });
  if (paymentId) await recordProviderRefunds(ctx, paymentId);
}
