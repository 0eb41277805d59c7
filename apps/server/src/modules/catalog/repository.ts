import { and, asc, desc, eq, inArray, isNull, lte } from '@stepup/db';
import type { Database } from '@stepup/db';
import {
  campaignCategories,
  campaigns,
  categories,
  companies,
  customers,
  vouchers,
} from '@stepup/db';
import type { CampaignFacts } from '@stepup/domain';
import { CAMPAIGN_LIST_LIMIT, campaignSteps } from '@stepup/domain';

/** A campaign as the catalog reads it: the domain's facts plus what a card shows. */
export interface CatalogCampaign extends CampaignFacts {
  name: string;
  primaryImageUrl: string | null;
  company: { id: string; name: string; website: string | null; logoUrl: string | null };
  /** Step 4, the customer's own offer (ADR 027). */
  customOffers: { enabled: boolean; maxFaceValuePence: number };
}

export const campaignColumns = {
  campaign: campaigns,
  company: {
    id: companies.id,
    name: companies.name,
    website: companies.website,
    logoUrl: companies.logoUrl,
  },
};

export type CampaignRow = {
  campaign: typeof campaigns.$inferSelect;
  company: CatalogCampaign['company'];
};

export function toCatalogCampaign(
  { campaign: c, company }: CampaignRow,
  categoryIds: string[],
): CatalogCampaign {
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
  };
}

export async function categoryIdsOf(
  db: Database,
  campaignIds: string[],
): Promise<Map<string, string[]>> {
  const byCampaign = new Map<string, string[]>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({
      campaignId: campaignCategories.campaignId,
      categoryId: campaignCategories.categoryId,
    })
    .from(campaignCategories)
    .where(inArray(campaignCategories.campaignId, campaignIds));
  for (const row of rows) {
    const list = byCampaign.get(row.campaignId) ?? [];
    list.push(row.categoryId);
    byCampaign.set(row.campaignId, list);
  }
  return byCampaign;
}

/**
 * The campaign query (docs/product.md#visibility): active and not frozen, at most 1000, optionally by category
 * membership, of approved companies. The rest of visibility (live status, test mode, budget left)
 * is the domain's `isCampaignVisible`, applied by the service so the rule is written once.
 */
export async function findActiveCampaigns(
  db: Database,
  { categoryId }: { categoryId?: string | undefined },
): Promise<CatalogCampaign[]> {
  const filters = [
    eq(campaigns.isActive, true),
    eq(campaigns.frozen, false),
    eq(companies.status, 'approved'),
  ];
  const base = db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId));
  const rows = categoryId
    ? await base
        .innerJoin(campaignCategories, eq(campaignCategories.campaignId, campaigns.id))
        .where(and(...filters, eq(campaignCategories.categoryId, categoryId)))
        .orderBy(desc(campaigns.createdAt))
        .limit(CAMPAIGN_LIST_LIMIT)
    : await base
        .where(and(...filters))
        .orderBy(desc(campaigns.createdAt))
        .limit(CAMPAIGN_LIST_LIMIT);
  const categoryIds = await categoryIdsOf(
    db,
    rows.map((r) => r.campaign.id),
  );
  return rows.map((row) => toCatalogCampaign(row, categoryIds.get(row.campaign.id) ?? []));
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
  const categoryIds = await categoryIdsOf(db, [row.campaign.id]);
  return toCatalogCampaign(row, categoryIds.get(row.campaign.id) ?? []);
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
