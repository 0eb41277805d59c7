import { z } from 'zod';
import { RATING_COMMENT_MAX, RATING_REPLY_MAX } from '@stepup/domain';

// Ratings after redemption (ADR 052). The shapes are checked at the edge; the rules (whole stars
// 1–5, lengths, once per voucher) are the domain's, with its messages.

export const voucherRatingParamsSchema = z.object({ voucherId: z.string().min(1).max(100) });
export const ratingParamsSchema = z.object({ ratingId: z.string().min(1).max(100) });

/** POST /api/wallet/vouchers/:voucherId/rating. */
export const rateVoucherBodySchema = z.object({
  stars: z.number().int(),
  comment: z
    .string()
    .max(RATING_COMMENT_MAX * 4)
    .optional(),
});
export type RateVoucherBody = z.infer<typeof rateVoucherBodySchema>;

/** A rating as the campaign page and the company area show it (no rater's name or email). */
export const ratingSchema = z.object({
  id: z.string(),
  stars: z.number().int().min(1).max(5),
  /** Null when none was written, or an admin hid it (then `commentHidden`). */
  comment: z.string().nullable(),
  commentHidden: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** GET /api/wallet/vouchers/:voucherId/rating: what the rate screen needs. */
export const voucherRatingSchema = z.object({
  voucherId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  companyName: z.string(),
  used: z.boolean(),
  /** Why it cannot be rated now (not used, cancelled), or null; a rated voucher has `rating`. */
  refusal: z.string().nullable(),
  rating: ratingSchema.nullable(),
});
export type VoucherRating = z.infer<typeof voucherRatingSchema>;

/** GET /api/campaigns/:id/ratings: the latest ratings, newest first. */
export const campaignRatingListSchema = z.object({ ratings: z.array(ratingSchema) });
export type CampaignRatingList = z.infer<typeof campaignRatingListSchema>;

/** GET /api/company/ratings: the company's ratings, newest first, with the campaign's name. */
export const companyRatingSchema = ratingSchema.extend({
  campaignId: z.string(),
  campaignName: z.string(),
});
export const companyRatingListSchema = z.object({ ratings: z.array(companyRatingSchema) });
export type CompanyRating = z.infer<typeof companyRatingSchema>;
export type CompanyRatingList = z.infer<typeof companyRatingListSchema>;

/** POST /api/company/ratings/:ratingId/reply. */
export const ratingReplyBodySchema = z.object({
  reply: z.string().max(RATING_REPLY_MAX * 4),
});

/** POST /api/admin/ratings/:ratingId/hide-comment: the reason goes to the interaction log. */
export const hideRatingCommentBodySchema = z.object({
  reason: z.string().max(500).optional(),
});

/** GET /api/admin/ratings: the latest commented ratings (the admin sees a hidden comment too). */
export const adminRatingSchema = companyRatingSchema.extend({ companyName: z.string() });
export const adminRatingListSchema = z.object({ ratings: z.array(adminRatingSchema) });
export type AdminRating = z.infer<typeof adminRatingSchema>;
export type AdminRatingList = z.infer<typeof adminRatingListSchema>;
