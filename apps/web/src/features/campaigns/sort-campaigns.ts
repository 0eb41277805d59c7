import { sortCampaigns } from '@stepup/domain';
import type { CampaignSort, CampaignSummary } from '@stepup/contracts';

/**
 * Applies the domain's All Vouchers order to API summaries, whose `createdAt` is an ISO string
 * while the rule works on dates.
 */
export function sortSummaries(list: readonly CampaignSummary[], sort: CampaignSort) {
  const facts = list.map((campaign) => ({
    campaign,
    salesCount: campaign.salesCount,
    createdAt: new Date(campaign.createdAt),
  }));
  return sortCampaigns(facts, sort).map((fact) => fact.campaign);
}
