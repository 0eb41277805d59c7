import { describe, expect, it } from 'vitest';
import {
  ukDate,
  ukDateKey,
  ukDateTime,
  ukDaysRange,
  ukDayAndTime,
  ukNumericDate,
  ukNumericDateTime,
  ukPaddedShortDate,
  ukShortDate,
  ukTimeOfDay,
  ukTimestamp,
  ukWallClock,
  fromUkDateTimeInput,
  ukDateTimeInputValue,
} from './uk-time';

// 13:05:09 UTC in July is 14:05:09 BST; 09:07:03 UTC in November is 09:07:03 GMT.
const summer = '2026-07-05T13:05:09.000Z';
const winter = new Date('2026-11-25T09:07:03.000Z');

describe('UK time', () => {
  it('writes a summer (BST) instant on the UK clock', () => {
    expect(ukDate(summer)).toBe('5 July 2026');
    expect(ukShortDate(summer)).toBe('5 Jul 2026');
    expect(ukPaddedShortDate(summer)).toBe('05 Jul 2026');
    expect(ukNumericDate(summer)).toBe('05/07/2026');
    expect(ukDateKey(summer)).toBe('2026-07-05');
    expect(ukDateTime(summer)).toBe('5 July 2026 at 14:05');
    expect(ukNumericDateTime(summer)).toBe('05/07/2026 14:05');
    expect(ukTimestamp(summer)).toBe('5 Jul 2026, 14:05:09');
    expect(ukDayAndTime(summer)).toBe('5 Jul, 14:05');
    expect(ukTimeOfDay(summer)).toBe('14:05');
    expect(ukWallClock(summer)).toEqual({ year: 2026, month: 7, day: 5, hour: 14, minute: 5 });
  });

  it('writes a winter (GMT) instant on the UK clock', () => {
    expect(ukDate(winter)).toBe('25 November 2026');
    expect(ukShortDate(winter)).toBe('25 Nov 2026');
    expect(ukPaddedShortDate(winter)).toBe('25 Nov 2026');
    expect(ukNumericDate(winter)).toBe('25/11/2026');
    expect(ukDateKey(winter)).toBe('2026-11-25');
    expect(ukDateTime(winter)).toBe('25 November 2026 at 09:07');
    expect(ukNumericDateTime(winter)).toBe('25/11/2026 09:07');
    expect(ukTimestamp(winter)).toBe('25 Nov 2026, 09:07:03');
    expect(ukDayAndTime(winter)).toBe('25 Nov, 09:07');
    expect(ukTimeOfDay(winter)).toBe('09:07');
    expect(ukWallClock(winter)).toEqual({ year: 2026, month: 11, day: 25, hour: 9, minute: 7 });
  });

  it('puts an instant just before midnight UTC in summer on the next UK day', () => {
    expect(ukDateKey('2026-06-30T23:30:00Z')).toBe('2026-07-01');
    expect(ukDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(ukDateKey('2026-12-31T23:30:00Z')).toBe('2026-12-31');
  });
});

describe('ukDate (was ukDate)', () => {
  it('writes the day, the month in full and the year (en-GB)', () => {
    expect(ukDate('2025-03-12T10:00:00Z')).toBe('12 March 2025');
  });

  it('uses the London calendar: 23:30 UTC in summer is already the next day', () => {
    expect(ukDate('2025-07-01T23:30:00Z')).toBe('2 July 2025');
    expect(ukDate(new Date('2025-01-01T23:30:00Z'))).toBe('1 January 2025');
  });
});

describe('ukNumericDateTime (was formatUkDateTime, the sales list)', () => {
  it('shows UK dates on the London clock (BST in summer)', () => {
    expect(ukNumericDateTime('2026-01-05T09:07:00Z')).toBe('05/01/2026 09:07');
    expect(ukNumericDateTime('2026-07-31T23:30:00Z')).toBe('01/08/2026 00:30');
  });
});

describe('ukDaysRange (a list’s From / To, a dashboard period)', () => {
  it('runs from the first day’s UK midnight to the midnight after the last, summer or winter', () => {
    expect(ukDaysRange('2026-07-15', '2026-07-15')).toEqual({
      start: new Date('2026-07-14T23:00:00Z'),
      end: new Date('2026-07-15T23:00:00Z'),
    });
    expect(ukDaysRange('2026-01-15', '2026-01-15')).toEqual({
      start: new Date('2026-01-15T00:00:00Z'),
      end: new Date('2026-01-16T00:00:00Z'),
    });
  });

  it('leaves an end open when it is left out or is not a day', () => {
    expect(ukDaysRange(undefined, '2026-01-15')).toEqual({
      start: undefined,
      end: new Date('2026-01-16T00:00:00Z'),
    });
    expect(ukDaysRange('2026-02-30')).toEqual({ start: undefined, end: undefined });
  });
});

describe('a date-and-time field on the UK clock (a story scheduled for a UK time)', () => {
  it('reads a UK wall time as its instant, summer or winter, seconds optional', () => {
    expect(fromUkDateTimeInput('2026-07-15T09:30')).toEqual(new Date('2026-07-15T08:30:00Z'));
    expect(fromUkDateTimeInput('2026-01-15T09:30:20')).toEqual(new Date('2026-01-15T09:30:20Z'));
  });

  it('takes the first of the twice-lived hour and refuses a skipped one or nonsense', () => {
    expect(fromUkDateTimeInput('2026-10-25T01:30')).toEqual(new Date('2026-10-25T00:30:00Z'));
    expect(fromUkDateTimeInput('2026-03-29T01:30')).toBeNull();
    expect(fromUkDateTimeInput('2026-02-30T10:00')).toBeNull();
    expect(fromUkDateTimeInput('tomorrow')).toBeNull();
  });

  it('writes an instant as the field shows it, and reads back the same instant', () => {
    expect(ukDateTimeInputValue('2026-07-15T08:30:05Z')).toBe('2026-07-15T09:30:05');
    expect(ukDateTimeInputValue('2026-01-15T23:59:00Z')).toBe('2026-01-15T23:59:00');
    const at = new Date('2026-06-01T12:34:56Z');
    expect(fromUkDateTimeInput(ukDateTimeInputValue(at))).toEqual(at);
  });
});
