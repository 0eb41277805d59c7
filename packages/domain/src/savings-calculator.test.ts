import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { COMMISSION_RANGE, DIGITS_ONLY } from './messages';
import {
  SAVINGS_CALCULATOR_DEFAULTS,
  checkCommission,
  checkDigitsOnly,
  keepDigits,
  savingsCalculator,
} from './savings-calculator';

describe('savingsCalculator', () => {
  it('uses the defaults of docs/product.md: £15,000 sales, 15% commission, £1,000 fees', () => {
    expect(SAVINGS_CALCULATOR_DEFAULTS).toEqual({
      salesPounds: 15000,
      commissionPercent: 15,
      feesPounds: 1000,
    });
    expect(savingsCalculator()).toEqual({
      commissionPence: 225_000,
      earningsWithOthersPence: 1_175_000,
      earningsWithUsPence: 1_500_000,
      savingPence: 325_000,
    });
  });

  it('rounds commission to the penny and can go below zero elsewhere', () => {
    expect(
      savingsCalculator({ salesPounds: 3, commissionPercent: 33, feesPounds: 0 }),
    ).toMatchObject({
      commissionPence: 99,
    });
    expect(savingsCalculator({ salesPounds: 100, feesPounds: 1000 }).earningsWithOthersPence).toBe(
      -91_500,
    );
  });

  it('keeps earnings with us equal to sales and the saving equal to commission plus fees', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.integer({ min: 0, max: 100 }),
        fc.nat(1_000_000),
        (s, c, f) => {
          const r = savingsCalculator({ salesPounds: s, commissionPercent: c, feesPounds: f });
          expect(r.earningsWithUsPence).toBe(s * 100);
          expect(r.savingPence).toBe(r.commissionPence + f * 100);
          expect(r.commissionPence).toBeLessThanOrEqual(s * 100);
        },
      ),
    );
  });

  it('clamps commission to 0–100', () => {
    expect(
      savingsCalculator({ salesPounds: 100, commissionPercent: 150, feesPounds: 0 })
        .commissionPence,
    ).toBe(10_000);
    expect(
      savingsCalculator({ salesPounds: 100, commissionPercent: -5, feesPounds: 0 }).commissionPence,
    ).toBe(0);
  });
});

describe('calculator inputs', () => {
  it('takes digits only for sales and fees', () => {
    expect(checkDigitsOnly('15000')).toBeNull();
    expect(checkDigitsOnly('15,000')).toBe(DIGITS_ONLY);
    expect(checkDigitsOnly('1.5')).toBe(DIGITS_ONLY);
    expect(checkDigitsOnly('')).toBe(DIGITS_ONLY);
    expect(keepDigits('£15,000.50')).toBe('1500050');
  });

  it('takes commission from 0 to 100', () => {
    expect(checkCommission(0)).toBeNull();
    expect(checkCommission(100)).toBeNull();
    expect(checkCommission(101)).toBe(COMMISSION_RANGE);
    expect(checkCommission(-1)).toBe(COMMISSION_RANGE);
  });
});
