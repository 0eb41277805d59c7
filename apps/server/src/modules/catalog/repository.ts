import { and, asc, countUpToLimit, desc, eq, isNull, lte, sql } from '@stepup/db';
import type { SQL } from '@stepup/db';
import type { Database } from '@stepup/db';
import {
  campaignCategories,
  campaigns,
  categories,
  companies,
  customers,
  vouchers,
} from '@stepup/db';
import type { CampaignFacts, CampaignSort } from '@stepup/domain';
import { CAMPAIGN_LIST_LIMIT, campaignSteps, ratingAverage } from '@stepup/domain';

/** A campaign as the catalog reads it: the domain's facts plus what a card shows. */
export interface CatalogCampaign extends CampaignFacts {
  name: string;
  primaryImageUrl: string | null;
  company: { id: string; name: string; website: string | null; logoUrl: string | null };
  /** Step 4, the customer's own offer (ADR 027). */
  customOffers: { enabled: boolean; maxFaceValuePence: number };
  /** Its ratings (ADR 052): how many and their average, one decimal place. */
  ratings?: { count: number; average: number | null };
}

/**
 * The campaign columns a card and the visibility rule read: never the whole row (review notes,
 * custom-offer auto-accept and dates the catalog does not show stay in the database).
 */
const cardColumns = {
  id: campaigns.id,
  name: campaigns.name,
  companyId: campaigns.companyId,
  description: campaigns.description,
  keywords: campaigns.keywords,
  faceValue1Pence: campaigns.faceValue1Pence,
  faceValue2Pence: campaigns.faceValue2Pence,
  faceValue3Pence: campaigns.faceValue3Pence,
  discount1: campaigns.discount1,
  discount2: campaigns.discount2,
  discount3: campaigns.discount3,
  totalValuePence: campaigns.totalValuePence,
  salesValueLeft1Pence: campaigns.salesValueLeft1Pence,
  salesValueLeft2Pence: campaigns.salesValueLeft2Pence,
  salesValueLeft3Pence: campaigns.salesValueLeft3Pence,
  salesCount: campaigns.salesCount,
  ratingCount: campaigns.ratingCount,
  ratingStarsTotal: campaigns.ratingStarsTotal,
  createdAt: campaigns.createdAt,
  status: campaigns.status,
  isActive: campaigns.isActive,
  frozen: campaigns.frozen,
  featured: campaigns.featured,
  topPick: campaigns.topPick,
  testMode: campaigns.testMode,
  expiryYears: campaigns.expiryYears,
  primaryImageUrl: campaigns.primaryImageUrl,
  customOffersEnabled: campaigns.customOffersEnabled,
  customOfferMaxFaceValuePence: campaigns.customOfferMaxFaceValuePence,
};

export const campaignColumns = {
  campaign: cardColumns,
  /**
   * The campaign's categories in the same query, one primary-key lookup per campaign answered
   * (a separate `in (…1,000 ids)` query made PostgreSQL scan the whole table; ADR 044).
   */
  categoryIds: sql<
    string[]
  >`array(select ${campaignCategories.categoryId} from ${campaignCategories} where ${campaignCategories.campaignId} = ${campaigns.id})`,
  company: {
    id: companies.id,
    name: companies.name,
    website: companies.website,
    logoUrl: companies.logoUrl,
  },
};

export type CampaignRow = {
  campaign: { [K in keyof typeof cardColumns]: (typeof campaigns.$inferSelect)[K] };
  company: CatalogCampaign['company'];
  categoryIds: string[];
};

export function toCatalogCampaign({
  campaign: c,
  company,
  categoryIds,
}: CampaignRow): CatalogCampaign {
  return {
    id: c.id,
    name: c.name,
    companyId: c.companyId,
    companyName: company.name,
    company,
    description: c.description,
    keywords: c.keywords,
    categoryIds,
    ...campaignSteps(c),
    totalValuePence: c.totalValuePence,
    salesCount: c.salesCount,
    createdAt: c.createdAt,
    status: c.status,
    isActive: c.isActive,
    frozen: c.frozen,
    featured: c.featured,
    topPick: c.topPick,
    testMode: c.testMode,
    expiryYears: c.expiryYears,
    primaryImageUrl: c.primaryImageUrl ?? null,
    customOffers: {
      enabled: c.customOffersEnabled,
      maxFaceValuePence: c.customOfferMaxFaceValuePence,
    },
    ratings: { count: c.ratingCount, average: ratingAverage(c.ratingStarsTotal, c.ratingCount) },
  };
}

