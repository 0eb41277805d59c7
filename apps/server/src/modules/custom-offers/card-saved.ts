import type { CustomerCustomOffer } from '@stepup/contracts';
import { CUSTOM_OFFER_CARD_NOT_SAVED, customOfferExpiresAt } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import type { SetupIntentSnapshot } from '../../providers/payments/payment-provider';
import type { PaymentsContext } from '../purchases/payments-context';
import { tellCompany, tellCustomer } from './offer-notices';
import { queueOfferEvent } from './offer-events';
import { offerForBuyer, toCustomerOffer } from './offer-view';
import {
  findOfferOfSetup,
  findOfferView,
  findPaymentById,
  moveOffer,
  updateOffer,
  updatePayment,
} from './repository';
import { scheduleOfferJobs } from './schedule-offer-jobs';

/**
 * A SetupIntent as the provider answered it (its retrieval, or the setup_intent.* webhook):
 * succeeded → the card is kept on the setup payment and the offer moves awaiting_card → pending
 * with its 24-hour window from now (once: the conditional update), the company is told and the
 * expiry and reminder are queued; failed → the reason is kept and the offer waits for another
 * card. Never auto-accepts (that is decided when the offer is made).
 */
export async function settleCardSetup(
  ctx: PaymentsContext,
  setupIntent: SetupIntentSnapshot,
): Promise<void> {
  const found = await findOfferOfSetup(ctx.db, setupIntent.id);
  if (!found) return;
  const { offer, payment } = found;
  if (setupIntent.status !== 'succeeded' || !setupIntent.paymentMethodId) {
    if (setupIntent.lastError)
      await updateOffer(ctx.db, offer.id, { error: setupIntent.lastError });
    return;
  }
  const now = ctx.clock();
  const expiresAt = customOfferExpiresAt(now);
  const moved = await ctx.db.transaction(async (tx) => {
    await updatePayment(tx, payment.id, {
      status: 'succeeded',
      providerCustomerId: setupIntent.customerId,
      providerPaymentMethodId: setupIntent.paymentMethodId,
    });
    return moveOffer(
      tx,
      offer.id,
      ['awaiting_card'],
      'pending',
      { cardSavedAt: now, expiresAt, error: null },
      { openAt: now },
    );
  });
  if (!moved) return;
  await queueOfferEvent(ctx, moved);
  await scheduleOfferJobs(ctx, moved);
  const view = await findOfferView(ctx.db, offer.id);
  if (!view) return;
  await tellCompany(ctx, view, 'new');
  await tellCustomer(ctx, view, 'sent');
}

/**
 * POST /api/custom-offers/:offerId/card-saved. Who may call: the offer's buyer (signed in, or
 * with its key). The browser says the card form finished; the server asks the provider itself
 * and moves the offer to pending only when the setup succeeded. Idempotent: an offer already past
 * awaiting_card is answered as it is.
 */
export async function confirmCardSaved(
  ctx: AppContext,
  actor: Actor,
  { offerId, offerKey }: { offerId: string; offerKey?: string | undefined },
): Promise<CustomerCustomOffer> {
  const view = await offerForBuyer(ctx, actor, offerId, offerKey);
  if (view.offer.status === 'awaiting_card') {
    const setup = await findPaymentById(ctx.db, view.offer.setupPaymentId);
    if (!setup?.providerSetupId || !setup.connectedAccountId) {
      throw new AppError('conflict', CUSTOM_OFFER_CARD_NOT_SAVED);
    }
    const setupIntent = await ctx.payments.retrieveSetupIntent(
      setup.providerSetupId,
      setup.connectedAccountId,
    );
    await settleCardSetup(ctx, setupIntent);
  }
  const now = await findOfferView(ctx.db, offerId);
  if (now?.offer.status === 'awaiting_card') {
    throw new AppError('conflict', CUSTOM_OFFER_CARD_NOT_SAVED);
  }
  return toCustomerOffer(now!);
}
