import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Triple } from './campaign';
import {
  MAX_PURCHASES_PER_CAMPAIGN,
  SLOT_AVAILABLE,
  SLOT_BOUGHT,
  SLOT_BUDGET_TOO_LOW,
  campaignHeadline,
  canBuyCampaignAgain,
  discountStepLabel,
  ladderBuyBlock,
  levelFromPurchasedSteps,
  maxDiscount,
  slotStatusGrid,
  stepLabel,
} from './loyalty';

describe('levelFromPurchasedSteps', () => {
  it('climbs the ladder one step per purchase', () => {
    expect(levelFromPurchasedSteps([])).toBe(1);
    expect(levelFromPurchasedSteps([1])).toBe(2);
    expect(levelFromPurchasedSteps([1, 2])).toBe(3);
    expect(levelFromPurchasedSteps([1, 2, 3])).toBe('complete');
  });

  it('ignores custom offers and repeats, and accepts any iterable', () => {
    expect(levelFromPurchasedSteps([4, 4])).toBe(1);
    expect(levelFromPurchasedSteps([1, 1, 4])).toBe(2);
    expect(levelFromPurchasedSteps(new Set([2, 1]))).toBe(3);
    expect(levelFromPurchasedSteps([3, 1, 2, 4])).toBe('complete');
  });

  it('asks for the first missing step when steps were skipped', () => {
    expect(levelFromPurchasedSteps([2])).toBe(1);
    expect(levelFromPurchasedSteps([1, 3])).toBe(2);
  });
});

describe('slotStatusGrid', () => {
  const faces: Triple<number> = [2500, 5000, 10000];
  const full: Triple<number> = [100000, 100000, 100000];

  it('offers every slot of every step to a new customer with budget left', () => {
    expect(
      slotStatusGrid({ salesValueLeftPence: full, faceValuesPence: faces, stepsBought: [] }),
    ).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });

  it('marks the steps this customer has bought', () => {
    expect(
      slotStatusGrid({ salesValueLeftPence: full, faceValuesPence: faces, stepsBought: [1, 2] }),
    ).toEqual([
      [SLOT_BOUGHT, SLOT_BOUGHT, SLOT_BOUGHT],
      [SLOT_BOUGHT, SLOT_BOUGHT, SLOT_BOUGHT],
      [SLOT_AVAILABLE, SLOT_AVAILABLE, SLOT_AVAILABLE],
    ]);
  });

  it('blocks slots whose face value exceeds the step budget, exact budget still sells', () => {
    const grid = slotStatusGrid({
      salesValueLeftPence: [100000, 5000, 100000],
      faceValuesPence: faces,
      stepsBought: [],
    });
    expect(grid[1]).toEqual([SLOT_AVAILABLE, SLOT_AVAILABLE, SLOT_BUDGET_TOO_LOW]);
  });

  it('cascades a blocked slot to the later steps', () => {
    const grid = slotStatusGrid({
      salesValueLeftPence: [4999, 100000, 100000],
      faceValuesPence: faces,
      stepsBought: [],
    });
    expect(grid).toEqual([
      [1, 3, 3],
      [1, 3, 3],
      [1, 3, 3],
    ]);
  });

  it('puts budget exhaustion before bought', () => {
    const grid = slotStatusGrid({
      salesValueLeftPence: [0, 100000, 100000],
      faceValuesPence: faces,
      stepsBought: [1],
    });
    expect(grid[0]).toEqual([3, 3, 3]);
    expect(grid[1]).toEqual([3, 3, 3]);
  });

  it('holds the rule for any budgets and purchases', () => {
    const pence = fc.integer({ min: 0, max: 200_000 });
    fc.assert(
      fc.property(
        fc.tuple(pence, pence, pence),
        fc.tuple(pence, pence, pence),
        fc.subarray([1, 2, 3, 4]),
        (left, faces, bought) => {
          const grid = slotStatusGrid({
            salesValueLeftPence: left,
            faceValuesPence: faces,
            stepsBought: bought,
          });
          for (let s = 0; s < 3; s++) {
            for (let slot = 0; slot < 3; slot++) {
              const status = grid[s]![slot];
              const blocked = [0, 1, 2].slice(0, s + 1).some((e) => left[e]! < faces[slot]!);
              if (blocked) expect(status).toBe(SLOT_BUDGET_TOO_LOW);
              else expect(status).toBe(bought.includes(s + 1) ? SLOT_BOUGHT : SLOT_AVAILABLE);
            }
          }
        },
      ),
    );
  });
});

describe('purchase limit', () => {
  it('allows eight purchases of a campaign and never a ninth', () => {
    expect(MAX_PURCHASES_PER_CAMPAIGN).toBe(8);
    expect(canBuyCampaignAgain(0)).toBe(true);
    expect(canBuyCampaignAgain(7)).toBe(true);
    expect(canBuyCampaignAgain(8)).toBe(false);
    expect(canBuyCampaignAgain(9)).toBe(false);
  });
});

describe('ladderBuyBlock', () => {
  it('lets the customer buy at their level only', () => {
    expect(ladderBuyBlock([], 0, 1)).toBeNull();
    expect(ladderBuyBlock([], 0, 2)).toBe('not-current-step');
    expect(ladderBuyBlock([1], 1, 2)).toBeNull();
    expect(ladderBuyBlock([1], 1, 1)).toBe('not-current-step');
  });

  it('blocks the ladder once complete but keeps custom offers until the limit', () => {
    expect(ladderBuyBlock([1, 2, 3], 3, 1)).toBe('ladder-complete');
    expect(ladderBuyBlock([1, 2, 3], 3, 4)).toBeNull();
    expect(ladderBuyBlock([1, 2, 3], 8, 4)).toBe('purchase-limit');
    expect(ladderBuyBlock([], 8, 1)).toBe('purchase-limit');
  });
});

describe('labels', () => {
  it('labels the ladder steps with their discounts', () => {
    const d: Triple<number> = [10, 15, 25];
    expect(stepLabel(1, d)).toBe('Save 10%');
    expect(stepLabel(2, d)).toBe('Next time 15%');
    expect(stepLabel(3, d)).toBe('After that 25%');
  });

  it('labels steps above 3 as Custom', () => {
    expect(discountStepLabel(1)).toBe('1');
    expect(discountStepLabel(3)).toBe('3');
    expect(discountStepLabel(4)).toBe('Custom');
    expect(discountStepLabel(7)).toBe('Custom');
  });

  it('headlines the best discount', () => {
    expect(maxDiscount({ discounts: [10, 30, 20] })).toBe(30);
    expect(campaignHeadline({ discounts: [10, 15, 20], companyName: 'Bean There' })).toBe(
      'Get up to 20% off vouchers to use at Bean There',
    );
  });
});
