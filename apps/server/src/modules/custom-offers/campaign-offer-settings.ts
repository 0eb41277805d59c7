import type { CampaignCustomOfferSettings } from '@stepup/contracts';
import { COMPANY_CAMPAIGN_NOT_FOUND, customOfferSettingsSchema } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { validate } from '../../context/validate';
import { updateCampaignSettings } from './repository';

/**
 * PUT /api/company/campaigns/:campaignId/custom-offers. Who may call: an owner of the campaign's
 * company (answerCustomOffers: the settings set prices, like a campaign). Whether offers are
 * allowed, the highest face value (1p–£500), the auto-accept discount (5–95 %, or none). Another
 * company's campaign is 404.
 */
export async function setCampaignOfferSettings(
  ctx: AppContext,
  actor: Actor,
  { campaignId, settings }: { campaignId: string; settings: CampaignCustomOfferSettings },
): Promise<CampaignCustomOfferSettings> {
  const { companyId } = requireCompanyMember(actor, { may: 'answerCustomOffers' }).company;
  const valid = validate(customOfferSettingsSchema, settings, { fields: true });
  const updated = await updateCampaignSettings(ctx.db, companyId, campaignId, valid);
  if (!updated) throw new AppError('not_found', COMPANY_CAMPAIGN_NOT_FOUND);
  return updated;
}
