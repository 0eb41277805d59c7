import type { CampaignDetail } from '@stepup/contracts';
import {
  CAMPAIGN_NOT_AVAILABLE,
  isCampaignVisible,
  levelFromPurchasedSteps,
  slotStatusGrid,
} from '@stepup/domain';
import type { Database } from '@stepup/db';
import { notFound } from '../../app-error';
import { sitesForCustomers } from '../sites/site-rules';
import { findCampaignById, findLadderPurchases } from './repository';
import type { Viewer } from './service';
import { anonymousViewer, toSummary } from './service';

/** Multi-site groups: where the voucher can be used. */
const sitesOf = async (db: Database, campaignId: string) => {
  const { sites, limited } = await sitesForCustomers(db, campaignId);
  return { sites, sitesLimited: limited };
};

/**
 * The campaign page (docs/product.md#campaign-page: a single campaign by id and user, answering the campaign and its
 * singleVoucherPurchasedLevels). Who may call: anyone who may see the campaign. The server
 * decides the signed-in customer's level and the status of every (step, slot) from their paid,
 * not-cancelled vouchers and the steps' budgets; a visitor has bought nothing.
 */
export async function getCampaignDetail(
  db: Database,
  id: string,
  viewer: Viewer = anonymousViewer,
): Promise<CampaignDetail> {
  const campaign = await findCampaignById(db, id);
  if (!campaign || !isCampaignVisible(campaign, viewer)) throw notFound(CAMPAIGN_NOT_AVAILABLE);
  const stepsBought = viewer.customerId
    ? (await findLadderPurchases(db, viewer.customerId))
        .filter((p) => p.campaignId === campaign.id)
        .map((p) => p.step)
    : [];
  const level = viewer.customerId ? levelFromPurchasedSteps(stepsBought) : undefined;
  return {
    campaign: toSummary(campaign, level),
    slotStatuses: slotStatusGrid({
      salesValueLeftPence: campaign.salesValueLeftPence,
      faceValuesPence: campaign.faceValuesPence,
      stepsBought,
    }),
    customOffers: campaign.customOffers,
    buyingRefusal: viewer.buyingRefusal ?? null,
    ...(await sitesOf(db, campaign.id)),
  };
}

/** What a link preview of /campaign/{id} shows; undefined when a visitor cannot see it. */
export interface CampaignPageMeta {
  title: string;
  description: string;
  imageUrl: string | null;
}

export async function campaignPageMeta(
  db: Database,
  id: string,
): Promise<CampaignPageMeta | undefined> {
  const campaign = await findCampaignById(db, id);
  // Link previews are fetched signed out: only what a visitor may see (never test mode).
  if (!campaign || !isCampaignVisible(campaign, anonymousViewer)) return undefined;
  return {
    title: `${campaign.name} – ${campaign.company.name}`,
    description: campaign.description,
    imageUrl: campaign.primaryImageUrl,
  };
}
