import { and, gte, lt } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * An instant column within a range: from `start` (inclusive) to `end` (exclusive), either end
 * open when left out. The dashboards' figures and the admin lists behind them filter through it,
 * so a figure and its list draw the line at the same instant (undefined: no condition).
 */
export function within(
  column: AnyColumn,
  range: { start?: Date | undefined; end?: Date | undefined },
): SQL | undefined {
  return and(
    range.start ? gte(column, range.start) : undefined,
    range.end ? lt(column, range.end) : undefined,
  );
}
