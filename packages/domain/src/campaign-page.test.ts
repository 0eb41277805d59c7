import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUY_SIGNED_OUT,
  buyButtonText,
  currentStep,
  firstAvailableSlot,
  slotNote,
  slotStatusAt,
  stepStates,
} from './campaign-page';
import type { SlotStatusGrid } from './loyalty';
import { levelFromPurchasedSteps, slotStatusGrid } from './loyalty';

describe('stepStates', () => {
  it('crosses out the steps below the level and locks those above it', () => {
    expect(stepStates(1)).toEqual(['current', 'locked', 'locked']);
    expect(stepStates(2)).toEqual(['bought', 'current', 'locked']);
    expect(stepStates(3)).toEqual(['bought', 'bought', 'current']);
    expect(stepStates('complete')).toEqual(['bought', 'bought', 'bought']);
  });

  it('has exactly one current step until the ladder is complete', () => {
    fc.assert(
      fc.property(fc.subarray([1, 2, 3]), (bought) => {
        const level = levelFromPurchasedSteps(bought);
        const states = stepStates(level);
        expect(states.filter((s) => s === 'current')).toHaveLength(level === 'complete' ? 0 : 1);
        expect(currentStep(level)).toBe(level === 'complete' ? null : level);
        if (level !== 'complete') expect(states[level - 1]).toBe('current');
      }),
    );
  });
});

describe('slots on the page', () => {
  const grid: SlotStatusGrid = [
    [2, 2, 2],
    [3, 1, 1],
    [3, 3, 1],
  ];

  it('finds the first slot the customer can buy at a step', () => {
    expect(firstAvailableSlot(grid, 1)).toBeNull();
    expect(firstAvailableSlot(grid, 2)).toBe(1);
    expect(firstAvailableSlot(grid, 3)).toBe(2);
  });

  it('explains a slot that cannot be bought', () => {
    expect(slotNote(1)).toBeNull();
    expect(slotNote(2)).toBe('Already bought');
    expect(slotNote(3)).toBe('Sold out at this step');
  });

  it('never offers a slot the domain grid does not mark available', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(5000), fc.nat(5000), fc.nat(5000)),
        fc.subarray([1, 2, 3]),
        (left, bought) => {
          const g = slotStatusGrid({
            salesValueLeftPence: left,
            faceValuesPence: [1000, 2000, 3000],
            stepsBought: bought,
          });
          for (const step of [1, 2, 3] as const) {
            const slot = firstAvailableSlot(g, step);
            if (slot !== null) expect(slotStatusAt(g, step, slot)).toBe(1);
            else expect([0, 1, 2].map((i) => slotStatusAt(g, step, i))).not.toContain(1);
          }
        },
      ),
    );
  });
});

describe('the buy button', () => {
  it('says the words of docs/product.md', () => {
    expect(BUY_SIGNED_OUT).toBe('Buy + Unlock Bigger Discounts');
    expect(buyButtonText({ faceValuePence: 2500, discount: 10 })).toBe("Let's Go £22.50");
    expect(buyButtonText({ faceValuePence: 1005, discount: 15, giftFeePence: 150 })).toBe(
      "Let's Go £8.54 + £1.50 gift fee",
    );
  });
});
