import { z } from 'zod';
import { ID_MAX_LENGTH, LINE_MAX_LENGTH, URL_MAX_LENGTH, boundedString } from './bounds';

// Gift designs (docs/product.md#gift-designs): the admin's categories and designs on
// /admin/gifting, and the public list the campaign page's gift form offers. Requests are bounded
// here only: the server checks each form with the domain's schema.

export const adminGiftDesignCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  /** Designs in the category: while any is, it cannot be deleted. */
  designCount: z.number().int().nonnegative(),
});
export type AdminGiftDesignCategory = z.infer<typeof adminGiftDesignCategorySchema>;
export const adminGiftDesignCategoryListSchema = z.object({
  categories: z.array(adminGiftDesignCategorySchema),
});
export type AdminGiftDesignCategoryList = z.infer<typeof adminGiftDesignCategoryListSchema>;
export const giftDesignCategoryRequestSchema = z.object({
  name: boundedString(LINE_MAX_LENGTH).optional(),
  active: z.boolean().optional(),
});
export type GiftDesignCategoryRequest = z.infer<typeof giftDesignCategoryRequestSchema>;

export const adminGiftDesignSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  imageUrl: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  /** Gifts that carry it: while any does, it can only be deactivated, not deleted. */
  giftCount: z.number().int().nonnegative(),
});
export type AdminGiftDesign = z.infer<typeof adminGiftDesignSchema>;
export const adminGiftDesignListSchema = z.object({ designs: z.array(adminGiftDesignSchema) });
export type AdminGiftDesignList = z.infer<typeof adminGiftDesignListSchema>;
export const giftDesignRequestSchema = z.object({
  name: boundedString(LINE_MAX_LENGTH).optional(),
  categoryId: boundedString(ID_MAX_LENGTH).optional(),
  imageUrl: boundedString(URL_MAX_LENGTH).nullable().optional(),
  active: z.boolean().optional(),
});
export type GiftDesignRequest = z.infer<typeof giftDesignRequestSchema>;

/** GET /api/gift-designs: the active designs of active categories, grouped, in display order. */
export const giftDesignListSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      designs: z.array(z.object({ id: z.string(), name: z.string(), imageUrl: z.string() })),
    }),
  ),
});
export type GiftDesignList = z.infer<typeof giftDesignListSchema>;
export type GiftDesignOption = GiftDesignList['categories'][number]['designs'][number];
