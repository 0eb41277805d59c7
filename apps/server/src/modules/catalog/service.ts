import type { CampaignSort, CampaignSummary, Category } from '@stepup/contracts';
import { isCampaignVisible, sortCampaigns } from '@stepup/domain';
import type { Database } from '@stepup/db';
import { notFound } from '../../app-error';
import type { CatalogCampaign } from './repository';
import { findActiveCampaigns, findCampaignById, findEnabledCategories } from './repository';

/** Who is looking. Until accounts land every visitor is a non-tester. */
export interface Viewer {
  isTester: boolean;
}
export const anonymousViewer: Viewer = { isTester: false };

export const CAMPAIGN_NOT_FOUND = 'This campaign is not available.';

/** Anyone may browse: the catalog shows only what the domain's visibility rule allows. */
export async function listCampaigns(
  db: Database,
  query: { category?: string | undefined; sort: CampaignSort },
  viewer: Viewer = anonymousViewer,
): Promise<CampaignSummary[]> {
  const active = await findActiveCampaigns(db, { categoryId: query.category });
  const visible = active.filter((c) => isCampaignVisible(c, viewer));
  return sortCampaigns(visible, query.sort).map(toSummary);
}

export async function getCampaign(
  db: Database,
  id: string,
  viewer: Viewer = anonymousViewer,
): Promise<CampaignSummary> {
  const campaign = await findCampaignById(db, id);
  if (!campaign || !isCampaignVisible(campaign, viewer)) throw notFound(CAMPAIGN_NOT_FOUND);
  return toSummary(campaign);
}

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await findEnabledCategories(db);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    key: c.key,
    order: c.sortOrder,
    iconUrl: c.iconUrl,
    imageUrl: c.imageUrl,
    widget: c.widget,
  }));
}

function toSummary(c: CatalogCampaign): CampaignSummary {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    company: c.company,
    primaryImageUrl: c.primaryImageUrl,
    categoryIds: c.categoryIds,
    keywords: c.keywords,
    faceValuesPence: c.faceValuesPence,
    discounts: c.discounts,
    totalValuePence: c.totalValuePence,
    salesValueLeftPence: c.salesValueLeftPence,
    salesCount: c.salesCount,
    expiryYears: c.expiryYears,
    featured: c.featured,
    topPick: c.topPick,
    testMode: c.testMode,
    createdAt: c.createdAt.toISOString(),
  };
}
