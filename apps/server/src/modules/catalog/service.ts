import type { CampaignSort, CampaignSummary, Category } from '@stepup/contracts';
import {
  BUYING_DISABLED,
  CAMPAIGN_NOT_AVAILABLE,
  CUSTOMER_ACCOUNT_DENIED,
  isCampaignVisible,
  levelsByCampaign,
  sortCampaigns,
} from '@stepup/domain';
import type { LoyaltyLevel } from '@stepup/domain';
import type { Database } from '@stepup/db';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { CatalogCampaign } from './repository';
import {
  findCampaignById,
  findEnabledCategories,
  findLadderPurchases,
  findListedCampaigns,
  findViewerCustomer,
} from './repository';

/** Who is looking: a visitor, or a signed-in customer (`customerId`), maybe a tester. */
export interface Viewer {
  isTester: boolean;
  customerId?: string | undefined;
  /** Why this customer may not buy (an admin denied them or turned buying off); else null. */
  buyingRefusal?: string | null;
}
export const anonymousViewer: Viewer = { isTester: false };

/**
 * The viewer an actor browses as. Only customers have levels and the tester flag; company users,
 * admins and visitors browse as visitors.
 */
export async function viewerOf(db: Database, actor: Actor): Promise<Viewer> {
  if (actor.kind !== 'customer') return anonymousViewer;
  const customer = await findViewerCustomer(db, actor.user.id);
  return {
    isTester: customer?.tester ?? false,
    customerId: actor.user.id,
    buyingRefusal:
      customer?.status === 'denied'
        ? CUSTOMER_ACCOUNT_DENIED
        : customer && !customer.buyingEnabled
          ? BUYING_DISABLED
          : null,
  };
}

/** Anyone may browse: the catalog shows only what the domain's visibility rule allows. */
export async function listCampaigns(
  db: Database,
  query: { category?: string | undefined; sort: CampaignSort },
  viewer: Viewer = anonymousViewer,
): Promise<CampaignSummary[]> {
  const listed = await findListedCampaigns(db, {
    categoryId: query.category,
    sort: query.sort,
    isTester: viewer.isTester,
  });
  // The SQL filters and sorts (ADR 044); the domain's rules have the last word.
  const visible = listed.filter((c) => isCampaignVisible(c, viewer));
  const levels = await viewerLevels(db, viewer);
  return sortCampaigns(visible, query.sort).map((c) => toSummary(c, levels?.(c.id)));
}

/** The viewer's level per campaign (step 1 where nothing is bought), or undefined for visitors. */
export async function viewerLevels(
  db: Database,
  viewer: Viewer,
): Promise<((campaignId: string) => LoyaltyLevel) | undefined> {
  if (!viewer.customerId) return undefined;
  const levels = levelsByCampaign(await findLadderPurchases(db, viewer.customerId));
  return (campaignId) => levels.get(campaignId) ?? 1;
}

export async function getCampaign(
  db: Database,
  id: string,
  viewer: Viewer = anonymousViewer,
): Promise<CampaignSummary> {
  const campaign = await findCampaignById(db, id);
  if (!campaign || !isCampaignVisible(campaign, viewer)) throw notFound(CAMPAIGN_NOT_AVAILABLE);
  const levels = await viewerLevels(db, viewer);
  return toSummary(campaign, levels?.(campaign.id));
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

export function toSummary(c: CatalogCampaign, viewerLevel?: LoyaltyLevel): CampaignSummary {
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
    ...(viewerLevel === undefined ? {} : { viewerLevel }),
  };
}
