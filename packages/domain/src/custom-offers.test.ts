import { describe, expect, it } from 'vitest';
import {
  CUSTOM_OFFER_STATUSES,
  awaitingCardExpiresAt,
  canMove,
  checkCounterDiscount,
  checkCustomOfferAgainstCampaign,
  checkCustomOfferLimit,
  customOfferExpiresAt,
  customOfferReminderAt,
  customOfferSettingsSchema,
  formatTimeLeft,
  isAutoAccepted,
  isOpenCustomOffer,
  minutesLeft,
  offerEventOf,
  priceCustomOffer,
  statesThatMoveTo,
} from './custom-offers';
import {
  CUSTOM_OFFER_AUTO_ACCEPT_RANGE,
  CUSTOM_OFFER_COUNTER_NOT_LOWER,
  CUSTOM_OFFER_MAX_FACE_VALUE_RANGE,
  CUSTOM_OFFERS_NOT_TAKEN,
  PURCHASE_LIMIT_REACHED,
} from './messages';

describe('custom offers: price', () => {
  it('charges face × (100 − discount) / 100, plus the gifting fee only for a gift', () => {
    expect(priceCustomOffer(8000, 30, 'self', 199)).toEqual({
      faceValuePence: 8000,
      discount: 30,
      voucherPricePence: 5600,
      giftingFeePence: 0,
      totalPence: 5600,
    });
    expect(priceCustomOffer(1005, 15, 'gift', 199)).toMatchObject({
      voucherPricePence: 854,
      giftingFeePence: 199,
      totalPence: 1053,
    });
  });
});

describe('custom offers: states (ADR 027)', () => {
  it('moves only along the table', () => {
    expect(canMove('awaiting_card', 'pending')).toBe(true);
    expect(canMove('pending', 'accepted')).toBe(true);
    expect(canMove('countered', 'accepted')).toBe(true);
    expect(canMove('countered', 'countered')).toBe(false);
    expect(canMove('countered', 'declined')).toBe(false);
    expect(canMove('accepted', 'charged')).toBe(true);
    expect(canMove('accepted', 'expired')).toBe(false);
    expect(canMove('awaiting_payment', 'charged')).toBe(true);
    expect(canMove('awaiting_payment', 'expired')).toBe(true);
    expect(canMove('awaiting_card', 'accepted')).toBe(false);
  });

  it('never leaves a final state', () => {
    for (const from of ['charged', 'declined', 'expired', 'withdrawn', 'failed'] as const) {
      expect(isOpenCustomOffer(from)).toBe(false);
      for (const to of CUSTOM_OFFER_STATUSES) expect(canMove(from, to)).toBe(false);
    }
  });

  it('names the states an offer may be in to expire or be withdrawn', () => {
    expect(statesThatMoveTo('expired')).toEqual([
      'awaiting_card',
      'pending',
      'countered',
      'awaiting_payment',
    ]);
    expect(statesThatMoveTo('withdrawn')).toEqual(['awaiting_card', 'pending', 'countered']);
    expect(statesThatMoveTo('accepted')).toEqual(['pending', 'countered']);
  });
});

describe('custom offers: the events the company is told of', () => {
  const saved = { cardSavedAt: new Date('2026-11-26T10:00:00Z') };
  it('names each change the inbox shows, in product words', () => {
    expect(offerEventOf('pending', saved)).toBe('offer.received');
    expect(offerEventOf('countered', saved)).toBe('offer.countered');
    expect(offerEventOf('accepted', saved)).toBe('offer.accepted');
    expect(offerEventOf('declined', saved)).toBe('offer.declined');
    expect(offerEventOf('withdrawn', saved)).toBe('offer.withdrawn');
    expect(offerEventOf('expired', saved)).toBe('offer.expired');
  });
  it('tells nothing of an offer that never reached the company, nor of the charge itself', () => {
    expect(offerEventOf('withdrawn', { cardSavedAt: null })).toBeNull();
    expect(offerEventOf('expired', { cardSavedAt: null })).toBeNull();
    expect(offerEventOf('charged', saved)).toBeNull();
    expect(offerEventOf('awaiting_payment', saved)).toBeNull();
    expect(offerEventOf('failed', saved)).toBeNull();
  });
});

