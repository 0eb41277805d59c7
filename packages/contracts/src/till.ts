import { z } from 'zod';

/** One of the company's latest redemptions, as the till lists it (GET /api/company/redemptions/recent). */
export const recentRedemptionSchema = z.object({
  usedAt: z.iso.datetime(),
  /** Only the last four symbols shown (••••-••XD-4T): the list never gives out a usable code. */
  code: z.string(),
  campaignName: z.string(),
  faceValuePence: z.number().int(),
  channel: z.enum(['till', 'shop', 'api']),
  /** The member who marked it used at the till (their name); null for the shop and the API. */
  redeemedBy: z.string().nullable(),
  /** True when the caller marked it used (the till's retry rule, ADR 039). */
  byYou: z.boolean(),
  /** The site it was used at, for a company with several. */
  siteName: z.string().nullable(),
});
export type RecentRedemption = z.infer<typeof recentRedemptionSchema>;

export const recentRedemptionsSchema = z.object({
  /** Newest first, at most TILL_RECENT_LIMIT. */
  redemptions: z.array(recentRedemptionSchema),
});
export type RecentRedemptions = z.infer<typeof recentRedemptionsSchema>;
