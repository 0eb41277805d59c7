// Times are stored in UTC and shown on the UK clock (Europe/London: GMT in winter, BST in
// summer). Every date or time the product shows is written by one of these formatters.

const LONDON = 'Europe/London';

type Instant = string | Date;
const toDate = (instant: Instant) => (typeof instant === 'string' ? new Date(instant) : instant);

const formatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: LONDON });

const dateLong = formatter('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const dateShort = formatter('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateShortPadded = formatter('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
const dateNumeric = formatter('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateKey = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeLong = formatter('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateTimeNumeric = formatter('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const timestamp = formatter('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const dayAndTime = formatter('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const timeOfDay = formatter('en-GB', { hour: '2-digit', minute: '2-digit' });
const wallClock = formatter('en-GB', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** A date as the UK writes it in full: '25 November 2026'. */
export const ukDate = (instant: Instant): string => dateLong.format(toDate(instant));

/** A date with the month shortened: '5 Nov 2026'. */
export const ukShortDate = (instant: Instant): string => dateShort.format(toDate(instant));

/** A date with a two-digit day and the month shortened, for aligned lists: '05 Nov 2026'. */
export const ukPaddedShortDate = (instant: Instant): string =>
  dateShortPadded.format(toDate(instant));

/** A date in figures: '25/11/2026'. */
export const ukNumericDate = (instant: Instant): string => dateNumeric.format(toDate(instant));

/** The UK calendar day as a date input's value (and for comparing days): '2026-11-25'. */
export const ukDateKey = (instant: Instant): string => dateKey.format(toDate(instant));

/** A date in full with the time: '25 November 2026 at 09:07'. */
export const ukDateTime = (instant: Instant): string => dateTimeLong.format(toDate(instant));

/** A date in figures with the 24-hour time: '25/11/2026 09:07'. */
export const ukNumericDateTime = (instant: Instant): string =>
  dateTimeNumeric.format(toDate(instant)).replace(',', '');

/** A date and time to the second: '25 Nov 2026, 09:07:03'. */
export const ukTimestamp = (instant: Instant): string => timestamp.format(toDate(instant));

/** The day of this year and the time: '25 Nov, 09:07'. */
export const ukDayAndTime = (instant: Instant): string => dayAndTime.format(toDate(instant));

/** The time of day: '09:07'. */
export const ukTimeOfDay = (instant: Instant): string => timeOfDay.format(toDate(instant));

/** The UK wall clock of an instant, in numbers (month 1–12, hour 0–23). */
export interface UkWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function ukWallClock(instant: Instant): UkWallClock {
  const parts = wallClock.formatToParts(toDate(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/**
 * The instant a UK calendar day ('2026-11-25') begins: its midnight on the UK clock (UTC+0 in
 * winter, UTC+1 in summer; the clocks never change at midnight). Null for a day that does not exist.
 */
export function ukDayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const asUtc = Date.UTC(year, month - 1, date);
  const found = [asUtc - 60 * 60 * 1000, asUtc].find((time) => {
    const wall = ukWallClock(new Date(time));
    return (
      wall.year === year &&
      wall.month === month &&
      wall.day === date &&
      wall.hour === 0 &&
      wall.minute === 0
    );
  });
  return found === undefined ? null : new Date(found);
}

/** The instant the UK calendar day after `day` begins: the end (exclusive) of an inclusive range. */
export function ukDayEnd(day: string): Date | null {
  const start = ukDayStart(day);
  if (!start) return null;
  // Noon of the same UK day plus 24 hours lands on the next UK day whatever the clocks do.
  const nextDay = ukDateKey(new Date(start.getTime() + 36 * 60 * 60 * 1000));
  return ukDayStart(nextDay);
}

/** The instants an inclusive range of UK calendar days covers; an end left out (or not a day) is open. */
export interface UkDaysRange {
  /** Inclusive: the first day's midnight. */
  start?: Date | undefined;
  /** Exclusive: the midnight after the last day. */
  end?: Date | undefined;
}

/**
 * The instants of the UK days `from` to `to` (both included, either optional): what a list's
 * From / To filter and a dashboard period both mean, so a figure and its list count the same rows.
 */
export function ukDaysRange(from?: string, to?: string): UkDaysRange {
  return {
    start: from ? (ukDayStart(from) ?? undefined) : undefined,
    end: to ? (ukDayEnd(to) ?? undefined) : undefined,
  };
}

/**
 * An instant as a date-and-time field shows it on the UK clock: 'YYYY-MM-DDTHH:mm:ss' (the value
 * of an `<input type="datetime-local">`).
 */
export function ukDateTimeInputValue(instant: Instant): string {
  const date = toDate(instant);
  const wall = ukWallClock(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(date.getUTCSeconds())}`;
}

/**
 * The instant a UK date and time ('YYYY-MM-DDTHH:mm', seconds optional) names, as a
 * datetime-local field gives it. In the hour the clocks go back it is the first (BST) one; a time
 * the clocks skip (going forward) or text that is no date gives null.
 */
export function fromUkDateTimeInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(match[6] ?? 0);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const found = [asUtc - 60 * 60 * 1000, asUtc].find((time) => {
    const wall = ukWallClock(new Date(time));
    return (
      wall.year === year &&
      wall.month === month &&
      wall.day === day &&
      wall.hour === hour &&
      wall.minute === minute
    );
  });
  return found === undefined ? null : new Date(found);
}