describe('custom offers: time', () => {
  const saved = new Date('2026-11-26T10:00:00Z');
  it('gives the company 24 hours from the card being saved, and reminds it with 4 left', () => {
    expect(customOfferExpiresAt(saved).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(customOfferReminderAt(customOfferExpiresAt(saved)).toISOString()).toBe(
      '2026-11-27T06:00:00.000Z',
    );
    expect(awaitingCardExpiresAt(saved).toISOString()).toBe('2026-11-26T11:00:00.000Z');
  });

  it('says the time left in words', () => {
    expect(minutesLeft(new Date('2026-11-26T15:20:30Z'), saved)).toBe(320);
    expect(minutesLeft(saved, new Date('2026-11-27T00:00:00Z'))).toBe(0);
    expect(formatTimeLeft(320)).toBe('5 hours 20 minutes');
    expect(formatTimeLeft(60)).toBe('1 hour');
    expect(formatTimeLeft(1)).toBe('1 minute');
    expect(formatTimeLeft(0)).toBe('less than a minute');
  });
});

describe('custom offers: the campaign’s settings', () => {
  it('accepts at once at or below the auto-accept discount, never without one', () => {
    expect(isAutoAccepted(20, 20)).toBe(true);
    expect(isAutoAccepted(21, 20)).toBe(false);
    expect(isAutoAccepted(5, null)).toBe(false);
  });

  it('refuses offers on a campaign that takes none, or above its highest value', () => {
    expect(
      checkCustomOfferAgainstCampaign({ enabled: false, maxFaceValuePence: 50000 }, 100),
    ).toEqual({ field: 'campaignId', message: CUSTOM_OFFERS_NOT_TAKEN });
    expect(
      checkCustomOfferAgainstCampaign({ enabled: true, maxFaceValuePence: 20000 }, 20001),
    ).toEqual({
      field: 'faceValuePence',
      message: 'This business considers offers up to £200.00.',
    });
    expect(
      checkCustomOfferAgainstCampaign({ enabled: true, maxFaceValuePence: 20000 }, 20000),
    ).toBe(null);
  });

  it('keeps the highest value within 1p–£500 and auto-accept within 5–95 % or none', () => {
    const ok = { enabled: true, maxFaceValuePence: 50000, autoAcceptDiscount: null };
    expect(customOfferSettingsSchema.safeParse(ok).success).toBe(true);
    expect(customOfferSettingsSchema.safeParse({ ...ok, autoAcceptDiscount: 95 }).success).toBe(
      true,
    );
    const message = (value: object) =>
      customOfferSettingsSchema.safeParse({ ...ok, ...value }).error?.issues[0]?.message;
    expect(message({ maxFaceValuePence: 0 })).toBe(CUSTOM_OFFER_MAX_FACE_VALUE_RANGE);
    expect(message({ maxFaceValuePence: 50001 })).toBe(CUSTOM_OFFER_MAX_FACE_VALUE_RANGE);
    expect(message({ autoAcceptDiscount: 4 })).toBe(CUSTOM_OFFER_AUTO_ACCEPT_RANGE);
    expect(message({ autoAcceptDiscount: 96 })).toBe(CUSTOM_OFFER_AUTO_ACCEPT_RANGE);
  });

  it('lets a counter-offer only ask for less discount', () => {
    expect(checkCounterDiscount(30, 20)).toBe(null);
    expect(checkCounterDiscount(30, 30)).toBe(CUSTOM_OFFER_COUNTER_NOT_LOWER);
  });
});

describe('custom offers: the purchase limit', () => {
  it('counts open offers with vouchers: fewer than nine in all', () => {
    expect(checkCustomOfferLimit(7, 0)).toBe(null);
    expect(checkCustomOfferLimit(7, 1)).toBe(PURCHASE_LIMIT_REACHED);
    expect(checkCustomOfferLimit(8, 0)).toBe(PURCHASE_LIMIT_REACHED);
  });
});
