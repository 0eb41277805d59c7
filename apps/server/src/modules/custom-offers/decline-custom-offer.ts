import type { CompanyCustomOffer } from '@stepup/contracts';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { offerOfCompany, refusedNow } from './answer-context';
import { tellCustomer } from './offer-notices';
import { toCompanyOffer } from './offer-view';
import { releaseOfferCard } from './release-card';
import { queueOfferEvent } from './offer-events';
import { findOfferView, moveOffer } from './repository';

/**
 * POST /api/company/custom-offers/:offerId/decline. Who may call: an owner of the offer's company.
 * pending → declined (optional reason, emailed as written); nothing charged, the card detached.
 */
export async function declineCustomOffer(
  ctx: AppContext,
  actor: Actor,
  { offerId, reason }: { offerId: string; reason?: string | undefined },
): Promise<CompanyCustomOffer> {
  const member = requireCompanyMember(actor, { may: 'answerCustomOffers' });
  await offerOfCompany(ctx, member.company.companyId, offerId);
  const now = ctx.clock();
  const declined = await moveOffer(
    ctx.db,
    offerId,
    ['pending'],
    'declined',
    { decidedAt: now, decidedByUserId: member.user.id, declineReason: reason?.trim() || null },
    { openAt: now },
  );
  if (!declined) throw await refusedNow(ctx, offerId);
  await queueOfferEvent(ctx, declined);
  await releaseOfferCard(ctx, declined);
  const view = (await findOfferView(ctx.db, offerId))!;
  await tellCustomer(ctx, view, 'declined');
  return toCompanyOffer(view);
}
