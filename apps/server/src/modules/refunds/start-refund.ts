import { queueVoucherEvents } from '../voucher-events/voucher-events';
import {
  CANCEL_ALREADY_CANCELLED,
  changedFields,
  CANCEL_NOT_PAID_BY_CARD,
  PAYMENT_NOT_FOUND,
  VOUCHER_NOT_FOUND,
} from '@stepup/domain';
import type { RefundRequester, Transaction } from '@stepup/db';
import { writeInteractionLog } from '../admin/interaction-log';
import { AppError } from '../../app-error';
import { giveStepBudgetBack } from '../purchases/step-budget';
import { queueRefund } from './queue-refund';
import type { RefundsContext } from './refunds-context';
import type { PaymentRow, RefundRow, VoucherRow } from './repository';
import {
  insertRefund,
  lockPayment,
  lockVoucherAndPayment,
  lockVoucherOfPayment,
  markVoucherCancelled,
  refundedOrPendingPence,
} from './repository';

/** What a refund's decision sees, all of it read under the locks. */
export interface RefundFacts {
  voucher: VoucherRow | undefined;
  payment: PaymentRow;
  refundedOrPendingPence: number;
}

export interface StartRefund {
  /** The voucher (customer, company) or the payment (admin) it is about. */
  target: { voucherId: string } | { paymentId: string };
  /** Whether the caller may see the voucher at all; false answers 404 as if it did not exist. */
  visible: (voucher: VoucherRow | undefined) => boolean;
  /** The domain's refusal for this caller (null: go ahead), and the amount to refund. */
  decide: (facts: RefundFacts) => { refusal: string | null; amountPence: number };
  cancelVoucher: boolean;
  requestedBy: Exclude<RefundRequester, 'provider'>;
  by: { userId: string; label: string };
  reason: string | null;
}

/**
 * The shared core of every refund we start (ADR 028 "Refund flow"): in ONE transaction, with the
 * payment and the voucher locked, the rule is checked against what is refunded or pending, the
 * voucher is cancelled (its code stops working at once; its step budget goes back), the refund
 * row is written 'pending' and the interaction log gets its line. After the commit the
 * `refund-payment` job asks the provider (its lost runs are swept).
 */
export async function startRefund(
  ctx: RefundsContext,
  request: StartRefund,
): Promise<{ refund: RefundRow; cancelledAt: Date | null }> {
  const now = ctx.clock();
  const notFound = new AppError(
    'not_found',
    'voucherId' in request.target ? VOUCHER_NOT_FOUND : PAYMENT_NOT_FOUND,
  );
  const events: string[] = [];
  const started = await ctx.db.transaction(async (tx) => {
    const locked = await lockFacts(tx, request.target);
    if (!locked || !request.visible(locked.voucher)) throw notFound;
    const { voucher, payment } = locked;
    if (!payment) throw new AppError('conflict', CANCEL_NOT_PAID_BY_CARD);
    if (!payment.providerPaymentId || !payment.connectedAccountId || payment.kind !== 'payment') {
      throw new AppError('conflict', CANCEL_NOT_PAID_BY_CARD);
    }
    const facts = {
      voucher,
      payment,
      refundedOrPendingPence: await refundedOrPendingPence(tx, payment.id),
    };
    const { refusal, amountPence } = request.decide(facts);
    if (refusal) throw new AppError('conflict', refusal);
    let cancelledAt: Date | null = null;
    if (request.cancelVoucher && voucher) {
      const cancelled = await markVoucherCancelled(tx, voucher.id, {
        at: now,
        by: request.requestedBy,
        reason: request.reason,
      });
      if (!cancelled) throw new AppError('conflict', CANCEL_ALREADY_CANCELLED);
      events.push(cancelled);
      cancelledAt = now;
      await giveStepBudgetBack(tx, payment.id);
    }
    const refund = await insertRefund(tx, {
      paymentId: payment.id,
      voucherId: voucher?.id ?? null,
      amountPence,
      requestedBy: request.requestedBy,
      requestedByUserId: request.by.userId,
      reason: request.reason,
      cancelsVoucher: cancelledAt !== null,
    });
    await writeInteractionLog(tx, {
      actorUserId: request.by.userId,
      actorLabel: request.by.label,
      action: cancelledAt ? 'voucher.cancelled' : 'payment.refunded',
      targetType: 'payment',
      targetId: payment.id,
      data: {
        refundId: refund.id,
        voucherId: voucher?.id ?? null,
        amountPence,
        requestedBy: request.requestedBy,
        reason: request.reason,
        ...changedFields(
          { refundedOrPendingPence: facts.refundedOrPendingPence, voucherCancelled: false },
          {
            refundedOrPendingPence: facts.refundedOrPendingPence + amountPence,
            voucherCancelled: cancelledAt !== null,
          },
        ),
      },
    });
    return { refund, cancelledAt };
  });
  await queueRefund(ctx, started.refund.id);
  await queueVoucherEvents(ctx.jobs, events);
  return started;
}

async function lockFacts(
  tx: Transaction,
  target: StartRefund['target'],
): Promise<{ voucher: VoucherRow | undefined; payment: PaymentRow | undefined } | undefined> {
  if ('voucherId' in target) return lockVoucherAndPayment(tx, target.voucherId);
  const payment = await lockPayment(tx, target.paymentId);
  if (!payment) return undefined;
  return { payment, voucher: await lockVoucherOfPayment(tx, payment.id) };
}
