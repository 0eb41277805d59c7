import { z } from 'zod';
import { campaignParamsSchema, campaignSummarySchema } from './catalog';

/**
 * The signed-in customer's favourite campaigns (docs/product.md#names-from-the-original-specification: userFeaturedCampaigns), newest first:
 * every favourite id, and the campaigns among them they can still see.
 */
export const favouriteListSchema = z.object({
  campaignIds: z.array(z.string()),
  campaigns: z.array(campaignSummarySchema),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

export const favouriteParamsSchema = campaignParamsSchema;

/** The answer to adding or removing one favourite. */
export const favouriteStateSchema = z.object({ campaignId: z.string(), favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;
