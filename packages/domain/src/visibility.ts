import type { CampaignFacts } from './campaign';
import type { LoyaltyLevel } from './loyalty';
import { levelFromPurchasedSteps } from './loyalty';

export type VisibilityFacts = Pick<
  CampaignFacts,
  'status' | 'isActive' | 'frozen' | 'testMode' | 'salesValueLeftPence' | 'faceValuesPence'
>;

/**
 * Whether a customer may see a campaign at all. A campaign stays visible while any step can
 * still sell its smallest (first) voucher, so customers part-way up the ladder can finish it.
 */
export function isCampaignVisible(
  campaign: VisibilityFacts,
  viewer: { isTester: boolean },
): boolean {
  if (campaign.status !== 'live' || !campaign.isActive || campaign.frozen) return false;
  if (campaign.testMode && !viewer.isTester) return false;
  const firstFace = campaign.faceValuesPence[0];
  return campaign.salesValueLeftPence.some((left) => left >= firstFace);
}

export function visibleCampaigns<T extends VisibilityFacts>(
  campaigns: readonly T[],
  viewer: { isTester: boolean },
): T[] {
  return campaigns.filter((c) => isCampaignVisible(c, viewer));
}

/** Home lists leave out campaigns whose whole ladder this customer has already bought. */
export function hideCompletedLadders<T extends Pick<CampaignFacts, 'id'>>(
  campaigns: readonly T[],
  completedCampaignIds: Iterable<string>,
): T[] {
  const completed = new Set(completedCampaignIds);
  return campaigns.filter((c) => !completed.has(c.id));
}

/**
 * A customer's level on every campaign they have bought from, given their paid, not-cancelled
 * purchases (custom offers, step 4, do not move the ladder). Campaigns not in the map are at
 * step 1.
 */
export function levelsByCampaign(
  purchases: Iterable<{ campaignId: string; step: number }>,
): Map<string, LoyaltyLevel> {
  const steps = new Map<string, number[]>();
  for (const { campaignId, step } of purchases) {
    steps.set(campaignId, [...(steps.get(campaignId) ?? []), step]);
  }
  return new Map([...steps].map(([id, bought]) => [id, levelFromPurchasedSteps(bought)]));
}
