import { describe, expect, it } from 'vitest';
import { msUntilNextPageLoadStep, pageLoadProgress } from './page-load-progress';

describe('pageLoadProgress (docs/product.md#page-load-bar)', () => {
  it.each([
    [0, 1],
    [499, 1],
    [500, 5],
    [999, 5],
    [1000, 10],
    [1499, 10],
    [1500, 12],
    [1999, 12],
    [2000, 20],
    [2399, 20],
    [2400, 100],
    [10_000, 100],
  ])('at %i ms shows %i%%', (ms, percent) => {
    expect(pageLoadProgress(ms)).toBe(percent);
  });

  it('is full as soon as the page has loaded', () => {
    expect(pageLoadProgress(100, true)).toBe(100);
  });

  it('never goes backwards', () => {
    let last = 0;
    for (let ms = 0; ms <= 3000; ms += 25) {
      const percent = pageLoadProgress(ms);
      expect(percent).toBeGreaterThanOrEqual(last);
      last = percent;
    }
  });
});

describe('msUntilNextPageLoadStep', () => {
  it('waits for the next step, and stops once full', () => {
    expect(msUntilNextPageLoadStep(0)).toBe(500);
    expect(msUntilNextPageLoadStep(620)).toBe(380);
    expect(msUntilNextPageLoadStep(2000)).toBe(400);
    expect(msUntilNextPageLoadStep(2400)).toBeNull();
  });
});
