import { describe, expect, it } from 'vitest';
import {
  checkOfferSettings,
  counterDiscountError,
  counterOfferPricePence,
  declineReasonError,
  inboxOfferStatusText,
  offerSettingsForm,
  offerTimeLeft,
  parseDiscount,
} from './custom-offer-inbox';
import {
  CUSTOM_DISCOUNT_RANGE,
  CUSTOM_OFFER_AUTO_ACCEPT_RANGE,
  CUSTOM_OFFER_COUNTER_NOT_LOWER,
  CUSTOM_OFFER_MAX_FACE_VALUE_RANGE,
  OFFER_AUTO_ACCEPTED,
  OFFER_AWAITING_CUSTOMER_PAYMENT,
  OFFER_DECLINE_REASON_TOO_LONG,
  OFFER_STATUS_CHARGED,
  OFFER_STATUS_PENDING,
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
    expect(offerTimeLeft('2026-11-27T09:59:30Z', now)).toBe('23 hours 59 minutes left');
    expect(offerTimeLeft('2026-11-26T11:01:00Z', now)).toBe('1 hour 1 minute left');
    expect(offerTimeLeft('2026-11-26T14:00:00Z', now)).toBe('4 hours left');
    expect(offerTimeLeft('2026-11-26T10:45:00Z', now)).toBe('45 minutes left');
    expect(offerTimeLeft('2026-11-26T10:00:20Z', now)).toBe('less than a minute left');
  });

  it('checks a decline reason (optional, at most 500 characters) and a counter discount (5–95, below the offer’s)', () => {
    expect(declineReasonError('')).toBeNull();
    expect(declineReasonError('x'.repeat(500))).toBeNull();
    expect(declineReasonError('x'.repeat(501))).toBe(OFFER_DECLINE_REASON_TOO_LONG);
    expect(counterDiscountError(30, 5)).toBeNull();
    expect(counterDiscountError(96, 95)).toBeNull();
    expect(counterDiscountError(30, 4)).toBe(CUSTOM_DISCOUNT_RANGE);
    expect(counterDiscountError(30, 96)).toBe(CUSTOM_DISCOUNT_RANGE);
    expect(counterDiscountError(30, parseDiscount('12.5'))).toBe(CUSTOM_DISCOUNT_RANGE);
    expect(counterDiscountError(30, 30)).toBe(CUSTOM_OFFER_COUNTER_NOT_LOWER);
    expect(parseDiscount(' 20 ')).toBe(20);
    // £80 at 30% is £56, as any voucher price (money.ts).
    expect(counterOfferPricePence(8000, 30)).toBe(5600);
  });

  it('checks the offer settings as typed: highest face value £0.01–£500, auto-accept empty (off) or 5–95%', () => {
    const form = { enabled: true, maxFaceValue: '250', autoAcceptDiscount: '' };
    expect(checkOfferSettings(form)).toEqual({
      errors: {},
      settings: { enabled: true, maxFaceValuePence: 25000, autoAcceptDiscount: null },
    });
    expect(checkOfferSettings({ ...form, autoAcceptDiscount: '20' }).settings).toEqual({
      enabled: true,
      maxFaceValuePence: 25000,
      autoAcceptDiscount: 20,
    });
    expect(
      checkOfferSettings({ ...form, maxFaceValue: '£500.00' }).settings?.maxFaceValuePence,
    ).toBe(50000);
    const error = (f: Partial<typeof form>) => checkOfferSettings({ ...form, ...f }).errors;
    for (const typed of ['', '0', '500.01', '12.345', 'lots']) {
      expect(error({ maxFaceValue: typed }), typed).toEqual({
        maxFaceValue: CUSTOM_OFFER_MAX_FACE_VALUE_RANGE,
      });
    }
    for (const typed of ['4', '96', '12.5', 'x']) {
      expect(error({ autoAcceptDiscount: typed }), typed).toEqual({
        autoAcceptDiscount: CUSTOM_OFFER_AUTO_ACCEPT_RANGE,
      });
    }
    expect(error({ maxFaceValue: '0', autoAcceptDiscount: '99' })).toEqual({
      maxFaceValue: CUSTOM_OFFER_MAX_FACE_VALUE_RANGE,
      autoAcceptDiscount: CUSTOM_OFFER_AUTO_ACCEPT_RANGE,
    });
  });

  it('fills the form from the saved settings', () => {
    expect(
      offerSettingsForm({ enabled: true, maxFaceValuePence: 25050, autoAcceptDiscount: 15 }),
    ).toEqual({ enabled: true, maxFaceValue: '250.50', autoAcceptDiscount: '15' });
    expect(
      offerSettingsForm({ enabled: false, maxFaceValuePence: 50000, autoAcceptDiscount: null }),
    ).toEqual({ enabled: false, maxFaceValue: '500', autoAcceptDiscount: '' });
  });
});
