import type { CampaignSummary } from '@stepup/contracts';
import { isCampaignVisible, levelsByCampaign } from '@stepup/domain';
import type { LoyaltyLevel } from '@stepup/domain';
import type { Database } from '@stepup/db';
import { findCampaignsByIds } from './favourites-repository';
import { findLadderPurchases } from './repository';
import type { Viewer } from './service';
import { toSummary } from './service';

/**
 * The catalog's answers for other modules (the wallet) about campaigns they name by id, so that
 * they never read the catalog's tables themselves.
 */

/** Of these campaigns, the ids the viewer may see (the domain's visibility rule). */
export async function visibleCampaignIds(
  db: Database,
  ids: string[],
  viewer: Viewer,
): Promise<Set<string>> {
  return new Set(
    (await findCampaignsByIds(db, ids))
      .filter((c) => isCampaignVisible(c, viewer))
      .map((c) => c.id),
  );
}

/**
 * Of these campaigns, those the viewer may see, as cards, each with the level `levelOf` gives
 * (none when it gives undefined). In no particular order.
 */
export async function visibleCampaignSummaries(
  db: Database,
  ids: string[],
  viewer: Viewer,
  levelOf: (campaignId: string) => LoyaltyLevel | undefined = () => undefined,
): Promise<CampaignSummary[]> {
  return (await findCampaignsByIds(db, ids))
    .filter((c) => isCampaignVisible(c, viewer))
    .map((c) => toSummary(c, levelOf(c.id)));
}

/** A customer's level per campaign they have bought on (paid, not cancelled ladder steps). */
export async function customerLevels(
  db: Database,
  customerId: string,
): Promise<Map<string, LoyaltyLevel>> {
  return levelsByCampaign(await findLadderPurchases(db, customerId));
}
