// The rating and reply forms' schemas (ADR 052), apart from the rules in ../ratings.ts, which
// pages load from their first paint with no zod (ADR 047).
import { z } from 'zod';
import { characterCount } from '../character-count';
import {
  RATING_COMMENT_TOO_LONG,
  RATING_REPLY_REQUIRED,
  RATING_REPLY_TOO_LONG,
  RATING_STARS_REQUIRED,
} from '../messages';
import {
  RATING_COMMENT_MAX,
  RATING_REPLY_MAX,
  RATING_STARS_MAX,
  RATING_STARS_MIN,
} from '../ratings';

/** What a customer sends: whole stars 1–5 and an optional comment (blank = none). */
export const ratingSchema = z
  .object({
    stars: z.unknown(),
    comment: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const stars = value.stars;
    if (
      typeof stars !== 'number' ||
      !Number.isInteger(stars) ||
      stars < RATING_STARS_MIN ||
      stars > RATING_STARS_MAX
    ) {
      ctx.addIssue({ code: 'custom', message: RATING_STARS_REQUIRED, path: ['stars'] });
    }
    if (characterCount((value.comment ?? '').trim()) > RATING_COMMENT_MAX) {
      ctx.addIssue({ code: 'custom', message: RATING_COMMENT_TOO_LONG, path: ['comment'] });
    }
  })
  .transform((value) => ({
    stars: value.stars as number,
    comment: (value.comment ?? '').trim() || null,
  }));
export type RatingInput = z.input<typeof ratingSchema>;

/** The company's one reply: required, at most RATING_REPLY_MAX characters. */
export const ratingReplySchema = z
  .object({ reply: z.string() })
  .superRefine((value, ctx) => {
    const text = value.reply.trim();
    if (text === '')
      ctx.addIssue({ code: 'custom', message: RATING_REPLY_REQUIRED, path: ['reply'] });
    else if (characterCount(text) > RATING_REPLY_MAX)
      ctx.addIssue({ code: 'custom', message: RATING_REPLY_TOO_LONG, path: ['reply'] });
  })
  .transform((value) => ({ reply: value.reply.trim() }));
