import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CAMPAIGN_NAME_REQUIRED,
  EXPIRY_REQUIRED,
  FACE_VALUE_2_ABOVE_1,
  FACE_VALUE_3_ABOVE_2,
  FACE_VALUE_MULTIPLE,
  FACE_VALUE_RANGE,
  START_DATE_IN_PAST,
  START_DATE_REQUIRED,
  STEP_2_ABOVE_1,
  STEP_3_ABOVE_2,
  STEP_DISCOUNT_MAX,
  STEP_DISCOUNT_MIN,
  STEP_DISCOUNT_MULTIPLE,
  TERMS_NOT_ACCEPTED,
  TOTAL_VALUE_RANGE,
} from '../messages';
import {
  campaignRequestSchema,
  checkFaceValues,
  checkStepDiscounts,
  checkTotalValue,
  isStartDateInPast,
  missingCampaignPrerequisites,
  isCampaignNameTaken,
  EXPIRY_YEARS_MAX,
  EXPIRY_YEARS_OPTIONS,
} from './campaign-request';
import { fieldErrors, firstError } from './shared';

const msg = (issue: { message: string } | null) => issue?.message ?? null;

describe('checkFaceValues', () => {
  it('accepts £10–£1,000 in £5 multiples, each at least £5 above the last', () => {
    expect(checkFaceValues([1000, 1500, 2000])).toBeNull();
    expect(checkFaceValues([99000, 99500, 100000])).toBeNull();
  });

  it('refuses values out of range or off the £5 grid', () => {
    expect(msg(checkFaceValues([500, 1500, 2000]))).toBe(FACE_VALUE_RANGE);
    expect(msg(checkFaceValues([1000, 1500, 100500]))).toBe(FACE_VALUE_RANGE);
    expect(checkFaceValues([1000, 1250, 2000])).toEqual({ index: 1, message: FACE_VALUE_MULTIPLE });
  });

  it('needs each voucher £5 above the one before', () => {
    expect(checkFaceValues([2000, 2000, 3000])).toEqual({
      index: 1,
      message: FACE_VALUE_2_ABOVE_1,
    });
    expect(checkFaceValues([2000, 3000, 2500])).toEqual({
      index: 2,
      message: FACE_VALUE_3_ABOVE_2,
    });
  });

  it('accepts exactly the valid triples', () => {
    const face = fc.integer({ min: 0, max: 220 }).map((n) => n * 500);
    fc.assert(
      fc.property(fc.tuple(face, face, face), ([a, b, c]) => {
        const valid = a >= 1000 && c <= 100000 && b >= a + 500 && c >= b + 500;
        expect(checkFaceValues([a, b, c]) === null).toBe(valid);
      }),
    );
  });
});

describe('checkStepDiscounts', () => {
  it('accepts multiples of 5 from 5 to 90, rising by at least 5', () => {
    expect(checkStepDiscounts([5, 10, 15])).toBeNull();
    expect(checkStepDiscounts([10, 50, 90])).toBeNull();
  });

  it('refuses bad steps with the right message', () => {
    expect(msg(checkStepDiscounts([7, 10, 15]))).toBe(STEP_DISCOUNT_MULTIPLE);
    expect(msg(checkStepDiscounts([0, 10, 15]))).toBe(STEP_DISCOUNT_MIN);
    expect(msg(checkStepDiscounts([10, 50, 95]))).toBe(STEP_DISCOUNT_MAX);
    expect(checkStepDiscounts([10, 10, 20])).toEqual({ index: 1, message: STEP_2_ABOVE_1 });
    expect(checkStepDiscounts([10, 20, 15])).toEqual({ index: 2, message: STEP_3_ABOVE_2 });
  });

  it('accepts exactly the valid triples', () => {
    const pct = fc.integer({ min: -5, max: 100 });
    fc.assert(
      fc.property(fc.tuple(pct, pct, pct), (d) => {
        const [a, b, c] = d;
        const valid = d.every((x) => x % 5 === 0 && x >= 5 && x <= 90) && b >= a + 5 && c >= b + 5;
        expect(checkStepDiscounts(d) === null).toBe(valid);
      }),
    );
  });
});

describe('checkTotalValue', () => {
  it('allows £1,000 to £1,000,000', () => {
    expect(checkTotalValue(100_000)).toBeNull();
    expect(checkTotalValue(100_000_000)).toBeNull();
    expect(checkTotalValue(99_999)).toBe(TOTAL_VALUE_RANGE);
    expect(checkTotalValue(100_000_001)).toBe(TOTAL_VALUE_RANGE);
  });
});

