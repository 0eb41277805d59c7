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
import { formatTimeLeft, minutesLeft } from './custom-offers';
import type { CustomOfferState } from './custom-offers';

// A custom offer as its buyer follows it (docs/product.md#custom-offers, ADR 027): the state in
// the buyer's words (the company's inbox uses CUSTOM_OFFER_STATUS_LABELS).

/** The buyer may still withdraw: the company has not said yes (pending) or the counter is theirs. */
export function offerWithdrawable(status: CustomOfferState): boolean {
  return status === 'pending' || status === 'countered';
}

/** An offer's state in words, for its buyer: whose turn it is, and for how long. */
export function customOfferStatusText(
  offer: {
    status: CustomOfferState;
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
        formatTimeLeft(offer.expiresAt ? minutesLeft(new Date(offer.expiresAt), now) : 24 * 60),
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
