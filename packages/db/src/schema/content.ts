import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';

/** Branding and platform settings: exactly one row, id 1 (siteInfo + giftingPrice, docs/product.md#site-settings). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    tabInfo: text('tab_info').notNull(),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    /** Default fee added to gift purchases; customers.gifting_fee_pence overrides it. */
    giftingFeePence: integer('gifting_fee_pence').notNull().default(0),
    perksEnabled: boolean('perks_enabled').notNull().default(true),
    /** The operator's contact mailbox and postal address, shown in the footer (docs/product.md#site-settings). */
    contactEmail: text('contact_email'),
    postalAddress: text('postal_address')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_single_row', sql`${t.id} = 1`),
    check('site_settings_gifting_fee_check', sql`${t.giftingFeePence} >= 0`),
  ],
);

/** Content pages keyed by the ids of docs/product.md#names-from-the-original-specification ('webCookies', 'webTC', 'webPrivacy', 'terms', 'privacy'). */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised on write by the server. */
    html: text('html').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_slug_unique').on(t.slug)],
);

/** Every saved text of a page, newest last: the version history an admin restores from. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: id(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    html: text('html').notNull(),
    savedByUserId: text('saved_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('page_versions_page_idx').on(t.pageId, t.createdAt.desc())],
);

/** "Our stories" blog posts. */
export const stories = pgTable(
  'stories',
  {
    id: id(),
    header: text('header').notNull(),
    imageUrl: text('image_url'),
    /** Shown from this instant (a future date schedules the story). */
    publishedAt: instant('published_at').notNull().defaultNow(),
    /** Off: unpublished (kept, never shown to customers). */
    published: boolean('published').notNull().default(true),
    html: text('html').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stories_published_at_idx').on(t.publishedAt.desc())],
);

export const pressItems = pgTable(
  'press_items',
  {
    id: id(),
    title: text('title').notNull(),
    publication: text('publication').notNull(),
    url: text('url'),
    imageUrl: text('image_url'),
    publishedAt: instant('published_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('press_items_sort_idx').on(t.sortOrder)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    /** The FAQ link index: display order. */
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_sort_idx').on(t.enabled, t.sortOrder)],
);

/** Admin "resources": help videos shown to companies. */
export const resources = pgTable('resources', {
  id: id(),
  title: text('title').notNull(),
  videoUrl: text('video_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
