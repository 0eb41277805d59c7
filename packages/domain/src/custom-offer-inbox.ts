import { amountPaidPence, parsePoundsToPence } from './money';
import {
  CUSTOM_DISCOUNT_RANGE,
  CUSTOM_FACE_VALUE_ABOVE_ZERO,
  CUSTOM_FACE_VALUE_LIMIT,
  OFFER_AUTO_ACCEPTED,
  OFFER_AWAITING_CUSTOMER_PAYMENT,
  OFFER_DECLINE_REASON_TOO_LONG,
  OFFER_MAX_FACE_VALUE_FORMAT,
  OFFER_STATUS_AWAITING_CARD,
  OFFER_STATUS_CHARGED,
  OFFER_STATUS_COUNTERED,
  OFFER_STATUS_DECLINED,
  OFFER_STATUS_EXPIRED,
  OFFER_STATUS_FAILED,
  OFFER_STATUS_PENDING,
  OFFER_STATUS_WITHDRAWN,
} from './messages';
import {
  CUSTOM_DISCOUNT_MAX,
  CUSTOM_DISCOUNT_MIN,
  CUSTOM_FACE_VALUE_MAX_PENCE,
} from './validation/custom-offer';

// The company's side of custom offers (docs/product.md#custom-offers, ADR 027): how its inbox
// reads an offer, and the checks of its answers and of a campaign's offer settings, written once
// for the business site and the server.

/** An offer's states (ADR 027), as the company's inbox receives them. */
export type InboxOfferStatus =
  | 'awaiting_card'
  | 'pending'
  | 'countered'
  | 'accepted'
  | 'awaiting_payment'
  | 'charged'
  | 'declined'
  | 'expired'
  | 'withdrawn'
  | 'failed';

const statusTexts: Record<InboxOfferStatus, string> = {
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
  status: InboxOfferStatus;
  autoAccepted: boolean;
}): string {
  if (offer.autoAccepted && offer.status === 'charged') return OFFER_AUTO_ACCEPTED;
  return statusTexts[offer.status];
}

/** Only a pending offer waits for the company's answer (accept, decline or counter). */
export const offerAwaitsCompany = (status: InboxOfferStatus): boolean => status === 'pending';

/** Minutes (with their fraction) from `now` to the offer's deadline; 0 once it has passed. */
export function offerMinutesLeft(expiresAt: string | Date, now: Date): number {
  return Math.max(0, (new Date(expiresAt).getTime() - now.getTime()) / 60_000);
}

/** The decline's reason is optional; it is emailed to the customer as written. */
export const CUSTOM_OFFER_DECLINE_REASON_MAX = 500;

export function declineReasonError(reason: string): string | null {
  return reason.trim().length > CUSTOM_OFFER_DECLINE_REASON_MAX
    ? OFFER_DECLINE_REASON_TOO_LONG
    : null;
}

/** A counter-offer's discount: a whole percentage within the custom offers' 5–95. */
export function counterDiscountError(discount: number): string | null {
  return Number.isInteger(discount) &&
    discount >= CUSTOM_DISCOUNT_MIN &&
    discount <= CUSTOM_DISCOUNT_MAX
    ? null
    : CUSTOM_DISCOUNT_RANGE;
}

/** A discount as typed ('20', ' 20 ') to a number, or NaN when it is not a whole number. */
export const parseDiscount = (text: string): number =>
  /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;

/** The voucher price the customer would pay at the company's counter discount. */
export const counterOfferPricePence = (faceValuePence: number, discount: number): number =>
  amountPaidPence(faceValuePence, discount);

/** A campaign's offer settings as the owner types them. */
export interface OfferSettingsForm {
  enabled: boolean;
  /** The highest face value considered, in pounds as typed. */
  maxFaceValue: string;
  autoAccept: boolean;
  /** The auto-accept discount as typed (used only when `autoAccept`). */
  autoAcceptDiscount: string;
}

export interface OfferSettingsCheck {
  errors: { maxFaceValue?: string; autoAcceptDiscount?: string };
  /** The settings to save, when there is no error. */
  settings: {
    enabled: boolean;
    maxFaceValuePence: number;
    autoAcceptDiscount: number | null;
  } | null;
}

/**
 * The offer settings' rules: the highest face value above £0 and at most £500 (in pounds and
 * pence), and auto-accept either off or a whole discount of 5–95%.
 */
export function checkOfferSettings(form: OfferSettingsForm): OfferSettingsCheck {
  const errors: OfferSettingsCheck['errors'] = {};
  const pence = parsePoundsToPence(form.maxFaceValue);
  if (!form.maxFaceValue.trim()) errors.maxFaceValue = CUSTOM_FACE_VALUE_ABOVE_ZERO;
  else if (pence === null) errors.maxFaceValue = OFFER_MAX_FACE_VALUE_FORMAT;
  else if (pence <= 0) errors.maxFaceValue = CUSTOM_FACE_VALUE_ABOVE_ZERO;
  else if (pence > CUSTOM_FACE_VALUE_MAX_PENCE) errors.maxFaceValue = CUSTOM_FACE_VALUE_LIMIT;
  const discount = parseDiscount(form.autoAcceptDiscount);
  if (form.autoAccept) {
    const problem = counterDiscountError(discount);
    if (problem) errors.autoAcceptDiscount = problem;
  }
  if (errors.maxFaceValue || errors.autoAcceptDiscount) return { errors, settings: null };
  return {
    errors,
    settings: {
      enabled: form.enabled,
      maxFaceValuePence: pence!,
      autoAcceptDiscount: form.autoAccept ? discount : null,
    },
  };
}
