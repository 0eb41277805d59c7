import { describe, expect, it } from 'vitest';
import { changeCutsOff, customerEmailFor, giftingFeeOverrideRefusal } from './admin-customers';
import { CUSTOMER_GIFTING_FEE_RANGE } from './messages';

describe('admin changes to a customer', () => {
  it('takes a gifting fee of £0 to £50 in whole pence, or none', () => {
    expect(giftingFeeOverrideRefusal(null)).toBeNull();
    expect(giftingFeeOverrideRefusal(0)).toBeNull();
    expect(giftingFeeOverrideRefusal(5000)).toBeNull();
    expect(giftingFeeOverrideRefusal(5001)).toBe(CUSTOMER_GIFTING_FEE_RANGE);
    expect(giftingFeeOverrideRefusal(-1)).toBe(CUSTOMER_GIFTING_FEE_RANGE);
    expect(giftingFeeOverrideRefusal(1.5)).toBe(CUSTOMER_GIFTING_FEE_RANGE);
  });

  it('emails and asks for confirmation only for changes that cut the customer off or back in', () => {
    expect(customerEmailFor({ field: 'status', value: 'denied' })).toBe('denied');
    expect(customerEmailFor({ field: 'buyingEnabled', value: false })).toBe('buying-off');
    expect(customerEmailFor({ field: 'redemptionsEnabled', value: true })).toBe('redemptions-on');
    expect(customerEmailFor({ field: 'tester', value: true })).toBeNull();
    expect(changeCutsOff({ field: 'tester', value: true })).toBe(false);
    expect(changeCutsOff({ field: 'giftingFeePence', value: 100 })).toBe(false);
    expect(changeCutsOff({ field: 'status', value: 'approved' })).toBe(true);
  });
});
