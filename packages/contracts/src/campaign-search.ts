import { z } from 'zod';

/** Most campaigns one search answers with. */
export const CAMPAIGN_SEARCH_LIMIT = 50;

/** GET /api/campaigns/search?q=…: the header's voucher search (docs/product.md#search). */
export const campaignSearchQuerySchema = z.object({
  q: z.string().max(200).default(''),
});
export type CampaignSearchQuery = z.input<typeof campaignSearchQuerySchema>;
