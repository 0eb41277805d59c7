import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the day, the month in full and the year (en-GB)', () => {
    expect(formatLongDate('2025-03-12T10:00:00Z')).toBe('12 March 2025');
  });

  it('uses the London calendar: 23:30 UTC in summer is already the next day', () => {
    expect(formatLongDate('2025-07-01T23:30:00Z')).toBe('2 July 2025');
    expect(formatLongDate(new Date('2025-01-01T23:30:00Z'))).toBe('1 January 2025');
  });
});
