import { paymentsSucceeded } from '../../metrics';
import { randomFillSync } from 'node:crypto';
import {
  generateVoucherCode,
  giftDeliveryTime,
  voucherExpiry,
  WEBHOOK_SIGNATURE_INVALID,
} from '@stepup/domain';
import type { Transaction } from '@stepup/db';
import { AppError } from '../../app-error';
import type { PaymentIntentSnapshot } from '../../providers/payments/payment-provider';
import { WebhookSignatureError } from '../../providers/payments/payment-provider';
import { applyConnectedAccountUpdate } from '../companies/account-state';
import { settleCardSetup } from '../custom-offers/card-saved';
import { endCreatedPayment } from './end-payment';
import { recordChargeRefunded } from '../refunds/record-provider-refunds';
import { settleDispute } from '../refunds/settle-dispute';
import { HOLD_WITH_CARD_MS } from './purchase-rules';
import type { PaymentsContext } from './payments-context';
import type { PaymentRow, ProviderEvent } from './repository';
import { recordIssuedEventWithin } from '../voucher-events/voucher-events';
import {
  commitHeldReservation,
  countSale,
  extendHeldReservation,
  findPayment,
  findReservationOfPayment,
  findVoucherIdOfPayment,
  insertVoucherIfFree,
  lockPaymentOfIntent,
  markPaymentNeedsReview,
  markPaymentSucceeded,
  markOfferOfPaymentCharged,
  markReservationCommitted,
  recordEventOnce,
  releaseHeldReservation,
  takeBudget,
} from './repository';

const newCode = () => generateVoucherCode((bytes) => randomFillSync(bytes));

/**
 * POST /api/payments/webhook. Who may call: the card provider, proven by the signature over the
 * raw body — anything else is a 400 and changes nothing. Idempotent per event and per payment,
 * whatever the number, order or timing of deliveries.
 *
 * No actor: the caller is not a person of either site, and its only credential is the signature,
 * which is checked here first, before anything is read or written. A 'system' kind of Actor was
 * considered and left out: every access rule of context/access.ts would have to refuse it, for
 * the sake of one use case whose access rule is a signature, not an account. The sandbox's
 * delivery job (jobs/deliver-sandbox-webhook.ts) comes through here with a signed body too.
 */
export async function settlePaymentEvent(
  ctx: PaymentsContext,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<void> {
  let event;
  try {
    event = ctx.payments.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError || err instanceof SyntaxError) {
      throw new AppError('bad_request', WEBHOOK_SIGNATURE_INVALID);
    }
    throw err;
  }
  const ref: ProviderEvent = {
    provider: ctx.payments.kind,
    id: event.id,
    type: event.type === 'other' ? event.originalType : event.type,
  };
  if (event.type === 'payment_intent.succeeded') {
    await settleSucceededIntent(ctx, event.intent, ref);
  } else if (event.type === 'payment_intent.payment_failed') {
    const paymentId = event.intent.metadata.paymentId;
    if (!paymentId) await recordEventOnce(ctx.db, ref);
    else {
      await endCreatedPayment(
        ctx,
        paymentId,
        'payment_failed',
        event.intent.lastError ?? 'Payment failed',
        { event: ref, providerPaymentId: event.intent.id },
      );
    }
  } else if (event.type === 'charge.refunded') {
    // A refund of ours or one made at the provider: recorded from the provider's own list of the
    // charge's refunds (idempotent, so every delivery may do it; ADR 028 "Recording refunds").
    await recordChargeRefunded(ctx, event.charge);
    await recordEventOnce(ctx.db, ref);
  } else if (
    event.type === 'charge.dispute.created' ||
    event.type === 'charge.dispute.updated' ||
    event.type === 'charge.dispute.closed'
  ) {
    await settleDispute(ctx, event.dispute, ref);
  } else if (
    event.type === 'payment_intent.requires_action' ||
    event.type === 'payment_intent.processing'
  ) {
    // The card was submitted (3-D Secure, or the bank still deciding): keep the hold while the
    // bank decides (idempotent).
    const payment = await findPayment(ctx.db, event.intent.metadata.paymentId ?? '');
    if (payment?.status === 'created' && payment.providerPaymentId === event.intent.id) {
      const until = new Date(payment.createdAt.getTime() + HOLD_WITH_CARD_MS);
      await extendHeldReservation(ctx.db, payment.id, until);
    }
  } else if (
    event.type === 'setup_intent.succeeded' ||
    event.type === 'setup_intent.setup_failed'
  ) {
    // A card saved (or refused) for a custom offer: the same as the browser's card-saved call,
    // whichever comes first (ADR 027 "Saving the card").
    if (await recordEventOnce(ctx.db, ref)) await settleCardSetup(ctx, event.setupIntent);
  } else if (event.type === 'account.updated') {
    // A company's connected account changed (payments, payouts, what is still due): recorded and
    // stored together, so a second delivery of the event changes nothing.
    const { connectedAccount, created } = event;
    await ctx.db.transaction(async (tx) => {
      if (await recordEventOnce(tx, ref)) {
        await applyConnectedAccountUpdate({ db: tx }, connectedAccount, created);
      }
    });
  } else {
    // Any other event: recorded once and otherwise ignored.
    await recordEventOnce(ctx.db, ref);
  }
}

type IssueOutcome =
  | { kind: 'issued' }
  | { kind: 'duplicate-event' | 'already-succeeded' | 'unknown-payment' | 'amount-mismatch' };

/**
 * The success of an intent (the webhook's event, or reconciliation's answer from the provider):
 * its voucher issued exactly once, its messages written and queued in the same transaction. A
 * payment for the wrong amount issues nothing and is reported to the operator.
 */
