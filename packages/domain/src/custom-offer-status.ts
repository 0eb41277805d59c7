import {
  OFFER_ACCEPTED,
  OFFER_AWAITING_CARD,
  OFFER_AWAITING_PAYMENT,
  OFFER_CHARGED,
  OFFER_DECLINED,
  OFFER_EXPIRED,
  OFFER_FAILED,
  OFFER_WITHDRAWN,
  offerCounteredText,
  offerWaitingText,
} from './messages';

// A custom offer as its buyer follows it (docs/product.md#custom-offers, ADR 027).

/** The states an offer can be in (the contracts' customOfferStatusSchema). */
export type CustomOfferStatus =
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

const MINUTE_MS = 60_000;

/**
 * The time left until `expiresAt`, in whole hours and minutes, rounded up to the minute so the
 * last minute still shows: '23 h 5 min', '45 min', '0 min' once it is over.
 */
export function timeLeftText(expiresAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

/** The buyer may still withdraw: the company has not said yes (pending) or the counter is theirs. */
export function offerWithdrawable(status: CustomOfferStatus): boolean {
  return status === 'pending' || status === 'countered';
}

/** An offer's state in words, for its buyer: whose turn it is, and for how long. */
export function customOfferStatusText(
  offer: {
    status: CustomOfferStatus;
    companyName: string;
    expiresAt: string | null;
    counterDiscount: number | null;
  },
  now: Date,
): string {
  switch (offer.status) {
    case 'awaiting_card':
      return OFFER_AWAITING_CARD;
    case 'pending':
      return offerWaitingText(
        offer.companyName,
        offer.expiresAt ? timeLeftText(new Date(offer.expiresAt), now) : '24 h 0 min',
      );
    case 'countered':
      return offerCounteredText(offer.counterDiscount ?? 0);
    case 'accepted':
      return OFFER_ACCEPTED;
    case 'awaiting_payment':
      return OFFER_AWAITING_PAYMENT;
    case 'charged':
      return OFFER_CHARGED;
    case 'declined':
      return OFFER_DECLINED;
    case 'expired':
      return OFFER_EXPIRED;
    case 'withdrawn':
      return OFFER_WITHDRAWN;
    case 'failed':
      return OFFER_FAILED;
  }
}
