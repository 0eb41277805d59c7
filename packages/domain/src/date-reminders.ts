// Date reminders (issue 21; the original specification's eventReminders collection): a signed-in
// customer saves the dates that matter (whose, the occasion, the date, every year or once); a
// week before each occurrence — the UK calendar date seven days before — they are emailed once,
// with gift ideas. Pure calendar arithmetic on 'YYYY-MM-DD' strings (UK calendar days); the
// form's schema is in validation/date-reminders.ts (no zod on the pages' first load, ADR 047).
import { addDays } from './dashboard-periods';
import { ukDateKey } from './uk-time';

/** At most this many dates per customer. */
export const DATE_REMINDERS_MAX = 50;
export const DATE_REMINDER_NAME_MAX = 60;
export const DATE_REMINDER_OCCASION_MAX = 60;
/** A yearly date's year (a birth year, say) lies in this range. */
export const DATE_REMINDER_YEAR_MIN = 1900;
export const DATE_REMINDER_YEAR_MAX = 2100;
/** A one-off date lies at most this many years ahead. */
export const DATE_REMINDER_ONCE_MAX_YEARS = 5;
/** The reminder goes this many UK calendar days before the occurrence. */
export const DATE_REMINDER_DAYS_BEFORE = 7;
/**
 * A reminder missed on its day (the sweeps were down, or the date was saved less than a week
 * ahead) still goes on up to this many days after its day, never later: at least 5 days ahead.
 */
export const DATE_REMINDER_CATCH_UP_DAYS = 2;

export const DATE_REMINDER_REPEATS = ['yearly', 'once'] as const;
export type DateReminderRepeats = (typeof DATE_REMINDER_REPEATS)[number];

export interface DateReminderFacts {
  /** 'YYYY-MM-DD': a yearly date's first (or birth) year, a one-off date's only day. */
  date: string;
  repeats: DateReminderRepeats;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isLeapYear = (year: number) =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The parts of a real calendar date 'YYYY-MM-DD', or null (30 February, 2026-02-29, '2026-1-1'). */
export function calendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const asDate = new Date(Date.UTC(year, month - 1, day));
  if (
    asDate.getUTCFullYear() !== year ||
    asDate.getUTCMonth() !== month - 1 ||
    asDate.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const key = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/**
 * A yearly date's day in `year`: the same month and day, except 29 February, which falls on
 * 28 February in a year without one (the day before the missing day, still in February).
 */
export function yearlyDayIn(month: number, day: number, year: number): string {
  if (month === 2 && day === 29 && !isLeapYear(year)) return key(year, 2, 28);
  return key(year, month, day);
}

/**
 * The next occurrence on or after the UK calendar day `today`: a yearly date's this year (if not
 * yet passed) or next year; a one-off date's day itself, or null once it has passed.
 */
export function nextOccurrence(reminder: DateReminderFacts, today: string): string | null {
  const parts = calendarDate(reminder.date);
  const now = calendarDate(today);
  if (!parts || !now) return null;
  if (reminder.repeats === 'once') return reminder.date >= today ? reminder.date : null;
  const thisYear = yearlyDayIn(parts.month, parts.day, now.year);
  return thisYear >= today ? thisYear : yearlyDayIn(parts.month, parts.day, now.year + 1);
}

/** The UK calendar day the reminder of an occurrence is emailed on: a week before. */
export const reminderDayOf = (occurrence: string) =>
  addDays(occurrence, -DATE_REMINDER_DAYS_BEFORE);

/**
 * The occurrence whose reminder is due on the UK calendar day `today`, or null: from its
 * reminder day up to DATE_REMINDER_CATCH_UP_DAYS after (5 to 7 days ahead); never the day before.
 */
export function dueOccurrence(reminder: DateReminderFacts, today: string): string | null {
  const occurrence = nextOccurrence(reminder, today);
  if (!occurrence) return null;
  const first = reminderDayOf(occurrence);
  const last = addDays(first, DATE_REMINDER_CATCH_UP_DAYS);
  return today >= first && today <= last ? occurrence : null;
}

/**
 * The month and day a stored date must have to be due on `today` (what the sweep asks the
 * database for): the days 5 to 7 days ahead, and 29 February for a 28 February outside leap years.
 */
export function dueMonthDays(today: string): { month: number; day: number }[] {
  const found: { month: number; day: number }[] = [];
  for (
    let ahead = DATE_REMINDER_DAYS_BEFORE - DATE_REMINDER_CATCH_UP_DAYS;
    ahead <= DATE_REMINDER_DAYS_BEFORE;
    ahead++
  ) {
    const parts = calendarDate(addDays(today, ahead))!;
    found.push({ month: parts.month, day: parts.day });
    if (parts.month === 2 && parts.day === 28 && !isLeapYear(parts.year))
      found.push({ month: 2, day: 29 });
  }
  return found;
}

/** The UK calendar day of an instant ('2026-11-27'). */
export const ukToday = (now: Date) => ukDateKey(now);

/** Why a date cannot be saved on `today`, by field, or null (the form's schema uses it). */
export function dateReminderDateRefusal(
  reminder: DateReminderFacts,
  today: string,
): 'invalid' | 'year' | 'past' | 'far' | null {
  const parts = calendarDate(reminder.date);
  if (!parts) return 'invalid';
  if (parts.year < DATE_REMINDER_YEAR_MIN || parts.year > DATE_REMINDER_YEAR_MAX) return 'year';
  if (reminder.repeats === 'once') {
    if (reminder.date < today) return 'past';
    const now = calendarDate(today)!;
    const limit = yearlyDayIn(now.month, now.day, now.year + DATE_REMINDER_ONCE_MAX_YEARS);
    if (reminder.date > limit) return 'far';
  }
  return null;
}
