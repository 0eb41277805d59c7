import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { overallSalesPercent, stepSalesPence, stepSalesPercent } from './sales';

describe('sales percentages', () => {
  it('gives a step share to one decimal, half-up', () => {
    expect(stepSalesPercent(25000, 100000)).toBe(25);
    expect(stepSalesPercent(1, 3)).toBe(33.3);
    expect(stepSalesPercent(2, 3)).toBe(66.7);
    expect(stepSalesPercent(1, 2000)).toBe(0.1); // 0.05 → 0.1
    expect(stepSalesPercent(1, 2001)).toBe(0);
  });

  it('divides overall sales by three budgets', () => {
    expect(overallSalesPercent(150000, 100000)).toBe(50);
    expect(overallSalesPercent(100000, 100000)).toBe(33.3);
    expect(overallSalesPercent(300000, 100000)).toBe(100);
  });

  it('clamps to 0–100 and copes with an empty budget', () => {
    expect(stepSalesPercent(150000, 100000)).toBe(100);
    expect(stepSalesPercent(-5, 100000)).toBe(0);
    expect(stepSalesPercent(10, 0)).toBe(0);
    expect(overallSalesPercent(10, 0)).toBe(0);
  });

  it('stays in range and within a twentieth of a point of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (sales, total) => {
          const p = stepSalesPercent(sales, total);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(100);
          expect(Math.round(p * 10)).toBeCloseTo(p * 10, 9);
          const exact = (sales / total) * 100;
          if (exact <= 100) expect(Math.abs(p - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
        },
      ),
    );
  });

  it('derives step sales from the budget left', () => {
    expect(stepSalesPence(100000, 75000)).toBe(25000);
    expect(stepSalesPence(100000, 120000)).toBe(0);
  });
});