export async function settleSucceededIntent(
  ctx: PaymentsContext,
  intent: PaymentIntentSnapshot,
  event: ProviderEvent | null,
): Promise<void> {
  const paymentId = intent.metadata.paymentId;
  if (!paymentId) {
    if (event) await recordEventOnce(ctx.db, event);
    return;
  }
  const paidAt = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx): Promise<IssueOutcome> => {
    // The event id is recorded first (unique): a second delivery stops here.
    if (event && !(await recordEventOnce(tx, event))) return { kind: 'duplicate-event' };
    // Locked until the commit: concurrent deliveries of one payment queue behind each other.
    const payment = await lockPaymentOfIntent(tx, paymentId, intent.id);
    if (!payment) return { kind: 'unknown-payment' };
    if (payment.status === 'succeeded') return { kind: 'already-succeeded' };
    // Set aside once: a later event for it, whatever its amount, waits for the same review.
    if (payment.status === 'needs_review') return { kind: 'amount-mismatch' };
    if (
      intent.amountReceivedPence !== payment.amountPence ||
      intent.currency.toUpperCase() !== payment.currency
    ) {
      // Received an amount or currency other than the one due: nothing is issued, the budget is
      // given back, and a person looks at it.
      await markPaymentNeedsReview(
        tx,
        payment.id,
        intent.amountReceivedPence,
        `Received ${intent.amountReceivedPence} ${intent.currency.toUpperCase()} for ${payment.amountPence} ${payment.currency} due; no voucher issued.`,
      );
      await releaseHeldReservation(tx, payment.id);
      return { kind: 'amount-mismatch' };
    }
    const issued = await insertVoucherOfPayment(tx, payment, paidAt);
    if (!issued) return { kind: 'already-succeeded' };
    const { voucherId } = issued;

    // The sale was counted with the budget take (takeBudget): the campaign row, which every buyer
    // of the campaign writes, is written here only when the held reservation is gone (ADR 042).
    let error: string | null = null;
    if (!(await commitHeldReservation(tx, payment.id))) {
      // Paid after its reservation was released (a late success): take the budget again if it
      // still covers the voucher; never below zero.
      const reservation = await findReservationOfPayment(tx, payment.id);
      if (
        !reservation ||
        !(await takeBudget(tx, payment.campaignId, reservation.step, reservation.amountPence))
      ) {
        // A custom offer's sale (no reservation), or a late one the budget cannot cover.
        await countSale(tx, payment.campaignId);
        if (reservation) {
          error = 'Paid after its reservation was released; the step budget could not cover it.';
        }
      } else {
        await markReservationCommitted(tx, reservation.id);
      }
    }
    await markPaymentSucceeded(
      tx,
      payment.id,
      intent.amountReceivedPence,
      error,
      intent.latestChargeId,
    );
    // A custom offer's charge (step 4; the ladder's are 1–3): the offer is charged with its
    // voucher, in this transaction.
    if (payment.step > 3) await markOfferOfPaymentCharged(tx, payment.id, voucherId);
    // The buyer's confirmation and the company's sale notice exist exactly when the voucher does,
    // and so do the jobs that deliver them, and the voucher's event with its dispatch.
    await ctx.notices.issueNotices(tx, voucherId, issued.gift);
    await recordIssuedEventWithin(tx, ctx.jobs, {
      companyId: payment.companyId,
      voucherId,
      at: paidAt,
    });
    return { kind: 'issued' };
  });
  if (outcome.kind === 'issued') paymentsSucceeded.inc();
  if (outcome.kind === 'amount-mismatch') {
    ctx.report(
      new Error(
        `Payment ${paymentId} needs review: ${intent.amountReceivedPence} ${intent.currency} received is not the amount due; no voucher issued`,
      ),
    );
  }
}

/**
 * Inserts the payment's voucher with a fresh code (unique per payment; a code collision draws a
 * new one). Answers its id and, for a gift, when it is delivered; null when the payment already
 * has its voucher.
 */
async function insertVoucherOfPayment(
  tx: Transaction,
  payment: PaymentRow & { expiryYears: number },
  paidAt: Date,
): Promise<{ voucherId: string; gift: { deliverAt: Date | null } | null } | null> {
  const { expiryYears } = payment;
  const gift = payment.buyFor === 'gift' ? payment.giftingData : null;
  const giftDeliverAt = gift
    ? giftDeliveryTime(gift.deliverAt ? new Date(gift.deliverAt) : null, paidAt)
    : null;
  for (let attempt = 0; attempt < 8; attempt++) {
    const issued = await insertVoucherIfFree(tx, {
      code: newCode(),
      campaignId: payment.campaignId,
      companyId: payment.companyId,
      buyerUserId: payment.userId,
      guestEmail: payment.guestEmail,
      step: payment.step,
      slot: payment.slot,
      faceValuePence: payment.faceValuePence,
      discount: payment.discount,
      pricePaidPence: payment.voucherAmountPence,
      giftingFeePence: payment.giftingAmountPence,
      buyFor: payment.buyFor,
      giftRecipientName: gift?.name ?? null,
      giftRecipientEmail: gift?.email ?? null,
      giftMessage: gift?.message ?? null,
      giftDesignId: gift?.designId ?? null,
      giftDeliverAt,
      paymentDate: paidAt,
      expiresAt: voucherExpiry(paidAt, expiryYears),
      paymentId: payment.id,
    });
    if (issued) return { voucherId: issued, gift: gift ? { deliverAt: giftDeliverAt } : null };
    // Either this payment already has its voucher (stop) or the code was taken (draw again).
    if (await findVoucherIdOfPayment(tx, payment.id)) return null;
  }
  throw new Error('could not draw a free voucher code');
}
