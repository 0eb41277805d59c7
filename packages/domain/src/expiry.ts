import { ERASED_PERSONAL_DATA } from './customer-data';
import { ukDateKey, ukDayStart } from './uk-time';

const DAY_MS = 86_400_000;
/** 365.24 days, the year of docs/product.md#money-time-and-codes; an exact whole number of milliseconds. */
export const EXPIRY_YEAR_MS = 365.24 * DAY_MS;

/** Expiry = payment time + expiry years × 365.24 days, to the millisecond. */
export function voucherExpiry(paymentDate: Date, expiryYears: number): Date {
  if (!Number.isFinite(expiryYears) || expiryYears < 0) {
    throw new RangeError(`expiryYears must be a non-negative number, got ${expiryYears}`);
  }
  return new Date(paymentDate.getTime() + Math.round(expiryYears * EXPIRY_YEAR_MS));
}

export function isVoucherExpired(expiry: Date, now: Date): boolean {
  return now.getTime() >= expiry.getTime();
}

// Expiry reminders (docs/product.md#expiry-reminders, ADR 034): the holder of an unused voucher is
// emailed 30 and 7 days before it expires, once each. Days are UK calendar days: on 4 December a
// voucher expiring at any time on 3 January has 30 days left, on the day it expires 0.

export const expiryReminderKinds = ['30d', '7d'] as const;
export type ExpiryReminderKind = (typeof expiryReminderKinds)[number];

/** The most UK days left at which each reminder is due; the 30-day one stops where the 7-day one starts. */
export const EXPIRY_REMINDER_DAYS: Record<ExpiryReminderKind, number> = { '30d': 30, '7d': 7 };

/** The company dashboard's "expiring soon": vouchers with at most this many UK days left. */
export const EXPIRING_SOON_DAYS = 30;

const dayNumber = (key: string) =>
  Date.UTC(+key.slice(0, 4), +key.slice(5, 7) - 1, +key.slice(8, 10)) / DAY_MS;
const keyOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The midnight (UK) that begins the UK day `days` after the day of `now`. */
function ukMidnightAfter(now: Date, days: number): Date {
  const start = ukDayStart(keyOfDayNumber(dayNumber(ukDateKey(now)) + days));
  // Every UK day exists (ukDayStart answers null only for a malformed key).
  return start!;
}

/** Whole UK calendar days from today to the expiry's day: 0 on its day, negative after it. */
export function ukDaysLeft(expiry: Date, now: Date): number {
  return dayNumber(ukDateKey(expiry)) - dayNumber(ukDateKey(now));
}

/**
 * The reminder due now for a voucher (unused, not cancelled) expiring at `expiry`: the 30-day one
 * with 8 to 30 UK days left, the 7-day one from 7 days left until the expiry instant, none otherwise.
 * A reminder not sent in its window (a voucher bought with fewer days left, a worker down) is never
 * sent late: a voucher bought with 10 days left gets the 30-day one at once and the 7-day one later;
 * one bought with 5 days left gets only the 7-day one.
 */
export function expiryReminderDue(expiry: Date, now: Date): ExpiryReminderKind | null {
  if (isVoucherExpired(expiry, now)) return null;
  const left = ukDaysLeft(expiry, now);
  if (left <= EXPIRY_REMINDER_DAYS['7d']) return '7d';
  if (left <= EXPIRY_REMINDER_DAYS['30d']) return '30d';
  return null;
}

/**
 * The expiry instants for which `kind` is due at `now` (start inclusive, end exclusive): the
 * reminder job's query, equal to `expiryReminderDue` (a property test holds them together).
 */
export function expiryReminderWindow(
  kind: ExpiryReminderKind,
  now: Date,
): { start: Date; end: Date } {
  const sevenDaysEnd = ukMidnightAfter(now, EXPIRY_REMINDER_DAYS['7d'] + 1);
  if (kind === '7d') return { start: new Date(now.getTime() + 1), end: sevenDaysEnd };
  return { start: sevenDaysEnd, end: ukMidnightAfter(now, EXPIRY_REMINDER_DAYS['30d'] + 1) };
}

/** The company dashboard's "expiring in the next 30 days": not expired yet, at most 30 UK days left. */
export function expiringSoonRange(now: Date): { start: Date; end: Date } {
  return { start: new Date(now.getTime() + 1), end: ukMidnightAfter(now, EXPIRING_SOON_DAYS + 1) };
}

/** What the reminder needs to know of a voucher to choose its holder. */
export interface ReminderHolderFacts {
  buyFor: 'self' | 'gift';
  giftDeliveredAt: Date | null;
  giftRecipientName: string | null;
  giftRecipientEmail: string | null;
  /** The buyer's account email (null once the account is closed, or for a guest). */
  buyerEmail: string | null;
  buyerName: string | null;
  guestEmail: string | null;
}

/** Who holds the code and where the reminder's button leads them. */
export type ReminderHolder =
  | { kind: 'recipient'; email: string; name: string | null }
  | { kind: 'customer'; email: string; name: string | null }
  | { kind: 'guest'; email: string; name: null };

/**
 * The holder a reminder goes to, or null for none yet or ever: a gift's recipient once it was
 * delivered (before that they do not know the code, and the buyer no longer holds it); the
 * buyer's account; a guest's email. A closed account leaves neither an account nor a guest email
 * on its vouchers (ADR 029), so its own vouchers get none; erased details are never written to.
 */
export function reminderHolder(v: ReminderHolderFacts): ReminderHolder | null {
  const usable = (email: string | null) => (email && email !== ERASED_PERSONAL_DATA ? email : null);
  if (v.buyFor === 'gift') {
    const email = usable(v.giftRecipientEmail);
    if (!v.giftDeliveredAt || !email) return null;
    return { kind: 'recipient', email, name: v.giftRecipientName };
  }
  const account = usable(v.buyerEmail);
  if (account) return { kind: 'customer', email: account, name: v.buyerName };
  const guest = usable(v.guestEmail);
  return guest ? { kind: 'guest', email: guest, name: null } : null;
}
