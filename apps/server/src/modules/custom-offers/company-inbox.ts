import type { CompanyCustomOffer } from '@stepup/contracts';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { toCompanyOffer } from './offer-view';
import { countPendingOffersOfCompany, findOffersOfCompany } from './repository';

/**
 * GET /api/company/custom-offers?view=waiting|answered. Who may call: any member of a company
 * (viewCustomOffers), for its own offers only. Never the buyer's email: their first name.
 */
export async function listCompanyOffers(
  ctx: AppContext,
  actor: Actor,
  { view }: { view: 'waiting' | 'answered' },
): Promise<{ offers: CompanyCustomOffer[]; waitingCount: number }> {
  const { companyId } = requireCompanyMember(actor, { may: 'viewCustomOffers' }).company;
  const rows = await findOffersOfCompany(ctx.db, companyId, view);
  return {
    offers: rows.map(toCompanyOffer),
    waitingCount: await countPendingOffersOfCompany(ctx.db, companyId),
  };
}
