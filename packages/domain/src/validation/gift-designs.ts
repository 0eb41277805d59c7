import { z } from 'zod';
import {
  GIFT_DESIGN_CATEGORY_NAME_REQUIRED,
  GIFT_DESIGN_CATEGORY_REQUIRED,
  GIFT_DESIGN_IMAGE_REQUIRED,
  GIFT_DESIGN_NAME_REQUIRED,
  GIFT_DESIGN_NAME_TOO_LONG,
} from '../messages';
import { characterCount } from '../character-count';
import { requiredText } from './shared';
import { storedImageSchema } from './site-content';

// The admin's gift design forms (/admin/gifting, docs/product.md#gift-designs), checked the same
// in the browser and on the server.

export const GIFT_DESIGN_NAME_MAX_LENGTH = 60;

const name = (required: string) =>
  requiredText(required).refine(
    (text) => characterCount(text) <= GIFT_DESIGN_NAME_MAX_LENGTH,
    GIFT_DESIGN_NAME_TOO_LONG,
  );

export const giftDesignCategoryFormSchema = z.object({
  name: name(GIFT_DESIGN_CATEGORY_NAME_REQUIRED),
  active: z.boolean().default(true),
});
export type GiftDesignCategoryFormInput = z.input<typeof giftDesignCategoryFormSchema>;

export const giftDesignFormSchema = z.object({
  name: name(GIFT_DESIGN_NAME_REQUIRED),
  categoryId: requiredText(GIFT_DESIGN_CATEGORY_REQUIRED),
  imageUrl: storedImageSchema.refine((url) => url !== null, GIFT_DESIGN_IMAGE_REQUIRED),
  active: z.boolean().default(true),
});
export type GiftDesignFormInput = z.input<typeof giftDesignFormSchema>;
