// Ratings after redemption (issue 21; the original specification's ordersRating): the holder of a
// used voucher rates the business, 1–5 stars and an optional comment, once per voucher; a week
// after the voucher was used they are invited to, once, by email. The company may reply once; an
// admin may hide an abusive comment (the stars still count). The forms' schemas are in
// validation/ratings.ts: this module is on the campaign pages' first load, which carries no zod
// (ADR 047).
import {
  RATING_ALREADY_GIVEN,
  RATING_REPLY_ALREADY_GIVEN,
  RATING_VOUCHER_CANCELLED,
  RATING_VOUCHER_NOT_USED,
} from './messages';

/** How long after a voucher is used its holder is invited to rate it. */
export const RATING_INVITATION_DELAY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Vouchers used more than this long ago are never invited: a sweep started after a long outage
 * (or the first run on old data) does not write to everyone who ever used a voucher.
 */
export const RATING_INVITATION_LAST_DAYS = 30;

export const RATING_COMMENT_MAX = 1000;
export const RATING_REPLY_MAX = 1000;
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;

/** The window of `used_at` whose vouchers are due their invitation now. */
export function ratingInvitationWindow(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(now.getTime() - RATING_INVITATION_LAST_DAYS * DAY_MS),
    end: new Date(now.getTime() - RATING_INVITATION_DELAY_DAYS * DAY_MS),
  };
}

/**
 * Whether a voucher used at `usedAt` is due its invitation at `now`: used more than a week ago
 * and less than RATING_INVITATION_LAST_DAYS ago (from the window's start, up to its end).
 */
export function ratingInvitationDue(usedAt: Date | null, now: Date): boolean {
  if (!usedAt) return false;
  const { start, end } = ratingInvitationWindow(now);
  return usedAt.getTime() >= start.getTime() && usedAt.getTime() < end.getTime();
}

/** What the rule reads of a voucher the customer holds. */
export interface RateableVoucherFacts {
  usedAt: Date | null;
  cancelledAt: Date | null;
  rated: boolean;
}

/**
 * Why this voucher (already known to be the customer's own) cannot be rated, or null when it
 * can: it must have been used, not cancelled, and not rated before.
 */
export function ratingRefusal(v: RateableVoucherFacts): string | null {
  if (v.cancelledAt) return RATING_VOUCHER_CANCELLED;
  if (!v.usedAt) return RATING_VOUCHER_NOT_USED;
  if (v.rated) return RATING_ALREADY_GIVEN;
  return null;
}

/** Why the company may not reply, or null: one reply per rating. */
export const ratingReplyRefusal = (r: { repliedAt: Date | null }): string | null =>
  r.repliedAt ? RATING_REPLY_ALREADY_GIVEN : null;

/** The average shown beside the stars, to one decimal place; null with no ratings. */
export function ratingAverage(totalStars: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((totalStars / count) * 10) / 10;
}

/** "4.5 (12 ratings)", as a card and the campaign page read it. */
export function ratingSummaryText(average: number | null, count: number): string {
  if (average === null || count === 0) return 'No ratings yet';
  return `${average.toFixed(1)} out of 5 (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}
