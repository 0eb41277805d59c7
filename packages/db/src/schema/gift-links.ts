import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { vouchers } from './purchases';

/**
 * The link of a delivered gift's own page (ADR 055): `/gift/{token}`, emailed to its recipient.
 * Only the token's SHA-256 is kept, so reading the database gives no working link; a resend
 * replaces it (the old link stops working) and sets `resent_at` (a gift is resent once).
 */
export const giftLinks = pgTable(
  'gift_links',
  {
    voucherId: text('voucher_id')
      .primaryKey()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the token; the token itself is only in the recipient's email. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** When the buyer had it emailed again (once at most); null until then. */
    resentAt: instant('resent_at'),
  },
  (t) => [uniqueIndex('gift_links_token_hash_unique').on(t.tokenHash)],
);
