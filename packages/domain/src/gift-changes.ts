// A gift's life after it is paid (ADR 055): what its buyer may still change, and what its own page
// (the link in the recipient's email) shows. Pure rules; the server checks them under a lock.
import {
  GIFT_ALREADY_RESENT,
  GIFT_ALREADY_SENT,
  GIFT_CANCELLED_NO_CHANGES,
  GIFT_DATE_IN_PAST,
  GIFT_NOT_SENT_YET,
  GIFT_USED_NO_RESEND,
} from './messages';

/** What the rules read of a gift. */
export interface GiftState {
  cancelledAt: Date | string | null;
  usedAt: Date | string | null;
  /** When the delivery claimed it (its email written); null while it is still scheduled. */
  deliveredAt: Date | string | null;
  /** When the buyer had it emailed again; null until then. */
  resentAt: Date | string | null;
}

/** Until it is delivered, its recipient, message and time may change, or it may go now. */
export function giftChangeRefusal(gift: GiftState): string | null {
  if (gift.cancelledAt) return GIFT_CANCELLED_NO_CHANGES;
  if (gift.deliveredAt) return GIFT_ALREADY_SENT;
  return null;
}

/** Once delivered, it may be emailed again once, while it is neither cancelled nor used. */
export function giftResendRefusal(gift: GiftState): string | null {
  if (gift.cancelledAt) return GIFT_CANCELLED_NO_CHANGES;
  if (!gift.deliveredAt) return GIFT_NOT_SENT_YET;
  if (gift.usedAt) return GIFT_USED_NO_RESEND;
  if (gift.resentAt) return GIFT_ALREADY_RESENT;
  return null;
}

/** A new delivery time follows the purchase's rule: a time still to come (else GIFT_DATE_IN_PAST). */
export function giftNewTimeRefusal(deliverAt: Date, now: Date): string | null {
  return deliverAt.getTime() > now.getTime() ? null : GIFT_DATE_IN_PAST;
}

/** What the buyer may do with the gift now. */
export function giftActions(gift: GiftState): { change: boolean; resend: boolean } {
  return { change: giftChangeRefusal(gift) === null, resend: giftResendRefusal(gift) === null };
}

/** What the gift's own page shows: the code while it is valid, else why not. */
export type GiftPageState = 'valid' | 'used' | 'cancelled';

export function giftPageState(gift: Pick<GiftState, 'cancelledAt' | 'usedAt'>): GiftPageState {
  if (gift.cancelledAt) return 'cancelled';
  if (gift.usedAt) return 'used';
  return 'valid';
}
