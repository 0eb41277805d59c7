import { and, desc, eq, inArray } from '@stepup/db';
import type { Database } from '@stepup/db';
import { campaigns, companies, favourites } from '@stepup/db';
import type { CatalogCampaign } from './repository';
import { campaignColumns, toCatalogCampaign } from './repository';

/** A customer's favourite campaign ids (docs/product.md#names-from-the-original-specification: userFeaturedCampaigns), newest first. */
export async function findFavouriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ campaignId: favourites.campaignId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), favourites.campaignId);
  return rows.map((r) => r.campaignId);
}

/** Idempotent: a campaign already favourited stays so (and keeps its date). */
export async function insertFavourite(db: Database, userId: string, campaignId: string) {
  await db.insert(favourites).values({ userId, campaignId }).onConflictDoNothing();
}

/** Idempotent: removing what is not there is no error. */
export async function deleteFavourite(db: Database, userId: string, campaignId: string) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.campaignId, campaignId)));
}

/** Campaigns by id, of approved companies, in no particular order (visibility is the caller's). */
export async function findCampaignsByIds(db: Database, ids: string[]): Promise<CatalogCampaign[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(inArray(campaigns.id, ids), eq(companies.status, 'approved')));
  return rows.map(toCatalogCampaign);
}
