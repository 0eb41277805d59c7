import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketOf,
  dashboardBuckets,
  dashboardRange,
  fillBuckets,
  redemptionRatePercent,
} from './dashboard-periods';

describe('dashboard periods', () => {
  it('counts the last 30 UK days per day, today included', () => {
    // 00:30 on 26 Nov in London is still 26 Nov (GMT); the range ends at midnight after today.
    const range = dashboardRange('30d', new Date('2026-11-26T00:30:00Z'));
    expect(range).toMatchObject({ from: '2026-10-28', to: '2026-11-26', bucket: 'day' });
    expect(range.start.toISOString()).toBe('2026-10-28T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(dashboardBuckets(range)).toHaveLength(30);
  });

  it('follows the UK clock in summer: just after midnight BST is the new day', () => {
    const range = dashboardRange('7d', new Date('2026-07-14T23:30:00Z'));
    expect(range).toMatchObject({ from: '2026-07-09', to: '2026-07-15' });
    expect(range.start.toISOString()).toBe('2026-07-08T23:00:00.000Z');
  });

  it('counts 90 days per week (Monday first) and 12 months per calendar month', () => {
    const now = new Date('2026-11-26T12:00:00Z'); // a Thursday
    const weeks = dashboardBuckets(dashboardRange('90d', now));
    expect(weeks[0]).toBe('2026-08-24'); // the Monday of 28 Aug, the first day
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks).toHaveLength(14);
    const months = dashboardRange('12m', now);
    expect(months).toMatchObject({ from: '2025-12-01', to: '2026-11-26', bucket: 'month' });
    expect(dashboardBuckets(months)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
  });

  it('puts a day in its bucket and names buckets the way a chart reads', () => {
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23'); // Sunday → its Monday
    expect(bucketOf('2026-11-29', 'month')).toBe('2026-11-01');
    expect(bucketLabel('2026-11-05', 'day')).toBe('5 Nov');
    expect(bucketLabel('2026-11-23', 'week')).toBe('w/c 23 Nov');
    expect(bucketLabel('2026-01-01', 'month')).toBe('Jan 2026');
  });

  it('gives a quiet bucket zeros and drops rows outside the range', () => {
    const keys = ['2026-11-24', '2026-11-25', '2026-11-26'];
    const rows = [
      { bucket: '2026-11-25', sold: 3 },
      { bucket: '2026-11-01', sold: 9 },
    ];
    expect(fillBuckets(keys, rows, { sold: 0 })).toEqual([
      { bucket: '2026-11-24', sold: 0 },
      { bucket: '2026-11-25', sold: 3 },
      { bucket: '2026-11-26', sold: 0 },
    ]);
  });

  it('says the redemption rate as a whole percentage, none when nothing sold', () => {
    expect(redemptionRatePercent(1, 3)).toBe(33);
    expect(redemptionRatePercent(0, 0)).toBeNull();
  });
});
