import type { CompanyCustomOffer } from '@stepup/contracts';
import { checkCounterDiscount, customOfferSchema } from '@stepup/domain';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { invalidField, validate } from '../../context/validate';
import { offerOfCompany, refusedNow } from './answer-context';
import { tellCustomer } from './offer-notices';
import { toCompanyOffer } from './offer-view';
import { queueOfferEvent } from './offer-events';
import { findOfferView, moveOffer } from './repository';

/**
 * POST /api/company/custom-offers/:offerId/counter. Who may call: an owner of the offer's company.
 * The one counter-offer: pending → countered with the company's own discount (5–95 %, below the
 * customer's), in the same window; the customer is emailed a link to accept it.
 */
export async function counterCustomOffer(
  ctx: AppContext,
  actor: Actor,
  { offerId, discount }: { offerId: string; discount: number },
): Promise<CompanyCustomOffer> {
  const member = requireCompanyMember(actor, { may: 'answerCustomOffers' });
  const { offer } = await offerOfCompany(ctx, member.company.companyId, offerId);
  validate(customOfferSchema, {
    customFaceValuePence: offer.faceValuePence,
    customDiscount: discount,
  });
  const refusal = checkCounterDiscount(offer.discount, discount);
  if (refusal) throw invalidField('discount', refusal);
  const now = ctx.clock();
  const countered = await moveOffer(
    ctx.db,
    offerId,
    ['pending'],
    'countered',
    { decidedAt: now, decidedByUserId: member.user.id, counterDiscount: discount },
    { openAt: now },
  );
  if (!countered) throw await refusedNow(ctx, offerId);
  await queueOfferEvent(ctx, countered);
  const view = (await findOfferView(ctx.db, offerId))!;
  await tellCustomer(ctx, view, 'countered');
  return toCompanyOffer(view);
}
