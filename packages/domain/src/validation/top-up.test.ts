import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { TOP_UP_MULTIPLE, TOP_UP_NOT_GREATER, TOTAL_VALUE_RANGE } from '../messages';
import { firstError } from './shared';
import { checkTopUp, topUpSchema } from './top-up';

describe('checkTopUp', () => {
  it('needs a £5 multiple above the current total', () => {
    expect(checkTopUp(100_000, 100_500)).toBeNull();
    expect(checkTopUp(100_000, 100_000)).toBe(TOP_UP_NOT_GREATER);
    expect(checkTopUp(100_000, 90_000)).toBe(TOP_UP_NOT_GREATER);
    expect(checkTopUp(100_000, 100_100)).toBe(TOP_UP_MULTIPLE);
    expect(checkTopUp(100_000, 100_500.5)).toBe(TOP_UP_MULTIPLE);
    expect(checkTopUp(100_000, 100_000_500)).toBe(TOTAL_VALUE_RANGE);
  });

  it('accepts exactly the larger £5 multiples up to the ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (cur, next) => {
          const ok = next % 500 === 0 && next > cur;
          expect(checkTopUp(cur, next) === null).toBe(ok);
        },
      ),
    );
  });

  it('works as a schema', () => {
    const schema = topUpSchema(100_000);
    expect(firstError(schema, { newTotalValuePence: 150_000 })).toBeNull();
    expect(firstError(schema, { newTotalValuePence: 50_000 })).toBe(TOP_UP_NOT_GREATER);
    expect(firstError(schema, {})).toBe(TOP_UP_MULTIPLE);
  });
});
