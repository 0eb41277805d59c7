import type { CustomerCustomOffer } from '@stepup/contracts';
import { statesThatMoveTo } from '@stepup/domain';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { refusedNow } from './answer-context';
import { tellCustomer } from './offer-notices';
import { offerForBuyer, toCustomerOffer } from './offer-view';
import { releaseOfferCard } from './release-card';
import { queueOfferEvent } from './offer-events';
import { findOfferView, moveOffer } from './repository';

/**
 * POST /api/custom-offers/:offerId/withdraw. Who may call: the offer's buyer (signed in, or its
 * key). Before the company's yes (awaiting card, pending, countered) → withdrawn: nothing charged,
 * the card detached, the customer told.
 */
export async function withdrawCustomOffer(
  ctx: AppContext,
  actor: Actor,
  { offerId, offerKey }: { offerId: string; offerKey?: string | undefined },
): Promise<CustomerCustomOffer> {
  await offerForBuyer(ctx, actor, offerId, offerKey);
  const now = ctx.clock();
  const withdrawn = await moveOffer(
    ctx.db,
    offerId,
    statesThatMoveTo('withdrawn'),
    'withdrawn',
    { decidedAt: now },
    { at: now },
  );
  if (!withdrawn) throw await refusedNow(ctx, offerId);
  await queueOfferEvent(ctx, withdrawn);
  await releaseOfferCard(ctx, withdrawn);
  const view = (await findOfferView(ctx.db, offerId))!;
  if (withdrawn.cardSavedAt) await tellCustomer(ctx, view, 'withdrawn');
  return toCustomerOffer(view);
}
