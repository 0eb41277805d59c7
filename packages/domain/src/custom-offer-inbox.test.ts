import { describe, expect, it } from 'vitest';
import {
  checkOfferSettings,
  counterDiscountError,
  counterOfferPricePence,
  declineReasonError,
  inboxOfferStatusText,
  offerMinutesLeft,
  parseDiscount,
} from './custom-offer-inbox';
import {
  CUSTOM_DISCOUNT_RANGE,
  CUSTOM_FACE_VALUE_ABOVE_ZERO,
  CUSTOM_FACE_VALUE_LIMIT,
  OFFER_AUTO_ACCEPTED,
  OFFER_AWAITING_CUSTOMER_PAYMENT,
  OFFER_DECLINE_REASON_TOO_LONG,
  OFFER_MAX_FACE_VALUE_FORMAT,
  OFFER_STATUS_CHARGED,
  OFFER_STATUS_PENDING,
  offerTimeLeftText,
} from './messages';

describe("the company's custom-offer inbox (docs/product.md#custom-offers)", () => {
  it('says an accepted offer not yet paid is awaiting customer payment, and why a sale was automatic', () => {
    expect(inboxOfferStatusText({ status: 'pending', autoAccepted: false })).toBe(
      OFFER_STATUS_PENDING,
    );
    expect(inboxOfferStatusText({ status: 'accepted', autoAccepted: false })).toBe(
      OFFER_AWAITING_CUSTOMER_PAYMENT,
    );
    expect(inboxOfferStatusText({ status: 'awaiting_payment', autoAccepted: false })).toBe(
      OFFER_AWAITING_CUSTOMER_PAYMENT,
    );
    expect(inboxOfferStatusText({ status: 'charged', autoAccepted: false })).toBe(
      OFFER_STATUS_CHARGED,
    );
    expect(inboxOfferStatusText({ status: 'charged', autoAccepted: true })).toBe(
      OFFER_AUTO_ACCEPTED,
    );
  });

  it('writes the time left in hours and minutes', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(offerTimeLeftText(offerMinutesLeft('2026-11-27T09:59:30Z', now))).toBe(
      '23 hours 59 minutes left',
    );
    expect(offerTimeLeftText(offerMinutesLeft('2026-11-26T11:01:00Z', now))).toBe(
      '1 hour 1 minute left',
    );
    expect(offerTimeLeftText(offerMinutesLeft('2026-11-26T14:00:00Z', now))).toBe('4 hours left');
    expect(offerTimeLeftText(offerMinutesLeft('2026-11-26T10:45:00Z', now))).toBe(
      '45 minutes left',
    );
    expect(offerTimeLeftText(offerMinutesLeft('2026-11-26T10:00:20Z', now))).toBe(
      'Less than a minute left',
    );
    expect(offerTimeLeftText(offerMinutesLeft('2026-11-26T09:00:00Z', now))).toBe('No time left');
  });

  it('checks a decline reason (optional, at most 500 characters) and a counter discount (5–95)', () => {
    expect(declineReasonError('')).toBeNull();
    expect(declineReasonError('x'.repeat(500))).toBeNull();
    expect(declineReasonError('x'.repeat(501))).toBe(OFFER_DECLINE_REASON_TOO_LONG);
    expect(counterDiscountError(5)).toBeNull();
    expect(counterDiscountError(95)).toBeNull();
    expect(counterDiscountError(4)).toBe(CUSTOM_DISCOUNT_RANGE);
    expect(counterDiscountError(96)).toBe(CUSTOM_DISCOUNT_RANGE);
    expect(counterDiscountError(parseDiscount('12.5'))).toBe(CUSTOM_DISCOUNT_RANGE);
    expect(parseDiscount(' 20 ')).toBe(20);
    // £80 at 30% is £56, as any voucher price (money.ts).
    expect(counterOfferPricePence(8000, 30)).toBe(5600);
  });

  it('checks the offer settings: highest face value above £0 and at most £500, auto-accept off or 5–95%', () => {
    const form = { enabled: true, maxFaceValue: '250', autoAccept: false, autoAcceptDiscount: '' };
    expect(checkOfferSettings(form)).toEqual({
      errors: {},
      settings: { enabled: true, maxFaceValuePence: 25000, autoAcceptDiscount: null },
    });
    expect(checkOfferSettings({ ...form, autoAccept: true, autoAcceptDiscount: '20' })).toEqual({
      errors: {},
      settings: { enabled: true, maxFaceValuePence: 25000, autoAcceptDiscount: 20 },
    });
    expect(
      checkOfferSettings({ ...form, maxFaceValue: '500.00' }).settings?.maxFaceValuePence,
    ).toBe(50000);
    const error = (f: Partial<typeof form>) => checkOfferSettings({ ...form, ...f }).errors;
    expect(error({ maxFaceValue: '' })).toEqual({ maxFaceValue: CUSTOM_FACE_VALUE_ABOVE_ZERO });
    expect(error({ maxFaceValue: '0' })).toEqual({ maxFaceValue: CUSTOM_FACE_VALUE_ABOVE_ZERO });
    expect(error({ maxFaceValue: '500.01' })).toEqual({ maxFaceValue: CUSTOM_FACE_VALUE_LIMIT });
    expect(error({ maxFaceValue: '12.345' })).toEqual({
      maxFaceValue: OFFER_MAX_FACE_VALUE_FORMAT,
    });
    expect(error({ autoAccept: true, autoAcceptDiscount: '' })).toEqual({
      autoAcceptDiscount: CUSTOM_DISCOUNT_RANGE,
    });
    expect(error({ autoAccept: true, autoAcceptDiscount: '96' })).toEqual({
      autoAcceptDiscount: CUSTOM_DISCOUNT_RANGE,
    });
    // Off: whatever is left in the discount box is not checked and not saved.
    expect(error({ autoAccept: false, autoAcceptDiscount: '200' })).toEqual({});
  });
});