/**
 * The domain's visibility rule (isCampaignVisible) in SQL, so limits count only campaigns the
 * viewer may see: live, active, not frozen, not in test mode unless the viewer is a tester, and
 * some step's budget can still sell the first face value; of approved companies. The list and
 * search services apply the domain function as well, which keeps the last word.
 */
export function visibleToViewer(isTester: boolean): SQL {
  return and(
    eq(campaigns.status, 'live'),
    eq(campaigns.isActive, true),
    eq(campaigns.frozen, false),
    eq(companies.status, 'approved'),
    isTester ? undefined : eq(campaigns.testMode, false),
    sql`greatest(${campaigns.salesValueLeft1Pence}, ${campaigns.salesValueLeft2Pence}, ${campaigns.salesValueLeft3Pence}) >= ${campaigns.faceValue1Pence}`,
  )!;
}

/** Each sort of the All Vouchers grid as an ORDER BY (the domain's sortCampaigns, ties by id). */
const listOrder: Record<CampaignSort, SQL[]> = {
  popular: [desc(campaigns.salesCount), desc(campaigns.createdAt), asc(campaigns.id)],
  newest: [desc(campaigns.createdAt), asc(campaigns.id)],
};

/** Listed campaigns this viewer may see, optionally of one category (no order, no columns). */
function listedWhere(categoryId: string | undefined, isTester: boolean): SQL {
  const inCategory = categoryId
    ? sql`exists (select 1 from ${campaignCategories} where ${campaignCategories.campaignId} = ${campaigns.id} and ${campaignCategories.categoryId} = ${categoryId})`
    : undefined;
  return and(visibleToViewer(isTester), inCategory)!;
}

/**
 * A page of the campaign list (docs/product.md#visibility): of the first CAMPAIGN_LIST_LIMIT
 * campaigns this viewer may see, optionally by category membership, in the requested order, the
 * `limit` from `offset` on — filtered, sorted and cut in SQL (ADR 044) so a load reads about as
 * many rows as it answers, whatever the size of the catalog. The partial indexes
 * campaigns_listed_popular_idx / campaigns_listed_newest_idx hold the listed campaigns in each
 * order; the remaining conditions drop few rows on the way. The caller keeps offset + limit
 * within CAMPAIGN_LIST_LIMIT.
 */
export async function findListedCampaigns(
  db: Database,
  {
    categoryId,
    sort,
    isTester,
    offset = 0,
    limit = CAMPAIGN_LIST_LIMIT,
  }: {
    categoryId?: string | undefined;
    sort: CampaignSort;
    isTester: boolean;
    offset?: number;
    limit?: number;
  },
): Promise<CatalogCampaign[]> {
  const rows = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(listedWhere(categoryId, isTester))
    .orderBy(...listOrder[sort])
    .limit(limit)
    .offset(offset);
  return rows.map(toCatalogCampaign);
}

/**
 * How many campaigns the whole list has (every page): those this viewer may see, optionally of
 * one category, counted up to the list's cap, CAMPAIGN_LIST_LIMIT (countUpToLimit, ADR 044).
 */
export async function countListedCampaigns(
  db: Database,
  { categoryId, isTester }: { categoryId?: string | undefined; isTester: boolean },
): Promise<number> {
  const { total } = await countUpToLimit(
    db,
    db
      .select({ one: sql`1` })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(listedWhere(categoryId, isTester))
      .$dynamic(),
    CAMPAIGN_LIST_LIMIT,
  );
  return total;
}

export async function findCampaignById(
  db: Database,
  id: string,
): Promise<CatalogCampaign | undefined> {
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(campaigns.id, id), eq(companies.status, 'approved')))
    .limit(1);
  if (!row) return undefined;
  return toCatalogCampaign(row);
}

/** Enabled categories in their display order (docs/product.md#home-page: ordered by `order` ascending). */
export async function findEnabledCategories(db: Database) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.enabled, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** Whether a user is a customer flagged as a tester (docs/product.md#names-from-the-original-specification: appClients tester flag). */
export async function findViewerCustomer(db: Database, userId: string) {
  const [row] = await db
    .select({
      tester: customers.tester,
      status: customers.status,
      buyingEnabled: customers.buyingEnabled,
    })
    .from(customers)
    .where(eq(customers.userId, userId))
    .limit(1);
  return row;
}

/** A buyer's paid (issued), not-cancelled ladder purchases: what their levels derive from. */
export async function findLadderPurchases(
  db: Database,
  userId: string,
): Promise<Array<{ campaignId: string; step: number }>> {
  return db
    .select({ campaignId: vouchers.campaignId, step: vouchers.step })
    .from(vouchers)
    .where(
      and(eq(vouchers.buyerUserId, userId), isNull(vouchers.cancelledAt), lte(vouchers.step, 3)),
    );
}
