import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { campaigns } from './catalog';
import { createdAt, instant, oneOf, updatedAt } from './columns';

export const customerStatuses = ['approved', 'denied'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

/**
 * The customer record (docs/product.md#accounts-and-sign-in: appClients). Only users with one may sign in on the customer site.
 * Keyed by the better-auth user id.
 */
export const customers = pgTable(
  'customers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased sign-in email, for case-insensitive lookups (guest vouchers, admin search). */
    emailLower: text('email_lower').notNull(),
    status: text('status').$type<CustomerStatus>().notNull().default('approved'),
    /** Testers also see test-mode campaigns. */
    tester: boolean('tester').notNull().default(false),
    /** The original buyingStatus (docs/product.md#names-from-the-original-specification): false disables the buy button. */
    buyingEnabled: boolean('buying_enabled').notNull().default(true),
    redemptionsEnabled: boolean('redemptions_enabled').notNull().default(true),
    /** Per-customer gifting fee; null means site_settings.gifting_fee_pence. */
    giftingFeePence: integer('gifting_fee_pence'),
    lastActive: instant('last_active'),
    lastWebActive: instant('last_web_active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('customers_status_check', oneOf(t.status, customerStatuses)),
    check(
      'customers_gifting_fee_check',
      sql`${t.giftingFeePence} is null or ${t.giftingFeePence} >= 0`,
    ),
    index('customers_email_lower_idx').on(t.emailLower),
    // The admin customers list, newest first (ADR 044).
    index('customers_admin_list_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.userId.desc().nullsFirst(),
    ),
  ],
);

/**
 * Favourite campaigns (docs/product.md#names-from-the-original-specification: userFeaturedCampaigns). "Unlocked vouchers" have no table: a
 * customer's level per campaign is derived from their paid, not-cancelled vouchers
 * (vouchers_buyer_campaign_idx), so it can never disagree with the wallet.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.campaignId] }),
    index('favourites_campaign_idx').on(t.campaignId),
  ],
);
