import { z } from 'zod';
import { CAMPAIGN_LIST_LIMIT } from '@stepup/domain';
import { campaignSiteSchema } from './sites';

/** Prices and budgets are integer pence; dates are ISO-8601 UTC instants. */
const pence = z.number().int().nonnegative();
const triple = <T extends z.ZodType>(item: T) => z.tuple([item, item, item]);

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  order: z.number().int(),
  iconUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  widget: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

export const campaignCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/** A customer's place on a campaign's ladder: the step they buy at next, or 'complete'. */
export const loyaltyLevelSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal('complete'),
]);
export type LoyaltyLevelValue = z.infer<typeof loyaltyLevelSchema>;

/** What a campaign card and the campaign page need; never a raw database row. */
export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  company: campaignCompanySchema,
  primaryImageUrl: z.string().nullable(),
  categoryIds: z.array(z.string()),
  keywords: z.array(z.string()),
  faceValuesPence: triple(pence),
  discounts: triple(z.number().int().min(0).max(100)),
  totalValuePence: pence,
  salesValueLeftPence: triple(pence),
  salesCount: z.number().int().nonnegative(),
  expiryYears: z.number().int().positive(),
  featured: z.boolean(),
  topPick: z.boolean(),
  testMode: z.boolean(),
  createdAt: z.iso.datetime(),
  /**
   * Its ratings (ADR 052): how many, and their average to one decimal place (null with none).
   * Optional so answers kept from before ratings still parse.
   */
  ratings: z
    .object({
      count: z.number().int().nonnegative(),
      average: z.number().min(1).max(5).nullable(),
    })
    .optional(),
  /**
   * The signed-in customer's level on this campaign (from their paid, not-cancelled vouchers);
   * absent for visitors. Home lists leave out 'complete' ladders.
   */
  viewerLevel: loyaltyLevelSchema.optional(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignSorts = ['popular', 'newest'] as const;
export type CampaignSort = (typeof campaignSorts)[number];

/**
 * GET /api/campaigns: the list is the first CAMPAIGN_LIST_LIMIT campaigns the viewer may see in
 * the order asked; `page` and `limit` ask for one page of it (ADR 044: the list's screens read 12
 * at a time). Without them the answer is the whole list, as before paging existed; `limit` alone
 * is its first page. The server parses both from their text.
 */
export const campaignListQuerySchema = z.object({
  category: z.string().min(1).max(100).optional(),
  sort: z.enum(campaignSorts).default('popular'),
  /** 1-based; a page past the list's end is empty. */
  page: z.coerce.number().int().min(1).max(CAMPAIGN_LIST_LIMIT).optional(),
  /** Campaigns a page (at most the whole list); CAMPAIGN_LIST_LIMIT when absent. */
  limit: z.coerce.number().int().min(1).max(CAMPAIGN_LIST_LIMIT).optional(),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

/** Campaigns, as the header's search answers them. */
export const campaignListSchema = z.object({ campaigns: z.array(campaignSummarySchema) });
export type CampaignList = z.infer<typeof campaignListSchema>;

/** GET /api/campaigns's answer: the page asked for and how many campaigns the whole list has. */
export const campaignListPageSchema = campaignListSchema.extend({
  /** Campaigns in the whole list (every page), at most CAMPAIGN_LIST_LIMIT. */
  total: z.number().int().nonnegative().max(CAMPAIGN_LIST_LIMIT),
});
export type CampaignListPage = z.infer<typeof campaignListPageSchema>;

export const campaignParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A slot's status (docs/product.md#slot-status-per-step): 1 available, 2 already bought, 3 the step's budget is too low. */
export const slotStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const campaignDetailSchema = z.object({
  campaign: campaignSummarySchema,
  /**
   * The original singleVoucherPurchasedLevels (docs/product.md#slot-status-per-step): status per step (row, steps 1–3) and face-value slot
   * (column), for this viewer (a visitor has bought nothing).
   */
  slotStatuses: triple(triple(slotStatusSchema)),
  /**
   * Step 4, the customer's own offer (docs/product.md#custom-offers, ADR 027): whether the
   * company takes offers on this campaign, and the highest face value it will consider.
   */
  customOffers: z.object({
    enabled: z.boolean(),
    maxFaceValuePence: z.number().int().positive(),
  }),
  /**
   * Why this signed-in customer may not buy (an admin denied them or turned their buying off):
   * the buy buttons are disabled with this text; null (or absent) when they may.
   */
  buyingRefusal: z.string().max(500).nullable().optional(),
  /**
   * Multi-site groups: where the voucher can be used (name and address), when the campaign is
   * limited to some sites or the company has several; empty (or absent) otherwise.
   */
  sites: z.array(campaignSiteSchema).optional(),
  /** True when those sites are the campaign's own choice, not every site of the company. */
  sitesLimited: z.boolean().optional(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
