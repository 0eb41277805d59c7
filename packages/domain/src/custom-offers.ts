import { z } from 'zod';
import { canBuyCampaignAgain } from './loyalty';
import {
  CUSTOM_OFFER_AUTO_ACCEPT_RANGE,
  CUSTOM_OFFER_COUNTER_NOT_LOWER,
  CUSTOM_OFFER_MAX_FACE_VALUE_RANGE,
  CUSTOM_OFFERS_NOT_TAKEN,
  PURCHASE_LIMIT_REACHED,
  customOfferAboveMaxMessage,
} from './messages';
import { amountPaidPence, formatPounds, giftTotalPence } from './money';
import {
  CUSTOM_DISCOUNT_MAX,
  CUSTOM_DISCOUNT_MIN,
  CUSTOM_FACE_VALUE_MAX_PENCE,
} from './custom-offer-limits';
import type { BuyFor } from './wallet';

// Custom offers (step 4): the rules of ADR 027 (docs/product.md#custom-offers), written once for
// the server, the sites and the emails.

export const CUSTOM_OFFER_STATUSES = [
  'awaiting_card',
  'pending',
  'countered',
  'accepted',
  'awaiting_payment',
  'charged',
  'declined',
  'expired',
  'withdrawn',
  'failed',
] as const;
export type CustomOfferState = (typeof CUSTOM_OFFER_STATUSES)[number];

/** Someone still has to act on an offer in these states; the rest are final. */
export const OPEN_CUSTOM_OFFER_STATES = [
  'awaiting_card',
  'pending',
  'countered',
  'accepted',
  'awaiting_payment',
] as const satisfies readonly CustomOfferState[];

/** Final states in which nothing was charged: the saved card is detached. */
export const UNCHARGED_FINAL_STATES = [
  'declined',
  'expired',
  'withdrawn',
  'failed',
] as const satisfies readonly CustomOfferState[];

/** ADR 027's table: from each state, the states it may move to. */
export const CUSTOM_OFFER_TRANSITIONS: Readonly<
  Record<CustomOfferState, readonly CustomOfferState[]>
> = {
  awaiting_card: ['pending', 'withdrawn', 'expired'],
  pending: ['accepted', 'countered', 'declined', 'withdrawn', 'expired'],
  countered: ['accepted', 'withdrawn', 'expired'],
  accepted: ['charged', 'awaiting_payment', 'failed'],
  awaiting_payment: ['charged', 'expired'],
  charged: [],
  declined: [],
  expired: [],
  withdrawn: [],
  failed: [],
};

export function canMove(from: CustomOfferState, to: CustomOfferState): boolean {
  return CUSTOM_OFFER_TRANSITIONS[from].includes(to);
}

/** The states an offer may be in for it to move to `to` (the WHERE of the conditional update). */
export function statesThatMoveTo(to: CustomOfferState): CustomOfferState[] {
  return CUSTOM_OFFER_STATUSES.filter((from) => canMove(from, to));
}

export const isOpenCustomOffer = (status: CustomOfferState): boolean =>
  (OPEN_CUSTOM_OFFER_STATES as readonly string[]).includes(status);

/**
 * The event a company's systems are told of when an offer moves to `to` (webhooks, ADR 035/037),
 * or null: only what the company's inbox shows. An offer reaches the company when its card is
 * saved (received); one withdrawn or expired before that never reached it, so tells nothing.
 * Being charged is the voucher's own event (voucher.issued); an auto-accepted offer is a purchase
 * paid on the spot and has no offer events.
 */
export function offerEventOf(
  to: CustomOfferState,
  offer: { cardSavedAt: Date | null },
):
  | 'offer.received'
  | 'offer.countered'
  | 'offer.accepted'
  | 'offer.declined'
  | 'offer.withdrawn'
  | 'offer.expired'
  | null {
  if (!offer.cardSavedAt) return null;
  switch (to) {
    case 'pending':
      return 'offer.received';
    case 'countered':
      return 'offer.countered';
    case 'accepted':
      return 'offer.accepted';
    case 'declined':
      return 'offer.declined';
    case 'withdrawn':
      return 'offer.withdrawn';
    case 'expired':
      return 'offer.expired';
    default:
      return null;
  }
}

/** How a state reads in a sentence and on the company's inbox. */
export const CUSTOM_OFFER_STATUS_LABELS: Record<CustomOfferState, string> = {
  awaiting_card: 'waiting for the card to be saved',
  pending: 'waiting for the business',
  countered: 'countered by the business',
  accepted: 'accepted',
  awaiting_payment: 'awaiting customer payment',
  charged: 'accepted and paid',
  declined: 'declined',
  expired: 'expired',
  withdrawn: 'withdrawn',
  failed: 'not paid',
};

// Time (ADR 027 "Time"): the window starts when the card is saved and never moves.
export const CUSTOM_OFFER_ANSWER_HOURS = 24;
export const CUSTOM_OFFER_AWAITING_CARD_MINUTES = 60;
export const CUSTOM_OFFER_REMINDER_HOURS_LEFT = 4;
const HOUR_MS = 60 * 60_000;

