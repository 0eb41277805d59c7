import { z } from 'zod';
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
   * The signed-in customer's level on this campaign (from their paid, not-cancelled vouchers);
   * absent for visitors. Home lists leave out 'complete' ladders.
   */
  viewerLevel: loyaltyLevelSchema.optional(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignSorts = ['popular', 'newest'] as const;
export type CampaignSort = (typeof campaignSorts)[number];

export const campaignListQuerySchema = z.object({
  category: z.string().min(1).max(100).optional(),
  sort: z.enum(campaignSorts).default('popular'),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

export const campaignListSchema = z.object({ campaigns: z.array(campaignSummarySchema) });
export type CampaignList = z.infer<typeof campaignListSchema>;

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
