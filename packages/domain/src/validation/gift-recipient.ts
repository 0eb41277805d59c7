import { z } from 'zod';
import {
  GIFT_MESSAGE_TOO_LONG,
  RECIPIENT_DETAILS_REQUIRED,
  RECIPIENT_EMAIL_INVALID,
} from '../messages';
import { characterCount, isValidEmail, requiredText } from './shared';

export const GIFT_MESSAGE_MAX = 800;

/** The live counter under the gift message: '12 / 800'. */
export function giftMessageCounter(text: string): string {
  return `${characterCount(text)} / ${GIFT_MESSAGE_MAX}`;
}

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

/** A gift with no date, or a date already passed, is delivered now. */
export function giftDeliveryTime(deliverAt: Date | null | undefined, now: Date): Date {
  return deliverAt && deliverAt.getTime() > now.getTime() ? deliverAt : now;
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Gift date-time as 'MMM DD YYYY HH:mm' in UK time, e.g. 'Mar 05 2025 14:30'. */
export function formatGiftDate(date: Date): string {
  const parts = londonParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // en-GB spells September 'Sept'; the format wants three letters.
  return `${part('month').slice(0, 3)} ${part('day')} ${part('year')} ${part('hour')}:${part('minute')}`;
}