/** card saved + 24 hours: the company's answer and any payment the customer owes are due then. */
export const customOfferExpiresAt = (cardSavedAt: Date): Date =>
  new Date(cardSavedAt.getTime() + CUSTOM_OFFER_ANSWER_HOURS * HOUR_MS);

/** An offer whose card is never saved expires 1 hour after it was made. */
export const awaitingCardExpiresAt = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + CUSTOM_OFFER_AWAITING_CARD_MINUTES * 60_000);

/** The company's reminder goes when 4 hours are left. */
export const customOfferReminderAt = (expiresAt: Date): Date =>
  new Date(expiresAt.getTime() - CUSTOM_OFFER_REMINDER_HOURS_LEFT * HOUR_MS);

/** Whole minutes left before `expiresAt` (0 once past), for "time left". */
export function minutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000));
}

/** "5 hours 20 minutes", "45 minutes", "less than a minute". */
export function formatTimeLeft(minutes: number): string {
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  const m = rest === 1 ? '1 minute' : `${rest} minutes`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
}

/** What an offer costs, computed by the server: the same price rule as every voucher. */
export interface CustomOfferPrice {
  faceValuePence: number;
  discount: number;
  /** Face × (100 − discount) / 100, half-up: what the company receives. */
  voucherPricePence: number;
  /** The platform's gifting fee (the charge's application fee), 0 unless a gift. */
  giftingFeePence: number;
  totalPence: number;
}

export function priceCustomOffer(
  faceValuePence: number,
  discount: number,
  buyFor: BuyFor,
  giftingFeePence: number,
): CustomOfferPrice {
  const voucherPricePence = amountPaidPence(faceValuePence, discount);
  const fee = buyFor === 'gift' ? giftingFeePence : 0;
  return {
    faceValuePence,
    discount,
    voucherPricePence,
    giftingFeePence: fee,
    totalPence: giftTotalPence(voucherPricePence, fee),
  };
}

/** The discount an accepted offer is charged at: the counter-offer's, once the customer took it. */
export const agreedDiscount = (offer: { discount: number; counterDiscount: number | null }) =>
  offer.counterDiscount ?? offer.discount;

/** A campaign's custom-offer settings, as stored. */
export interface CustomOfferSettings {
  enabled: boolean;
  maxFaceValuePence: number;
  autoAcceptDiscount: number | null;
}

/** An offer at or below the campaign's auto-accept discount is accepted at once. */
export function isAutoAccepted(
  discount: number,
  autoAcceptDiscount: number | null | undefined,
): boolean {
  return autoAcceptDiscount != null && discount <= autoAcceptDiscount;
}

/** Whether this campaign takes this offer: offers allowed, and no more than its highest value. */
export function checkCustomOfferAgainstCampaign(
  settings: Pick<CustomOfferSettings, 'enabled' | 'maxFaceValuePence'>,
  faceValuePence: number,
): { field: 'campaignId' | 'faceValuePence'; message: string } | null {
  if (!settings.enabled) return { field: 'campaignId', message: CUSTOM_OFFERS_NOT_TAKEN };
  if (faceValuePence > settings.maxFaceValuePence) {
    return {
      field: 'faceValuePence',
      message: customOfferAboveMaxMessage(formatPounds(settings.maxFaceValuePence)),
    };
  }
  return null;
}

/** A counter-offer asks for less discount than the customer did (else the company would accept). */
export function checkCounterDiscount(
  offerDiscount: number,
  counterDiscount: number,
): string | null {
  return counterDiscount < offerDiscount ? null : CUSTOM_OFFER_COUNTER_NOT_LOWER;
}

/** A campaign's offer settings as the company sets them: £0.01–£500, auto-accept 5–95 % or none. */
export const customOfferSettingsSchema = z.object({
  enabled: z.boolean(),
  maxFaceValuePence: z
    .number({ error: CUSTOM_OFFER_MAX_FACE_VALUE_RANGE })
    .int(CUSTOM_OFFER_MAX_FACE_VALUE_RANGE)
    .min(1, CUSTOM_OFFER_MAX_FACE_VALUE_RANGE)
    .max(CUSTOM_FACE_VALUE_MAX_PENCE, CUSTOM_OFFER_MAX_FACE_VALUE_RANGE),
  autoAcceptDiscount: z
    .number({ error: CUSTOM_OFFER_AUTO_ACCEPT_RANGE })
    .int(CUSTOM_OFFER_AUTO_ACCEPT_RANGE)
    .min(CUSTOM_DISCOUNT_MIN, CUSTOM_OFFER_AUTO_ACCEPT_RANGE)
    .max(CUSTOM_DISCOUNT_MAX, CUSTOM_OFFER_AUTO_ACCEPT_RANGE)
    .nullable(),
});

/**
 * The purchase limit counts offers too (ADR 027 "Limits"): a buyer's vouchers of a campaign plus
 * their open offers on it must stay below nine for a new purchase or offer.
 */
export function purchaseCountWithOffers(vouchersBought: number, openOffers: number): number {
  return vouchersBought + openOffers;
}

export function checkCustomOfferLimit(vouchersBought: number, openOffers: number): string | null {
  return canBuyCampaignAgain(purchaseCountWithOffers(vouchersBought, openOffers))
    ? null
    : PURCHASE_LIMIT_REACHED;
}
