import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EXPIRY_YEAR_MS, isVoucherExpired, voucherExpiry } from './expiry';

describe('voucherExpiry', () => {
  it('adds 365.24 days per year to the payment time', () => {
    const paid = new Date('2025-03-01T12:00:00.000Z');
    expect(EXPIRY_YEAR_MS).toBe(31_556_736_000);
    expect(voucherExpiry(paid, 1).toISOString()).toBe('2026-03-01T17:45:36.000Z');
    expect(voucherExpiry(paid, 2).toISOString()).toBe('2027-03-01T23:31:12.000Z');
    expect(voucherExpiry(paid, 0).getTime()).toBe(paid.getTime());
  });

  it('is exact for whole years and does not mutate the payment date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (ms, years) => {
          const paid = new Date(ms);
          expect(voucherExpiry(paid, years).getTime() - ms).toBe(years * 31_556_736_000);
          expect(paid.getTime()).toBe(ms);
        },
      ),
    );
  });

  it('refuses negative or non-numeric years', () => {
    expect(() => voucherExpiry(new Date(0), -1)).toThrow(RangeError);
    expect(() => voucherExpiry(new Date(0), Number.NaN)).toThrow(RangeError);
  });

  it('is expired from the expiry instant on', () => {
    const expiry = new Date('2026-01-01T00:00:00Z');
    expect(isVoucherExpired(expiry, new Date('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isVoucherExpired(expiry, expiry)).toBe(true);
  });
});
