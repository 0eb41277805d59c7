import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CUSTOM_DISCOUNT_RANGE,
  CUSTOM_FACE_VALUE_ABOVE_ZERO,
  CUSTOM_FACE_VALUE_LIMIT,
} from '../messages';
import {
  CUSTOM_DISCOUNT_DEFAULT,
  CUSTOM_FACE_VALUE_DEFAULT_PENCE,
  CUSTOM_FACE_VALUE_MAX_PENCE,
  clampCustomDiscount,
  clampCustomFaceValue,
} from '../custom-offer-limits';
import { customOfferSchema } from './custom-offer';
import { firstError } from './shared';

describe('clampCustomFaceValue', () => {
  it('clamps above £500 with the limit notice', () => {
    expect(CUSTOM_FACE_VALUE_LIMIT).toBe('£500 limit');
    expect(clampCustomFaceValue(501)).toEqual({
      valuePounds: 500,
      message: '£500 limit',
      valid: true,
    });
    expect(clampCustomFaceValue(500)).toEqual({ valuePounds: 500, message: null, valid: true });
  });

  it('refuses £0 and below', () => {
    expect(CUSTOM_FACE_VALUE_ABOVE_ZERO).toBe('Voucher value has to be above £0');
    expect(clampCustomFaceValue(0)).toEqual({
      valuePounds: 0,
      message: CUSTOM_FACE_VALUE_ABOVE_ZERO,
      valid: false,
    });
    expect(clampCustomFaceValue(-3).valid).toBe(false);
    expect(clampCustomFaceValue(Number.NaN)).toMatchObject({ valuePounds: 0, valid: false });
    expect(clampCustomFaceValue(0.01)).toEqual({ valuePounds: 0.01, message: null, valid: true });
  });

  it('always leaves a valid value within (0, 500]', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (pounds) => {
        const r = clampCustomFaceValue(pounds);
        expect(r.valid).toBe(pounds > 0);
        if (r.valid) {
          expect(r.valuePounds).toBeGreaterThan(0);
          expect(r.valuePounds).toBeLessThanOrEqual(500);
        }
      }),
    );
  });
});

describe('custom discount', () => {
  it('has the defaults of docs/product.md', () => {
    expect(CUSTOM_DISCOUNT_DEFAULT).toBe(25);
    expect(CUSTOM_FACE_VALUE_DEFAULT_PENCE).toBe(10_000);
    expect(CUSTOM_FACE_VALUE_MAX_PENCE).toBe(50_000);
  });

  it('keeps the slider between 5 and 95 in whole steps', () => {
    expect(clampCustomDiscount(2)).toBe(5);
    expect(clampCustomDiscount(99)).toBe(95);
    expect(clampCustomDiscount(42.4)).toBe(42);
    expect(clampCustomDiscount(Number.NaN)).toBe(25);
  });
});

describe('customOfferSchema', () => {
  const check = (customFaceValuePence: number, customDiscount: number) =>
    firstError(customOfferSchema, { customFaceValuePence, customDiscount });

  it('accepts the edges and refuses just beyond them', () => {
    expect(check(1, 5)).toBeNull();
    expect(check(50_000, 95)).toBeNull();
    expect(check(0, 25)).toBe(CUSTOM_FACE_VALUE_ABOVE_ZERO);
    expect(check(50_001, 25)).toBe(CUSTOM_FACE_VALUE_LIMIT);
    expect(check(1000.5, 25)).toBe(CUSTOM_FACE_VALUE_ABOVE_ZERO);
    expect(check(1000, 4)).toBe(CUSTOM_DISCOUNT_RANGE);
    expect(check(1000, 96)).toBe(CUSTOM_DISCOUNT_RANGE);
    expect(check(1000, 12.5)).toBe(CUSTOM_DISCOUNT_RANGE);
  });
});

describe("a campaign's own highest face value", () => {
  it('snaps to the lower maximum and names it', () => {
    expect(clampCustomFaceValue(250, 200)).toEqual({
      valuePounds: 200,
      message: 'This business considers offers up to £200.00.',
      valid: true,
    });
    expect(clampCustomFaceValue(150, 200)).toEqual({
      valuePounds: 150,
      message: null,
      valid: true,
    });
    // A maximum above £500 changes nothing.
    expect(clampCustomFaceValue(600, 900).message).toBe('£500 limit');
  });
});
