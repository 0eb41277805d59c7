import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf, updatedAt } from './columns';
import { companies } from './companies';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stable machine key (e.g. 'food-drink') used in URLs and filters. */
    key: text('key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    iconUrl: text('icon_url'),
    imageUrl: text('image_url'),
    /**
     * Which home-page widget the category drives, if any. 'unlocked' marks the customer's
     * "Rewards unlocked" view: such categories are not offered as a filter (docs/product.md#home-page).
     */
    widget: text('widget'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_key_unique').on(t.key),
    // The customer site lists enabled categories ordered by `order` ascending.
    index('categories_enabled_sort_idx').on(t.enabled, t.sortOrder),
  ],
);

export const campaignStatuses = ['pending', 'live', 'rejected', 'cancelled', 'ended'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * A voucher campaign: three face-value slots and three loyalty-step discounts. Each step has its own
 * sales budget (`sales_value_left_{1,2,3}_pence`), initially the total value; a sale at step s of
 * face value f consumes f from step s. The CHECKs below are the last line of defence for the rules
 * in packages/domain (the service validates first with the messages of docs/product.md).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    faceValue1Pence: integer('face_value_1_pence').notNull(),
    faceValue2Pence: integer('face_value_2_pence').notNull(),
    faceValue3Pence: integer('face_value_3_pence').notNull(),
    /** Percent off at loyalty step 1, 2, 3 (multiples of 5, 5–90, strictly rising by ≥ 5). */
    discount1: integer('discount_1').notNull(),
    discount2: integer('discount_2').notNull(),
    discount3: integer('discount_3').notNull(),
    totalValuePence: integer('total_value_pence').notNull(),
    salesValueLeft1Pence: integer('sales_value_left_1_pence').notNull(),
    salesValueLeft2Pence: integer('sales_value_left_2_pence').notNull(),
    salesValueLeft3Pence: integer('sales_value_left_3_pence').notNull(),
    expiryYears: integer('expiry_years').notNull().default(1),
    startDate: instant('start_date').notNull().defaultNow(),
    status: text('status').$type<CampaignStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    isActive: boolean('is_active').notNull().default(false),
    frozen: boolean('frozen').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    topPick: boolean('top_pick').notNull().default(false),
    /** Shown only to customers flagged as testers. */
    testMode: boolean('test_mode').notNull().default(false),
    salesCount: integer('sales_count').notNull().default(0),
    /**
     * Ratings of its used vouchers (ADR 052): how many, and their stars added up. Kept by the
     * trigger campaign_ratings_totals (migration 0027) in the transaction of every rating added
     * or removed, never written by the application; the catalog's cards read them from here.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingStarsTotal: integer('rating_stars_total').notNull().default(0),
    /** "Choose your own" custom offers (docs/product.md#names-from-the-original-specification: extraCustomerChoice.enabled). */
    customOffersEnabled: boolean('custom_offers_enabled').notNull().default(false),
    /** The highest face value the company will consider in a custom offer (at most £500). */
    customOfferMaxFaceValuePence: integer('custom_offer_max_face_value_pence')
      .notNull()
      .default(50000),
    /** Offers at or below this discount are accepted at once (ADR 027); null: never. */
    customOfferAutoAcceptDiscount: integer('custom_offer_auto_accept_discount'),
    primaryImageUrl: text('primary_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    approvedAt: instant('approved_at'),
    endedAt: instant('ended_at'),
  },
  (t) => [
    check('campaigns_status_check', oneOf(t.status, campaignStatuses)),
    // £10–£1,000 in £5 multiples, each slot at least £5 above the one before.
    check(
      'campaigns_face_values_check',
      sql`${t.faceValue1Pence} between 1000 and 100000 and ${t.faceValue2Pence} between 1000 and 100000 and ${t.faceValue3Pence} between 1000 and 100000
        and ${t.faceValue1Pence} % 500 = 0 and ${t.faceValue2Pence} % 500 = 0 and ${t.faceValue3Pence} % 500 = 0
        and ${t.faceValue2Pence} >= ${t.faceValue1Pence} + 500 and ${t.faceValue3Pence} >= ${t.faceValue2Pence} + 500`,
    ),
    check(
      'campaigns_discounts_check',
      sql`${t.discount1} between 5 and 90 and ${t.discount2} between 5 and 90 and ${t.discount3} between 5 and 90
        and ${t.discount1} % 5 = 0 and ${t.discount2} % 5 = 0 and ${t.discount3} % 5 = 0
        and ${t.discount2} >= ${t.discount1} + 5 and ${t.discount3} >= ${t.discount2} + 5`,
    ),
    // No upper bound on the total: top-ups may take it past the £1,000,000 request limit.
    check('campaigns_total_value_check', sql`${t.totalValuePence} > 0`),
    // Budgets never go below zero, whatever the concurrency (reservations decrement them).
    check(
      'campaigns_budgets_check',
      sql`${t.salesValueLeft1Pence} between 0 and ${t.totalValuePence} and ${t.salesValueLeft2Pence} between 0 and ${t.totalValuePence} and ${t.salesValueLeft3Pence} between 0 and ${t.totalValuePence}`,
    ),
    check('campaigns_expiry_years_check', sql`${t.expiryYears} between 1 and 10`),
    check('campaigns_sales_count_check', sql`${t.salesCount} >= 0`),
    check(
      'campaigns_ratings_check',
      sql`${t.ratingCount} >= 0 and ${t.ratingStarsTotal} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
    check(
      'campaigns_custom_offer_settings_check',
      sql`${t.customOfferMaxFaceValuePence} between 1 and 50000 and (${t.customOfferAutoAcceptDiscount} is null or ${t.customOfferAutoAcceptDiscount} between 5 and 95)`,
    ),
    // A name is the company's while its campaign stands; a cancelled or rejected request frees it
    // (the company asks again under the same name).
    uniqueIndex('campaigns_company_name_unique')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.status} not in ('cancelled', 'rejected')`),
    // At most one request awaiting review per company: two racing requests cannot both be pending.
    uniqueIndex('campaigns_one_pending_per_company')
      .on(t.companyId)
      .where(sql`${t.status} = 'pending'`),
    // Visibility filter: live + active + not frozen.
    index('campaigns_visibility_idx').on(t.status, t.isActive, t.frozen),
    index('campaigns_created_at_idx').on(t.createdAt.desc()),
    index('campaigns_sales_count_idx').on(t.salesCount.desc()),
    index('campaigns_company_idx').on(t.companyId),
    // The catalog list (ADR 044): listed campaigns (live, active, not frozen) in each sort's
    // order, so a page reads the rows it shows instead of sorting the whole catalog.
    index('campaigns_listed_popular_idx')
      .on(t.salesCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'live' and ${t.isActive} and not ${t.frozen}`),
    index('campaigns_listed_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'live' and ${t.isActive} and not ${t.frozen}`),
    // The admin campaigns list's order (ADR 044): requests awaiting review first, the oldest of
    // them first, then the rest newest first. The same expressions as the list's ORDER BY, so a
    // page reads its 25 rows in order instead of sorting every campaign.
    index('campaigns_admin_list_idx').on(
      sql`(${t.status} = 'pending') desc`,
      sql`(case when ${t.status} = 'pending' then ${t.createdAt} end)`,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // The company dashboard's campaigns, newest first.
    index('campaigns_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    // Case-insensitive substring search (ILIKE '%text%') on name and description: trigram GIN.
    index('campaigns_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('campaigns_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    // Keyword inclusion (`keywords @> array[...]` / `&&`).
    index('campaigns_keywords_idx').using('gin', t.keywords),
    // Substring search in keywords (docs/product.md#search): trigrams of the keywords joined by newlines.
    // campaign_keywords_text() is an IMMUTABLE wrapper of array_to_string (which is only STABLE),
    // created by hand in migration 0005.
    index('campaigns_keywords_trgm_idx').using(
      'gin',
      sql`campaign_keywords_text(${t.keywords}) gin_trgm_ops`,
    ),
  ],
);

export const campaignCategories = pgTable(
  'campaign_categories',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.categoryId] }),
    // "vouchers by category membership"
    index('campaign_categories_category_idx').on(t.categoryId),
  ],
);
