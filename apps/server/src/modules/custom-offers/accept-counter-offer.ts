import type { CustomerCustomOffer } from '@stepup/contracts';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { buyingRefusalOf } from '../purchases/buyer';
import { refusedNow } from './answer-context';
import { chargeAcceptedOffer } from './charge-offer';
import { offerForBuyer, toCustomerOffer } from './offer-view';
import { queueOfferEvent } from './offer-events';
import { findOfferView, moveOffer } from './repository';

/**
 * POST /api/custom-offers/:offerId/accept-counter. Who may call: the offer's buyer (signed in, or
 * its key, as the emailed link gives it). countered → accepted within the window, then the charge
 * at the counter-offer's discount.
 */
export async function acceptCounterOffer(
  ctx: AppContext,
  actor: Actor,
  { offerId, offerKey }: { offerId: string; offerKey?: string | undefined },
): Promise<CustomerCustomOffer> {
  const { offer } = await offerForBuyer(ctx, actor, offerId, offerKey);
  // Accepting pays: refused (the offer stays countered) while an admin has their buying off.
  const refusal = offer.customerUserId ? await buyingRefusalOf(ctx, offer.customerUserId) : null;
  if (refusal) throw new AppError('forbidden', refusal);
  const now = ctx.clock();
  const accepted = await moveOffer(ctx.db, offerId, ['countered'], 'accepted', {}, { openAt: now });
  if (!accepted) throw await refusedNow(ctx, offerId);
  await queueOfferEvent(ctx, accepted);
  await chargeAcceptedOffer(ctx, accepted);
  return toCustomerOffer((await findOfferView(ctx.db, offerId))!);
}
