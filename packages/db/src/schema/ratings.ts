import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, integer, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { campaigns } from './catalog';
import { createdAt, id, instant } from './columns';
import { companies } from './companies';
import { vouchers } from './purchases';

/**
 * A rating of a used voucher (ADR 052; the original specification's ordersRating): 1–5 stars and
 * an optional comment by the customer who held it, one per voucher; the company's one reply; an
 * admin's hiding of an abusive comment (the stars still count). Every change bumps the public
 * answers' version (migration 0027), and adding or removing one keeps the campaign's totals.
 */
export const campaignRatings = pgTable(
  'campaign_ratings',
  {
    id: id(),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who rated; null once their account is closed (the rating stays, anonymous). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    commentHiddenAt: instant('comment_hidden_at'),
    commentHiddenBy: text('comment_hidden_by').references(() => user.id, { onDelete: 'set null' }),
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    repliedBy: text('replied_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Once per voucher, however many tabs or requests race.
    uniqueIndex('campaign_ratings_voucher_unique').on(t.voucherId),
    check('campaign_ratings_stars_check', sql`${t.stars} between 1 and 5`),
    check(
      'campaign_ratings_comment_length_check',
      sql`${t.comment} is null or char_length(${t.comment}) <= 1000`,
    ),
    check(
      'campaign_ratings_reply_check',
      sql`(${t.reply} is null) = (${t.repliedAt} is null) and (${t.reply} is null or char_length(${t.reply}) <= 1000)`,
    ),
    index('campaign_ratings_campaign_idx').on(t.campaignId, t.createdAt.desc()),
    index('campaign_ratings_company_idx').on(t.companyId, t.createdAt.desc()),
  ],
);

/**
 * The one invitation to rate a used voucher (ADR 052): written with its email in one transaction
 * by the hourly sweep; the primary key is what lets only one of racing workers send it.
 */
export const ratingInvitations = pgTable('rating_invitations', {
  voucherId: text('voucher_id')
    .primaryKey()
    .references(() => vouchers.id, { onDelete: 'cascade' }),
  sentTo: text('sent_to').notNull(),
  sentAt: createdAt(),
});
