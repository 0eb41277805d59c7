import { z } from 'zod';
import {
  CUSTOM_DISCOUNT_MAX,
  CUSTOM_DISCOUNT_MIN,
  CUSTOM_FACE_VALUE_MAX_PENCE,
} from '../custom-offer-limits';
import {
  CUSTOM_DISCOUNT_RANGE,
  CUSTOM_FACE_VALUE_ABOVE_ZERO,
  CUSTOM_FACE_VALUE_LIMIT,
} from '../messages';

/** The server's view of a custom offer, in pence; it refuses rather than clamps. */
export const customOfferSchema = z.object({
  customFaceValuePence: z
    .number({ error: CUSTOM_FACE_VALUE_ABOVE_ZERO })
    .int(CUSTOM_FACE_VALUE_ABOVE_ZERO)
    .positive(CUSTOM_FACE_VALUE_ABOVE_ZERO)
    .max(CUSTOM_FACE_VALUE_MAX_PENCE, CUSTOM_FACE_VALUE_LIMIT),
  customDiscount: z
    .number({ error: CUSTOM_DISCOUNT_RANGE })
    .int(CUSTOM_DISCOUNT_RANGE)
    .min(CUSTOM_DISCOUNT_MIN, CUSTOM_DISCOUNT_RANGE)
    .max(CUSTOM_DISCOUNT_MAX, CUSTOM_DISCOUNT_RANGE),
});

export type CustomOfferInput = z.input<typeof customOfferSchema>;
