import { describe, expect, it } from 'vitest';
import { customOfferStatusText, offerWithdrawable } from './custom-offer-status';

const now = new Date('2026-11-26T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('custom offer status for its buyer', () => {
  it('says whose turn it is and how long is left, in hours and minutes', () => {
    const offer = { companyName: 'Bean There', counterDiscount: null };
    expect(
      customOfferStatusText({ ...offer, status: 'pending', expiresAt: at(23 * 60 + 5) }, now),
    ).toBe('Waiting for Bean There — 23 hours 5 minutes left');
    expect(customOfferStatusText({ ...offer, status: 'pending', expiresAt: at(0.5) }, now)).toBe(
      'Waiting for Bean There — less than a minute left',
    );
    expect(
      customOfferStatusText(
        { ...offer, status: 'countered', expiresAt: at(60), counterDiscount: 15 },
        now,
      ),
    ).toBe('Countered at 15% off');
    expect(customOfferStatusText({ ...offer, status: 'charged', expiresAt: null }, now)).toBe(
      'Voucher issued',
    );
  });

  it('lets the buyer withdraw only while the offer waits for an answer or a counter is theirs', () => {
    expect(offerWithdrawable('pending')).toBe(true);
    expect(offerWithdrawable('countered')).toBe(true);
    for (const status of ['accepted', 'awaiting_payment', 'charged', 'declined'] as const) {
      expect(offerWithdrawable(status)).toBe(false);
    }
  });
});
