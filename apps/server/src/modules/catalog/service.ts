import type { CampaignListPage, CampaignSort, CampaignSummary, Category } from '@stepup/contracts';
import {
  BUYING_DISABLED,
  CAMPAIGN_LIST_LIMIT,
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
  countListedCampaigns,
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

/**
 * Anyone may browse: the catalog shows only what the domain's visibility rule allows. One page of
 * the list (the whole list, up to CAMPAIGN_LIST_LIMIT, when no page is asked for) and how many
 * campaigns the list has. The total needs a count only when the page is full and could be
 * followed by another: a shorter page is the list's last, so it tells the total itself.
 */
export async function listCampaigns(
  db: Database,
  query: CampaignListPageQuery,
  viewer: Viewer = anonymousViewer,
): Promise<CampaignListPage> {
  const { offset, limit } = listPageOf(query);
  const where = { categoryId: query.category, isTester: viewer.isTester };
  const listed =
    limit > 0 ? await findListedCampaigns(db, { ...where, sort: query.sort, offset, limit }) : [];
  const total =
    listed.length < limit && (listed.length > 0 || offset === 0)
      ? offset + listed.length
      : await countListedCampaigns(db, where);
  // The SQL filters and sorts (ADR 044); the domain's rules have the last word.
  const visible = listed.filter((c) => isCampaignVisible(c, viewer));
  const levels = await viewerLevels(db, viewer);
  return {
    campaigns: sortCampaigns(visible, query.sort).map((c) => toSummary(c, levels?.(c.id))),
    total,
  };
}

export interface CampaignListPageQuery {
  category?: string | undefined;
  sort: CampaignSort;
  page?: number | undefined;
  limit?: number | undefined;
}

/**
 * The rows of the list a page covers: `limit` from `(page - 1) × limit`, cut at the list's cap
 * (CAMPAIGN_LIST_LIMIT); no page and no limit is the whole list.
 */
export function listPageOf({ page = 1, limit = CAMPAIGN_LIST_LIMIT }: CampaignListPageQuery) {
  const offset = Math.min((page - 1) * limit, CAMPAIGN_LIST_LIMIT);
  return { offset, limit: Math.min(limit, CAMPAIGN_LIST_LIMIT - offset) };
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
    ...(c.ratings ? { ratings: c.ratings } : {}),
    ...(viewerLevel === undefined ? {} : { viewerLevel }),
  };
}
