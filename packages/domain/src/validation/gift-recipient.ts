import { z } from 'zod';
import { GIFT_MESSAGE_MAX } from '../gift-details';
import { characterCount } from '../character-count';
import {
  GIFT_MESSAGE_TOO_LONG,
  RECIPIENT_DETAILS_REQUIRED,
  RECIPIENT_EMAIL_INVALID,
} from '../messages';
import { isValidEmail, requiredText } from './shared';

/**
 * All three details first (one shared message, set on each missing field so a form can mark
 * them), then a single valid address, then the message length.
 */
export const giftRecipientSchema = z
  .object({
    name: requiredText(RECIPIENT_DETAILS_REQUIRED),
    email: requiredText(RECIPIENT_DETAILS_REQUIRED),
    message: requiredText(RECIPIENT_DETAILS_REQUIRED),
    deliverAt: z.coerce.date().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email !== '' && !isValidEmail(value.email)) {
      ctx.addIssue({ code: 'custom', message: RECIPIENT_EMAIL_INVALID, path: ['email'] });
    }
    if (characterCount(value.message) > GIFT_MESSAGE_MAX) {
      ctx.addIssue({ code: 'custom', message: GIFT_MESSAGE_TOO_LONG, path: ['message'] });
    }
  });

export type GiftRecipientInput = z.input<typeof giftRecipientSchema>;
