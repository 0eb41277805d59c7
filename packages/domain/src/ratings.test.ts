import { describe, expect, it } from 'vitest';
import { firstError } from './validation/shared';
import {
  RATING_ALREADY_GIVEN,
  RATING_COMMENT_TOO_LONG,
  RATING_REPLY_ALREADY_GIVEN,
  RATING_REPLY_REQUIRED,
  RATING_STARS_REQUIRED,
  RATING_VOUCHER_CANCELLED,
  RATING_VOUCHER_NOT_USED,
} from './messages';
import {
  ratingAverage,
  ratingInvitationDue,
  ratingRefusal,
  ratingReplyRefusal,
  ratingSummaryText,
} from './ratings';
import { ratingReplySchema, ratingSchema } from './validation/ratings';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T12:00:00Z');

describe('rating a used voucher', () => {
  it('takes whole stars 1–5 and an optional comment, blank meaning none', () => {
    expect(ratingSchema.parse({ stars: 5 })).toEqual({ stars: 5, comment: null });
    expect(ratingSchema.parse({ stars: 1, comment: '  Lovely  ' })).toEqual({
      stars: 1,
      comment: 'Lovely',
    });
    for (const stars of [0, 6, 2.5, '4', null, undefined])
      expect(firstError(ratingSchema, { stars })).toBe(RATING_STARS_REQUIRED);
    expect(firstError(ratingSchema, { stars: 4, comment: 'x'.repeat(1001) })).toBe(
      RATING_COMMENT_TOO_LONG,
    );
    expect(firstError(ratingSchema, { stars: 4, comment: 'x'.repeat(1000) })).toBeNull();
  });

  it('is refused for a voucher not used, cancelled, or already rated', () => {
    const used = new Date(now.getTime() - DAY);
    expect(ratingRefusal({ usedAt: null, cancelledAt: null, rated: false })).toBe(
      RATING_VOUCHER_NOT_USED,
    );
    expect(ratingRefusal({ usedAt: null, cancelledAt: now, rated: false })).toBe(
      RATING_VOUCHER_CANCELLED,
    );
    expect(ratingRefusal({ usedAt: used, cancelledAt: null, rated: true })).toBe(
      RATING_ALREADY_GIVEN,
    );
    expect(ratingRefusal({ usedAt: used, cancelledAt: null, rated: false })).toBeNull();
  });

  it('invites a week after use, not before, and not for vouchers used long ago', () => {
    expect(ratingInvitationDue(null, now)).toBe(false);
    expect(ratingInvitationDue(new Date(now.getTime() - 6 * DAY), now)).toBe(false);
    expect(ratingInvitationDue(new Date(now.getTime() - 7 * DAY), now)).toBe(false);
    expect(ratingInvitationDue(new Date(now.getTime() - 7 * DAY - 60_000), now)).toBe(true);
    expect(ratingInvitationDue(new Date(now.getTime() - 20 * DAY), now)).toBe(true);
    expect(ratingInvitationDue(new Date(now.getTime() - 31 * DAY), now)).toBe(false);
  });

  it('averages to one decimal place', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(9, 2)).toBe(4.5);
    expect(ratingAverage(13, 3)).toBe(4.3);
    expect(ratingSummaryText(null, 0)).toBe('No ratings yet');
    expect(ratingSummaryText(4.5, 2)).toBe('4.5 out of 5 (2 ratings)');
    expect(ratingSummaryText(5, 1)).toBe('5.0 out of 5 (1 rating)');
  });

  it('takes one company reply, not blank', () => {
    expect(firstError(ratingReplySchema, { reply: '   ' })).toBe(RATING_REPLY_REQUIRED);
    expect(ratingReplySchema.parse({ reply: ' Thanks! ' })).toEqual({ reply: 'Thanks!' });
    expect(ratingReplyRefusal({ repliedAt: now })).toBe(RATING_REPLY_ALREADY_GIVEN);
    expect(ratingReplyRefusal({ repliedAt: null })).toBeNull();
  });
});