describe('campaignRequestSchema', () => {
  const now = new Date('2025-06-10T09:00:00Z');
  const schema = campaignRequestSchema(now);
  const request = {
    faceValuesPence: [2500, 5000, 10000],
    discounts: [10, 15, 20],
    totalValuePence: 500_000,
    name: 'Summer coffee',
    expiryYears: 1,
    startDate: new Date('2025-06-10T00:00:00Z'),
    termsAccepted: true,
  };

  it('accepts a good request starting today', () => {
    expect(firstError(schema, request)).toBeNull();
  });

  it('reports problems in the order of docs/product.md', () => {
    expect(firstError(schema, {})).toBe(FACE_VALUE_RANGE);
    const bad = {
      faceValuesPence: [2500, 2500, 10000],
      discounts: [10, 95, 20],
      totalValuePence: 5,
      name: ' ',
      expiryYears: 0,
      startDate: new Date('2025-06-09T12:00:00Z'),
      termsAccepted: false,
    };
    expect(fieldErrors(schema, bad)).toEqual({
      faceValuesPence: FACE_VALUE_2_ABOVE_1,
      discounts: STEP_DISCOUNT_MAX,
      totalValuePence: TOTAL_VALUE_RANGE,
      name: CAMPAIGN_NAME_REQUIRED,
      expiryYears: EXPIRY_REQUIRED,
      startDate: START_DATE_IN_PAST,
      termsAccepted: TERMS_NOT_ACCEPTED,
    });
    expect(firstError(schema, bad)).toBe(FACE_VALUE_2_ABOVE_1);
    expect(firstError(schema, { ...request, name: '' })).toBe(CAMPAIGN_NAME_REQUIRED);
    expect(firstError(schema, { ...request, termsAccepted: undefined })).toBe(TERMS_NOT_ACCEPTED);
    expect(firstError(schema, { ...request, startDate: 'not a date' })).toBe(START_DATE_REQUIRED);
  });

  it('points at the offending voucher', () => {
    const r = schema.safeParse({ ...request, faceValuesPence: [2500, 5000, 5000] });
    expect(r.success ? null : r.error.issues[0]?.path).toEqual(['faceValuesPence', 2]);
  });
});

describe('isStartDateInPast', () => {
  it('judges by the UK calendar day', () => {
    const now = new Date('2025-06-10T22:30:00Z'); // 23:30 on 10 June in London
    expect(isStartDateInPast(new Date('2025-06-10T00:00:00Z'), now)).toBe(false);
    expect(isStartDateInPast(new Date('2025-06-09T22:59:00Z'), now)).toBe(true); // 9 June 23:59 BST
    expect(isStartDateInPast(new Date('2025-06-09T23:00:00Z'), now)).toBe(false); // 10 June 00:00
    expect(isStartDateInPast(new Date('2025-06-11T00:00:00Z'), now)).toBe(false);
  });
});

describe('missingCampaignPrerequisites', () => {
  it('lists what is still missing in the order of docs/product.md', () => {
    expect(missingCampaignPrerequisites({})).toHaveLength(9);
    expect(
      missingCampaignPrerequisites({
        websiteConnection: true,
        paymentsConnection: true,
        companyData: true,
        complianceData: true,
        primaryImage: true,
        logo: false,
        category: true,
        website: true,
      }),
    ).toEqual(['logo', 'description']);
  });
});

describe('campaign name uniqueness and expiry bounds', () => {
  it('compares names trimmed, ignoring case and inner spacing', () => {
    expect(isCampaignNameTaken(' Summer  Treats ', ['summer treats'])).toBe(true);
    expect(isCampaignNameTaken('Summer Treats 2', ['Summer Treats'])).toBe(false);
    expect(isCampaignNameTaken('   ', [''])).toBe(false);
  });

  it('refuses an expiry beyond ten years with the expiry message', () => {
    const valid = {
      faceValuesPence: [2500, 5000, 10000],
      discounts: [10, 15, 20],
      totalValuePence: 100000,
      name: 'Treats',
      startDate: '2026-12-01',
      termsAccepted: true,
    };
    const schema = campaignRequestSchema(new Date('2026-11-24T12:00:00Z'));
    expect(firstError(schema, { ...valid, expiryYears: 11 })).toBe(EXPIRY_REQUIRED);
    expect(firstError(schema, { ...valid, expiryYears: EXPIRY_YEARS_MAX })).toBeNull();
    expect(EXPIRY_YEARS_OPTIONS.every((y) => y >= 1 && y <= EXPIRY_YEARS_MAX)).toBe(true);
  });
});
