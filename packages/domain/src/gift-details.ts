import { characterCount } from './character-count';
import { GIFT_DATE_IN_PAST, GIFT_DATE_UNREADABLE } from './messages';
import { ukWallClock } from './uk-time';

// A gift's message length and delivery time, apart from its schema (validation/gift-recipient.ts,
// zod): the campaign page's gift inputs use these from its first load, the schema on demand
// (ADR 047).

export const GIFT_MESSAGE_MAX = 800;

/** The live counter under the gift message: '12 / 800'. */
export function giftMessageCounter(text: string): string {
  return `${characterCount(text)} / ${GIFT_MESSAGE_MAX}`;
}

/** A gift with no date, or a date already passed, is delivered now. */
export function giftDeliveryTime(deliverAt: Date | null | undefined, now: Date): Date {
  return deliverAt && deliverAt.getTime() > now.getTime() ? deliverAt : now;
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Gift date-time as 'MMM DD YYYY HH:mm' in UK time, e.g. 'Mar 05 2025 14:30'. */
export function formatGiftDate(date: Date): string {
  const { year, month, day, hour, minute } = ukWallClock(date);
  return `${MONTH_NAMES[month - 1]} ${twoDigits(day)} ${year} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The UK wall clock of an instant, as [year, month 1–12, day, hour, minute]. */
function londonWallClock(time: number): number[] {
  const { year, month, day, hour, minute } = ukWallClock(new Date(time));
  return [year, month, day, hour, minute];
}

/**
 * Reads a gift date-time typed as 'MMM DD YYYY HH:mm' (e.g. 'Dec 24 2026 09:00') as UK time
 * (Europe/London: GMT in winter, BST in summer). Null when the text is not in that format or names
 * a time that does not exist (Feb 30, 25:00, or the hour the clocks skip in March). The hour
 * repeated in October is read as its first (BST) occurrence. Month names in any case.
 */
export function parseGiftDate(text: string): Date | null {
  const match = /^([a-z]{3})\s+(\d{1,2})\s+(\d{4})\s+(\d{1,2}):(\d{2})$/i.exec(text.trim());
  if (!match) return null;
  const [, monthName = '', day = '', year = '', hour = '', minute = ''] = match;
  const month = MONTHS.indexOf(monthName.toLowerCase());
  if (month === -1) return null;
  const wall = [Number(year), month + 1, Number(day), Number(hour), Number(minute)];
  const asUtc = Date.UTC(wall[0]!, month, wall[2]!, wall[3]!, wall[4]!);
  // The UK is UTC+0 or UTC+1: one of these two instants shows this wall clock, unless none does.
  const found = [asUtc - 60 * 60 * 1000, asUtc].find((time) =>
    londonWallClock(time).every((value, i) => value === wall[i]),
  );
  return found === undefined ? null : new Date(found);
}

/**
 * The delivery field's message: null when empty (immediate delivery) or a readable time still to
 * come; otherwise why it cannot be used.
 */
export function giftDateError(text: string, now: Date): string | null {
  if (text.trim() === '') return null;
  const date = parseGiftDate(text);
  if (!date) return GIFT_DATE_UNREADABLE;
  return date.getTime() > now.getTime() ? null : GIFT_DATE_IN_PAST;
}
