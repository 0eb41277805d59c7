import type { z } from 'zod';
import type { CustomOfferSettings, CustomOfferState } from './custom-offers';
import {
  checkCounterDiscount,
  customOfferSettingsSchema,
  formatTimeLeft,
  minutesLeft,
} from './custom-offers';
import {
  CUSTOM_DISCOUNT_RANGE,
  CUSTOM_OFFER_AUTO_ACCEPT_RANGE,
  CUSTOM_OFFER_MAX_FACE_VALUE_RANGE,
  OFFER_AUTO_ACCEPTED,
  OFFER_AWAITING_CUSTOMER_PAYMENT,
  OFFER_DECLINE_REASON_TOO_LONG,
  OFFER_STATUS_AWAITING_CARD,
  OFFER_STATUS_CHARGED,
  OFFER_STATUS_COUNTERED,
  OFFER_STATUS_DECLINED,
  OFFER_STATUS_EXPIRED,
  OFFER_STATUS_FAILED,
  OFFER_STATUS_PENDING,
  OFFER_STATUS_WITHDRAWN,
} from './messages';
import { amountPaidPence, parsePoundsToPence } from './money';
import { CUSTOM_DISCOUNT_MAX, CUSTOM_DISCOUNT_MIN } from './custom-offer-limits';

// The company's side of custom offers (docs/product.md#custom-offers, ADR 027): how its inbox
// reads an offer, and the checks of its answers and of a campaign's offer settings as typed. The
// rules themselves are custom-offers.ts's; this is how the business site applies them.

/** What the inbox's badge says, from the company's side (its turn, the customer's, the end). */
const inboxStatusTexts: Record<CustomOfferState, string> = {
  awaiting_card: OFFER_STATUS_AWAITING_CARD,
  pending: OFFER_STATUS_PENDING,
  countered: OFFER_STATUS_COUNTERED,
  // Yes was given; the card is being charged or needs the customer: either way, theirs to pay.
  accepted: OFFER_AWAITING_CUSTOMER_PAYMENT,
  awaiting_payment: OFFER_AWAITING_CUSTOMER_PAYMENT,
  charged: OFFER_STATUS_CHARGED,
  declined: OFFER_STATUS_DECLINED,
  expired: OFFER_STATUS_EXPIRED,
  withdrawn: OFFER_STATUS_WITHDRAWN,
  failed: OFFER_STATUS_FAILED,
};

/** What the inbox says of an offer's state; an auto-accepted sale says why it was accepted. */
export function inboxOfferStatusText(offer: {
  status: CustomOfferState;
  autoAccepted: boolean;
}): string {
  if (offer.autoAccepted && offer.status === 'charged') return OFFER_AUTO_ACCEPTED;
  return inboxStatusTexts[offer.status];
}

/** Only a pending offer waits for the company's answer (accept, decline or counter). */
export const offerAwaitsCompany = (status: CustomOfferState): boolean => status === 'pending';

/** The inbox's time left, in hours and minutes: '3 hours 5 minutes left'. */
export const offerTimeLeft = (expiresAt: string | Date, now: Date): string =>
  `${formatTimeLeft(minutesLeft(new Date(expiresAt), now))} left`;

/** The decline's reason is optional; it is emailed to the customer as written. */
export const CUSTOM_OFFER_DECLINE_REASON_MAX = 500;

export function declineReasonError(reason: string): string | null {
  return reason.trim().length > CUSTOM_OFFER_DECLINE_REASON_MAX
    ? OFFER_DECLINE_REASON_TOO_LONG
    : null;
}

/** A discount as typed (' 20 ') to a number, or NaN when it is not a whole number. */
export const parseDiscount = (text: string): number =>
  /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;

/**
 * A counter-offer's discount: a whole percentage within the custom offers' 5–95, and lower than
 * the one the customer asked for.
 */
export function counterDiscountError(offerDiscount: number, discount: number): string | null {
  if (
    !Number.isInteger(discount) ||
    discount < CUSTOM_DISCOUNT_MIN ||
    discount > CUSTOM_DISCOUNT_MAX
  ) {
    return CUSTOM_DISCOUNT_RANGE;
  }
  return checkCounterDiscount(offerDiscount, discount);
}

/** The voucher price the customer would pay at the company's counter discount. */
export const counterOfferPricePence = (faceValuePence: number, discount: number): number =>
  amountPaidPence(faceValuePence, discount);

/** A campaign's offer settings as the owner types them. */
export interface OfferSettingsForm {
  enabled: boolean;
  /** The highest face value considered, in pounds as typed. */
  maxFaceValue: string;
  /** The auto-accept discount as typed; empty turns auto-accept off. */
  autoAcceptDiscount: string;
}

export interface OfferSettingsCheck {
  errors: { maxFaceValue?: string; autoAcceptDiscount?: string };
  /** The settings to save, when there is no error. */
  settings: CustomOfferSettings | null;
}

/** The settings' form from what is saved (pence to pounds as the owner types them). */
export const offerSettingsForm = (settings: CustomOfferSettings): OfferSettingsForm => ({
  enabled: settings.enabled,
  maxFaceValue: (settings.maxFaceValuePence / 100).toFixed(2).replace(/\.00$/, ''),
  autoAcceptDiscount:
    settings.autoAcceptDiscount === null ? '' : String(settings.autoAcceptDiscount),
});

/**
 * The form checked with the settings' rule (customOfferSettingsSchema: highest face value
 * £0.01–£500, auto-accept 5–95% or none), each message beside its own input.
 */
export function checkOfferSettings(form: OfferSettingsForm): OfferSettingsCheck {
  const pence = parsePoundsToPence(form.maxFaceValue);
  const auto = form.autoAcceptDiscount.trim();
  const parsed = customOfferSettingsSchema.safeParse({
    enabled: form.enabled,
    maxFaceValuePence: pence ?? Number.NaN,
    autoAcceptDiscount: auto ? parseDiscount(auto) : null,
  } satisfies z.input<typeof customOfferSettingsSchema>);
  if (parsed.success) return { errors: {}, settings: parsed.data };
  const errors: OfferSettingsCheck['errors'] = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'maxFaceValuePence')
      errors.maxFaceValue = CUSTOM_OFFER_MAX_FACE_VALUE_RANGE;
    if (issue.path[0] === 'autoAcceptDiscount') {
      errors.autoAcceptDiscount = CUSTOM_OFFER_AUTO_ACCEPT_RANGE;
    }
  }
  return { errors, settings: null };
}

/**
 * The most a company learns of who made an offer (its inbox, its webhooks): the first word of the
 * customer's name, never their email or full name; null for a guest or a name-less account.
 */
export const customerFirstNameOf = (name: string | null | undefined): string | null =>
  name?.trim().split(/\s+/)[0] || null;
