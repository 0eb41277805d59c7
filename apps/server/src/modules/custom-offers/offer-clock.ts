import { CUSTOM_OFFER_REMINDER_HOURS_LEFT, statesThatMoveTo } from '@stepup/domain';
import { endCreatedPayment } from '../purchases/end-payment';
import type { PaymentsContext } from '../purchases/payments-context';
import { tellCompany, tellCustomer } from './offer-notices';
import { queueOfferEvent } from './offer-events';
import { releaseOfferCard } from './release-card';
import {
  claimReminder,
  findOfferView,
  findOffersToExpire,
  findOffersToRemind,
  findPaymentById,
  moveOffer,
} from './repository';

// Time acts on offers (ADR 027 "Time"): the jobs of jobs/expire-custom-offer.ts,
// jobs/remind-custom-offer.ts and the minute sweep call these. No actor: nobody asks, the clock
// does. Each acts through a conditional update, so a late, early or repeated run changes nothing.

const REMINDER_MS = CUSTOM_OFFER_REMINDER_HOURS_LEFT * 60 * 60_000;

/**
 * An open offer past its `expires_at` expires: nothing charged, any open intent cancelled, the
 * saved card detached, the customer told. An auto-accepted offer whose on-session payment was
 * never finished has its intent cancelled, which fails the offer through the payment's end.
 */
export async function expireCustomOffer(ctx: PaymentsContext, offerId: string): Promise<void> {
  const now = ctx.clock();
  const expired = await moveOffer(
    ctx.db,
    offerId,
    statesThatMoveTo('expired'),
    'expired',
    {},
    { expiredAt: now },
  );
  if (expired) {
    await queueOfferEvent(ctx, expired);
    await releaseOfferCard(ctx, expired);
    // An offer whose card was never saved never reached anyone: nothing to tell.
    if (expired.cardSavedAt) {
      const view = await findOfferView(ctx.db, offerId);
      if (view) await tellCustomer(ctx, view, 'expired');
    }
    return;
  }
  const view = await findOfferView(ctx.db, offerId);
  const offer = view?.offer;
  if (offer?.status !== 'accepted' || offer.expiresAt > now) return;
  const charge = await findPaymentById(ctx.db, offer.chargePaymentId);
  if (!offer.autoAccepted) {
    // Accepted, but its charge could not be made in the window: nothing was charged.
    if (charge?.status === 'succeeded') return;
    const failed = await moveOffer(ctx.db, offerId, ['accepted'], 'failed', {}, { expiredAt: now });
    if (failed) {
      await releaseOfferCard(ctx, failed);
      const after = await findOfferView(ctx.db, offerId);
      if (after) await tellCustomer(ctx, after, 'failed');
    }
    return;
  }
  if (!charge?.providerPaymentId || !charge.connectedAccountId) {
    if (charge) await endCreatedPayment(ctx, charge.id, 'cancelled', 'The card form was left');
    return;
  }
  const intent = await ctx.payments.cancelPaymentIntent(
    charge.providerPaymentId,
    charge.connectedAccountId,
  );
  // Paid after all: reconciliation issues its voucher within the minute.
  if (intent.status === 'canceled') {
    await endCreatedPayment(ctx, charge.id, 'cancelled', 'The card form was left');
  }
}

/** The company's reminder with 4 hours left, once, only while the offer waits for its answer. */
export async function remindCustomOffer(ctx: PaymentsContext, offerId: string): Promise<void> {
  const now = ctx.clock();
  if (!(await claimReminder(ctx.db, offerId, now, new Date(now.getTime() + REMINDER_MS)))) return;
  const view = await findOfferView(ctx.db, offerId);
  if (view) await tellCompany(ctx, view, 'reminder');
}

/** Every minute: whatever expiry or reminder was not queued (or was lost) is done now. */
export async function sweepCustomOffers(ctx: PaymentsContext): Promise<void> {
  const now = ctx.clock();
  for (const { id } of await findOffersToExpire(ctx.db, now)) await expireCustomOffer(ctx, id);
  const remindBefore = new Date(now.getTime() + REMINDER_MS);
  for (const { id } of await findOffersToRemind(ctx.db, remindBefore, now)) {
    await remindCustomOffer(ctx, id);
  }
}
