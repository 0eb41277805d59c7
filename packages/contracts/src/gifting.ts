import { z } from 'zod';
import { boundedNumber } from './bounds';
import { SITE_GIFTING_FEE_RANGE } from '@stepup/domain';

// The gifting price (docs/product.md#gifting-price): the site's default, and the fee a customer pays.

const pence = z.number().int().nonnegative();

/** GET /api/admin/gifting: the default gifting price and how many customers have their own. */
export const adminGiftingSchema = z.object({
  giftingFeePence: pence,
  overrideCount: z.number().int().nonnegative(),
});
export type AdminGifting = z.infer<typeof adminGiftingSchema>;

/** PUT /api/admin/gifting (the domain's siteGiftingFeeRefusal answers the range). */
export const adminGiftingRequestSchema = z.object({
  giftingFeePence: boundedNumber(SITE_GIFTING_FEE_RANGE),
});
export type AdminGiftingRequest = z.infer<typeof adminGiftingRequestSchema>;

/**
 * GET /api/account/gifting-fee: the fee the signed-in customer's gifts carry now (their own when
 * an admin set one, else the site's), the figure the server charges.
 */
export const myGiftingFeeSchema = z.object({ giftingFeePence: pence });
export type MyGiftingFee = z.infer<typeof myGiftingFeeSchema>;
