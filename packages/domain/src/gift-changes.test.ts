import { describe, expect, it } from 'vitest';
import {
  giftActions,
  giftChangeRefusal,
  giftNewTimeRefusal,
  giftPageState,
  giftResendRefusal,
} from './gift-changes';
import {
  GIFT_ALREADY_RESENT,
  GIFT_ALREADY_SENT,
  GIFT_CANCELLED_NO_CHANGES,
  GIFT_DATE_IN_PAST,
  GIFT_NOT_SENT_YET,
  GIFT_USED_NO_RESEND,
} from './messages';

const scheduled = { cancelledAt: null, usedAt: null, deliveredAt: null, resentAt: null };
const at = new Date('2026-11-27T10:00:00Z');

describe('what a gift’s buyer may still do', () => {
  it('changes a scheduled gift, never a delivered or cancelled one', () => {
    expect(giftChangeRefusal(scheduled)).toBeNull();
    expect(giftChangeRefusal({ ...scheduled, deliveredAt: at })).toBe(GIFT_ALREADY_SENT);
    expect(giftChangeRefusal({ ...scheduled, cancelledAt: at })).toBe(GIFT_CANCELLED_NO_CHANGES);
  });

  it('resends a delivered gift once, while it is neither used nor cancelled', () => {
    const delivered = { ...scheduled, deliveredAt: at };
    expect(giftResendRefusal(scheduled)).toBe(GIFT_NOT_SENT_YET);
    expect(giftResendRefusal(delivered)).toBeNull();
    expect(giftResendRefusal({ ...delivered, resentAt: at })).toBe(GIFT_ALREADY_RESENT);
    expect(giftResendRefusal({ ...delivered, usedAt: at })).toBe(GIFT_USED_NO_RESEND);
    expect(giftResendRefusal({ ...delivered, cancelledAt: at })).toBe(GIFT_CANCELLED_NO_CHANGES);
    expect(giftActions(delivered)).toEqual({ change: false, resend: true });
    expect(giftActions(scheduled)).toEqual({ change: true, resend: false });
  });

  it('moves the delivery only to a time still to come', () => {
    expect(giftNewTimeRefusal(new Date(at.getTime() + 60_000), at)).toBeNull();
    expect(giftNewTimeRefusal(at, at)).toBe(GIFT_DATE_IN_PAST);
  });

  it('shows the code on the gift page only while the voucher is valid', () => {
    expect(giftPageState({ cancelledAt: null, usedAt: null })).toBe('valid');
    expect(giftPageState({ cancelledAt: null, usedAt: at })).toBe('used');
    expect(giftPageState({ cancelledAt: at, usedAt: at })).toBe('cancelled');
  });
});
