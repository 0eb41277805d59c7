import type { CompanyCustomOffer } from '@stepup/contracts';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { offerOfCompany, refusedNow } from './answer-context';
import { chargeAcceptedOffer } from './charge-offer';
import { toCompanyOffer } from './offer-view';
import { findOfferView, moveOffer } from './repository';

/**
 * POST /api/company/custom-offers/:offerId/accept. Who may call: an owner of the offer's company
 * (answerCustomOffers). pending → accepted in one conditional update (of two racing accepts one
 * wins; after expiry or withdrawal it is refused with the offer's state), then the charge.
 */
export async function acceptCustomOffer(
  ctx: AppContext,
  actor: Actor,
  { offerId }: { offerId: string },
): Promise<CompanyCustomOffer> {
  const member = requireCompanyMember(actor, { may: 'answerCustomOffers' });
  await offerOfCompany(ctx, member.company.companyId, offerId);
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
  await chargeAcceptedOffer(ctx, accepted);
  return toCompanyOffer((await findOfferView(ctx.db, offerId))!);
}
