import {
  anonymousBuyerSchema,
  BOT_CHECK_REQUIRED,
  fieldErrors,
  giftDateError,
  giftRecipientSchema,
} from '@stepup/domain';
import type { GiftValues } from '../components/gift-inputs';
import type { GuestValues } from '../components/guest-inputs';

// The domain's schemas bring zod: this module loads on demand (purchase-checks-loader.ts), when a
// buyer starts filling the inputs, never with the campaign page's first load (ADR 047).

/**
 * The gift's messages, keyed by field, with the server's rules and words (the domain's
 * giftRecipientSchema) plus the delivery time's own (unreadable, or already past).
 */
export function giftErrors(values: GiftValues, now: Date): Record<string, string> {
  const errors = fieldErrors(giftRecipientSchema, {
    name: values.name,
    email: values.email,
    message: values.message,
  });
  const date = giftDateError(values.deliverAt, now);
  if (date) errors.deliverAt = date;
  return errors;
}

/** The guest's messages, keyed by field, with the server's rules and the words of docs/product.md. */
export function guestErrors(values: GuestValues): Record<string, string> {
  // A guest's step is always the first (the server checks it again).
  const errors = fieldErrors(anonymousBuyerSchema, { ...values, step: 1 });
  if (!values.botCheck) errors.botCheck = BOT_CHECK_REQUIRED;
  return errors;
}
