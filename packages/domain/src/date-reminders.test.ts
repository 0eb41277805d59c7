import { describe, expect, it } from 'vitest';
import { addDays } from './dashboard-periods';
import {
  dueMonthDays,
  dueOccurrence,
  nextOccurrence,
  reminderDayOf,
  ukToday,
} from './date-reminders';
import {
  DATE_REMINDER_DATE_INVALID,
  DATE_REMINDER_NAME_REQUIRED,
  DATE_REMINDER_NAME_TOO_LONG,
  DATE_REMINDER_OCCASION_REQUIRED,
  DATE_REMINDER_ONCE_PAST,
  DATE_REMINDER_ONCE_TOO_FAR,
  DATE_REMINDER_REPEATS_REQUIRED,
  DATE_REMINDER_YEAR_OUT_OF_RANGE,
} from './messages';
import { dateReminderSchema } from './validation/date-reminders';
import { fieldErrors, firstError } from './validation/shared';

const yearly = (date: string) => ({ date, repeats: 'yearly' as const });
const once = (date: string) => ({ date, repeats: 'once' as const });

describe('the next occurrence of a saved date', () => {
  it('is this year while the day is still ahead (or today), else next year', () => {
    expect(nextOccurrence(yearly('1990-12-25'), '2026-11-27')).toBe('2026-12-25');
    expect(nextOccurrence(yearly('1990-11-27'), '2026-11-27')).toBe('2026-11-27');
    expect(nextOccurrence(yearly('1990-03-01'), '2026-11-27')).toBe('2027-03-01');
  });

  it('is a one-off date itself until it passes, then none', () => {
    expect(nextOccurrence(once('2026-12-05'), '2026-11-27')).toBe('2026-12-05');
    expect(nextOccurrence(once('2026-12-05'), '2026-12-05')).toBe('2026-12-05');
    expect(nextOccurrence(once('2026-12-05'), '2026-12-06')).toBeNull();
  });

  it('falls on 28 February for a 29 February birthday in years without one', () => {
    expect(nextOccurrence(yearly('2000-02-29'), '2026-11-27')).toBe('2027-02-28');
    expect(nextOccurrence(yearly('2000-02-29'), '2027-03-01')).toBe('2028-02-29');
    expect(nextOccurrence(yearly('2000-02-29'), '2100-01-01')).toBe('2100-02-28');
    expect(reminderDayOf('2027-02-28')).toBe('2027-02-21');
    expect(reminderDayOf('2028-02-29')).toBe('2028-02-22');
    // A 28 February birthday is not moved in a leap year.
    expect(nextOccurrence(yearly('1999-02-28'), '2028-01-01')).toBe('2028-02-28');
  });
});

describe('when the reminder is due', () => {
  it('on the UK calendar day a week before, not the day before that, and for two days after', () => {
    const birthday = yearly('1990-12-25');
    expect(dueOccurrence(birthday, '2026-12-17')).toBeNull();
    expect(dueOccurrence(birthday, '2026-12-18')).toBe('2026-12-25');
    expect(dueOccurrence(birthday, '2026-12-20')).toBe('2026-12-25');
    expect(dueOccurrence(birthday, '2026-12-21')).toBeNull();
    expect(dueOccurrence(birthday, '2026-12-25')).toBeNull();
  });

  it('across the year end, and for a leap-day birthday on 21 February in a common year', () => {
    expect(dueOccurrence(yearly('1990-01-03'), '2026-12-27')).toBe('2027-01-03');
    expect(dueOccurrence(yearly('2000-02-29'), '2027-02-20')).toBeNull();
    expect(dueOccurrence(yearly('2000-02-29'), '2027-02-21')).toBe('2027-02-28');
    expect(dueOccurrence(yearly('2000-02-29'), '2028-02-22')).toBe('2028-02-29');
  });

  it('never for a one-off date that has passed', () => {
    expect(dueOccurrence(once('2026-12-05'), '2026-11-28')).toBe('2026-12-05');
    expect(dueOccurrence(once('2025-12-05'), '2026-11-28')).toBeNull();
  });

  it('asks the database for the month-days 5 to 7 days ahead, 29 February with a common 28th', () => {
    expect(dueMonthDays('2026-12-18')).toEqual([
      { month: 12, day: 23 },
      { month: 12, day: 24 },
      { month: 12, day: 25 },
    ]);
    expect(dueMonthDays('2027-02-21')).toContainEqual({ month: 2, day: 29 });
    expect(dueMonthDays('2028-02-21')).not.toContainEqual({ month: 2, day: 29 });
  });
});

describe('the UK calendar day of an instant', () => {
  it('is the London date: BST moves the day at 23:00 UTC in summer, GMT at midnight in winter', () => {
    expect(ukToday(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
    expect(ukToday(new Date('2026-06-30T23:00:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-12-17T23:59:59Z'))).toBe('2026-12-17');
    expect(ukToday(new Date('2026-12-18T00:00:00Z'))).toBe('2026-12-18');
    // The night the clocks go forward (29 March 2026) and back (25 October 2026).
    expect(ukToday(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
    expect(ukToday(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(ukToday(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(ukToday(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it('so a summer reminder is due from 23:00 UTC the evening before', () => {
    const birthday = yearly('1990-07-08');
    expect(dueOccurrence(birthday, ukToday(new Date('2026-06-30T22:59:00Z')))).toBeNull();
    expect(dueOccurrence(birthday, ukToday(new Date('2026-06-30T23:00:00Z')))).toBe('2026-07-08');
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
  });
});

describe('the saved date form', () => {
  const today = '2026-11-27';
  const valid = { name: ' Grace ', occasion: 'Birthday', date: '1990-12-25', repeats: 'yearly' };

  it('takes a trimmed name and occasion, a real date, every year or once', () => {
    expect(dateReminderSchema(today).parse(valid)).toEqual({
      name: 'Grace',
      occasion: 'Birthday',
      date: '1990-12-25',
      repeats: 'yearly',
    });
    expect(firstError(dateReminderSchema(today), { ...valid, date: '2000-02-29' })).toBeNull();
  });

  it('refuses, with the messages in the form’s order', () => {
    const schema = dateReminderSchema(today);
    expect(fieldErrors(schema, { name: ' ', occasion: '', date: 'x', repeats: 'weekly' })).toEqual({
      name: DATE_REMINDER_NAME_REQUIRED,
      occasion: DATE_REMINDER_OCCASION_REQUIRED,
      date: DATE_REMINDER_DATE_INVALID,
      repeats: DATE_REMINDER_REPEATS_REQUIRED,
    });
    expect(firstError(schema, { ...valid, name: 'a'.repeat(61) })).toBe(
      DATE_REMINDER_NAME_TOO_LONG,
    );
    expect(firstError(schema, { ...valid, date: '2027-02-29' })).toBe(DATE_REMINDER_DATE_INVALID);
    expect(firstError(schema, { ...valid, date: '1899-12-31' })).toBe(
      DATE_REMINDER_YEAR_OUT_OF_RANGE,
    );
    expect(firstError(schema, { ...valid, repeats: 'once', date: '2026-11-26' })).toBe(
      DATE_REMINDER_ONCE_PAST,
    );
    expect(firstError(schema, { ...valid, repeats: 'once', date: '2026-11-27' })).toBeNull();
    expect(firstError(schema, { ...valid, repeats: 'once', date: '2031-11-28' })).toBe(
      DATE_REMINDER_ONCE_TOO_FAR,
    );
  });
});
