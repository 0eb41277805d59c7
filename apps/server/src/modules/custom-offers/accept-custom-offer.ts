import type { CompanyCustomOffer } from '@stepup/contracts';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { CUSTOM_OFFER_BUYER_CANNOT_BUY } from '@stepup/domain';
import { AppError } from '../../app-error';
import { buyingRefusalOf } from '../purchases/buyer';
import { offerOfCompany, refusedNow } from './answer-context';
import { chargeAcceptedOffer } from './charge-offer';
import { toCompanyOffer } from './offer-view';
import { queueOfferEvent } from './offer-events';
import { findOfferView, moveOffer } from './repository';

/**
 * POST /api/company/custom-offers/:offerId/accept. Who may call: an owner of the offer's company
 * (answerCustomOffers). pending → accepted in one conditional update (of two racing accepts one
 * wins; after expiry or withdrawal it is refused with the offer's state), then the charge. Not
 * while an admin has the customer's buying off (or denied them): accepting charges their card.
 */
export async function acceptCustomOffer(
  ctx: AppContext,
  actor: Actor,
  { offerId }: { offerId: string },
): Promise<CompanyCustomOffer> {
  const member = requireCompanyMember(actor, { may: 'answerCustomOffers' });
  const { offer } = await offerOfCompany(ctx, member.company.companyId, offerId);
  // Refused before anything moves: the offer stays pending, so the company may still decline it,
  // accept it once the customer's buying is back on, or let it expire (which releases the card).
  // The customer's own reason is theirs: the company is told only that they cannot buy now.
  const refusal = offer.customerUserId ? await buyingRefusalOf(ctx, offer.customerUserId) : null;
  if (refusal) throw new AppError('forbidden', CUSTOM_OFFER_BUYER_CANNOT_BUY);
  const now = ctx.clock();
  const accepted = await moveOffer(
    ctx.db,
    offerId,
    ['pending'],
    'accepted',
    { decidedAt: now, decidedByUserId: member.user.id },
    { openAt: now },
  );
  if (!accepted) throw await refusedNow(ctx, offerId);
  await queueOfferEvent(ctx, accepted);
  await chargeAcceptedOffer(ctx, accepted);
  return toCompanyOffer((await findOfferView(ctx.db, offerId))!);
}
