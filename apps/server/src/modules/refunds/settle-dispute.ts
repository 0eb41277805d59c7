import { queueVoucherEvents } from '../voucher-events/voucher-events';
import { disputeOutcome } from '@stepup/domain';
import { writeInteractionLog } from '../admin/interaction-log';
import type { DisputeSnapshot } from '../../providers/payments/payment-provider';
import { giveStepBudgetBack } from '../purchases/step-budget';
import type { ProviderEvent } from '../purchases/purchase-events';
import { recordProviderEventOnce } from '../purchases/purchase-events';
import type { RefundsContext } from './refunds-context';
import { writeDisputeNotice } from './refund-notices';
import {
  closeDispute,
  findDisputeForUpdate,
  findPaymentIdOfProviderIds,
  hasOpenDispute,
  insertDisputeOnce,
  lockPayment,
  lockVoucherOfPayment,
  markVoucherCancelled,
  setVoucherFrozen,
} from './repository';

/**
 * A `charge.dispute.created|updated|closed` event (ADR 028 "Disputes"), in one transaction with
 * the event's id recorded first (a redelivery does nothing). The dispute row is upserted by the
 * provider's id and only ever moves open → won | lost, so events in any order end the same: the
 * voucher is frozen while any dispute of its payment is open, works again when it is won, and is
 * cancelled (no refund: the bank took the money back; its step budget returns) when it is lost.
 * The company is told once when it opens and once when it is decided.
 */
export async function settleDispute(
  ctx: RefundsContext,
  dispute: DisputeSnapshot,
  event: ProviderEvent,
): Promise<void> {
  const now = ctx.clock();
  const written: string[] = [];
  const events: string[] = [];
  await ctx.db.transaction(async (tx) => {
    if (!(await recordProviderEventOnce(tx, event))) return;
    const paymentId = await findPaymentIdOfProviderIds(tx, {
      paymentIntentId: dispute.paymentIntentId,
      chargeId: dispute.chargeId || null,
    });
    const payment = paymentId ? await lockPayment(tx, paymentId) : undefined;
    if (!payment) {
      ctx.report(new Error(`Dispute ${dispute.id} names no payment of ours (${event.id})`));
      return;
    }
    if (payment.status === 'created') {
      // Disputed before its success was settled here (both events sent at once): thrown, so the
      // event is not recorded and its redelivery finds the voucher to freeze.
      throw new Error(`Dispute ${dispute.id} arrived before payment ${payment.id} settled`);
    }
    const voucher = await lockVoucherOfPayment(tx, payment.id);
    const outcome = disputeOutcome(dispute.status);
    const openedAt = dispute.created > 0 ? new Date(dispute.created * 1000) : now;

    let row = await findDisputeForUpdate(tx, dispute.id);
    let opened = false;
    if (!row) {
      row = await insertDisputeOnce(tx, {
        paymentId: payment.id,
        voucherId: voucher?.id ?? null,
        providerDisputeId: dispute.id,
        status: outcome,
        amountPence: dispute.amountPence,
        reason: dispute.reason || null,
        openedAt,
        closedAt: outcome === 'open' ? null : now,
      });
      if (!row) return;
      opened = true;
    }
    let decided: 'won' | 'lost' | null = null;
    if (opened && row.status !== 'open') decided = row.status;
    else if (!opened && outcome !== 'open') {
      const closed = await closeDispute(tx, row.id, outcome, now);
      if (closed) {
        row = closed;
        decided = outcome;
      }
    }

    if (voucher) {
      const anyOpen = await hasOpenDispute(tx, payment.id);
      if (anyOpen && !voucher.frozenAt) await setVoucherFrozen(tx, voucher.id, now);
      if (!anyOpen && voucher.frozenAt) await setVoucherFrozen(tx, voucher.id, null);
      // A lost dispute ends the voucher unless it was used already (the company gave the goods).
      if (decided === 'lost' && !voucher.usedAt) {
        const cancelled = await markVoucherCancelled(tx, voucher.id, {
          at: now,
          by: 'dispute',
          reason: null,
        });
        if (cancelled) {
          events.push(cancelled);
          await giveStepBudgetBack(tx, payment.id);
        }
      }
    }
    const changes: ('opened' | 'won' | 'lost')[] = [];
    if (opened) changes.push('opened');
    if (decided) changes.push(decided);
    for (const change of changes) {
      await writeInteractionLog(tx, {
        actorUserId: null,
        actorLabel: 'provider',
        action: `payment.dispute_${change}`,
        targetType: 'payment',
        targetId: payment.id,
        data: {
          disputeId: row.id,
          providerDisputeId: dispute.id,
          amountPence: dispute.amountPence,
          reason: dispute.reason,
          before: { disputeStatus: change === 'opened' ? null : 'open' },
          after: { disputeStatus: change === 'opened' ? 'open' : change },
        },
      });
      await writeDisputeNotice(ctx, tx, row, change, written);
    }
  });
  await ctx.mailer.dispatch(written);
  await queueVoucherEvents(ctx.jobs, events);
}
