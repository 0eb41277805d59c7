import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  amountPaidPence,
  formatPounds,
  giftTotalPence,
  parsePoundsToPence,
  penceToPounds,
  poundsToPence,
  savingPence,
} from './money';

describe('amountPaidPence', () => {
  it('rounds half-up to the penny without float drift', () => {
    expect(amountPaidPence(1005, 15)).toBe(854); // 854.25
    expect(amountPaidPence(2500, 10)).toBe(2250);
    expect(amountPaidPence(1, 50)).toBe(1); // exactly 0.5 rounds up
    expect(amountPaidPence(3, 50)).toBe(2); // 1.5 → 2
    expect(amountPaidPence(1099, 25)).toBe(824); // 824.25
    expect(amountPaidPence(1099, 35)).toBe(714); // 714.35
    expect(amountPaidPence(1003, 5)).toBe(953); // 952.85
  });

  it('keeps the edges of the discount range', () => {
    expect(amountPaidPence(10000, 0)).toBe(10000);
    expect(amountPaidPence(10000, 100)).toBe(0);
  });

  it('refuses fractional pence and impossible discounts', () => {
    expect(() => amountPaidPence(10.5, 10)).toThrow(RangeError);
    expect(() => amountPaidPence(-1, 10)).toThrow(RangeError);
    expect(() => amountPaidPence(1000, 101)).toThrow(RangeError);
    expect(() => amountPaidPence(1000, 12.5)).toThrow(RangeError);
  });

  it('is within half a penny of the exact value and never exceeds the face value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (face, discount) => {
          const paid = amountPaidPence(face, discount);
          const exactTimes100 = face * (100 - discount);
          expect(Number.isInteger(paid)).toBe(true);
          // |paid − exact| ≤ 0.5, with a tie going up: 100·paid − exact·100 ∈ (−50, 50]
          expect(paid * 100 - exactTimes100).toBeGreaterThan(-50);
          expect(paid * 100 - exactTimes100).toBeLessThanOrEqual(50);
          expect(paid).toBeLessThanOrEqual(face);
          expect(savingPence(face, discount)).toBe(face - paid);
        },
      ),
    );
  });

  it('never pays more for a bigger discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (face, d) => {
          expect(amountPaidPence(face, d + 1)).toBeLessThanOrEqual(amountPaidPence(face, d));
        },
      ),
    );
  });
});

describe('formatPounds', () => {
  it('shows en-GB pounds with two decimals and thousands separators', () => {
    expect(formatPounds(1250)).toBe('£12.50');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(100000)).toBe('£1,000.00');
    expect(formatPounds(100000000)).toBe('£1,000,000.00');
    expect(formatPounds(-90000)).toBe('-£900.00');
  });

  it('agrees with Intl en-GB currency formatting', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (pence) => {
        expect(formatPounds(pence)).toBe(intl.format(pence / 100));
      }),
    );
  });
});

describe('giftTotalPence', () => {
  it('adds the gifting fee to the voucher price', () => {
    expect(giftTotalPence(2125, 199)).toBe(2324);
    expect(giftTotalPence(2125, 0)).toBe(2125);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => giftTotalPence(-1, 100)).toThrow(RangeError);
    expect(() => giftTotalPence(100, 0.5)).toThrow(RangeError);
  });
});

describe('pounds and pence', () => {
  it('converts typed pounds to whole pence', () => {
    expect(poundsToPence(12.5)).toBe(1250);
    expect(poundsToPence(0.29)).toBe(29);
    expect(poundsToPence(1.005)).toBe(101);
    expect(penceToPounds(1250)).toBe(12.5);
  });

  it('round-trips every penny amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (pence) => {
        expect(poundsToPence(penceToPounds(pence))).toBe(pence);
        expect(parsePoundsToPence(formatPounds(pence))).toBe(pence);
      }),
    );
  });

  it('parses typed amounts and refuses what is not money', () => {
    expect(parsePoundsToPence('12')).toBe(1200);
    expect(parsePoundsToPence(' 12.5 ')).toBe(1250);
    expect(parsePoundsToPence('£1,250.05')).toBe(125005);
    expect(parsePoundsToPence('12.345')).toBeNull();
    expect(parsePoundsToPence('-3')).toBeNull();
    expect(parsePoundsToPence('abc')).toBeNull();
    expect(parsePoundsToPence('')).toBeNull();
  });
});
