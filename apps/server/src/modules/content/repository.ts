import { and, asc, count, desc, eq, isNull, lte, sql } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import {
  campaigns,
  companies,
  faqs,
  pages,
  pressItems,
  siteSettings,
  stories,
  vouchers,
} from '@stepup/db';
import { emailTemplateTextsJson } from '../email-templates/template-texts';
import type { EmailTemplateTextRow } from '../email-templates/template-texts';

/** The single site-settings row (branding and the default gifting fee), if seeded or set. */
export async function findSiteSettings(db: Database | Transaction) {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row;
}

/**
 * What the brand is built of, in one statement (every sale's emails read it in the issuing
 * transaction): the site's name (null before an admin sets one) and the admin's wording of the
 * emails (email-templates' JSON of them).
 */
export async function findBrandRow(
  db: Database | Transaction,
): Promise<{ siteName: string | null; templates: EmailTemplateTextRow[] }> {
  const result = (await db.execute(sql`select
    (select ${siteSettings.siteName} from ${siteSettings} limit 1) as site_name,
    ${emailTemplateTextsJson} as templates`)) as unknown as {
    rows: { site_name: string | null; templates: EmailTemplateTextRow[] }[];
  };
  const row = result.rows[0];
  return { siteName: row?.site_name ?? null, templates: row?.templates ?? [] };
}

export type PageRow = typeof pages.$inferSelect;

export async function findPageById(db: Database, id: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row;
}

export async function findPageBySlug(db: Database, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
}

/** Creates the page or replaces its slug, title and text. */
export async function upsertPage(
  db: Database,
  page: { id: string; slug: string; title: string; html: string },
): Promise<PageRow> {
  const [row] = await db
    .insert(pages)
    .values(page)
    .onConflictDoUpdate({
      target: pages.id,
      set: { slug: page.slug, title: page.title, html: page.html, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export type StoryRow = typeof stories.$inferSelect;

/** The stories customers see at `now` (published, date reached), newest first, without their text. */
export function findStories(db: Database, now: Date) {
  return db
    .select({
      id: stories.id,
      header: stories.header,
      imageUrl: stories.imageUrl,
      publishedAt: stories.publishedAt,
    })
    .from(stories)
    .where(and(eq(stories.published, true), lte(stories.publishedAt, now)))
    .orderBy(desc(stories.publishedAt), asc(stories.id));
}

export async function findStoryById(db: Database, id: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
  return row;
}

export async function insertStory(
  db: Database,
  story: { header: string; imageUrl: string | null; publishedAt: Date; html: string },
): Promise<StoryRow> {
  const [row] = await db.insert(stories).values(story).returning();
  return row!;
}

export function findPressItems(db: Database) {
  return db
    .select()
    .from(pressItems)
    .orderBy(asc(pressItems.sortOrder), desc(pressItems.publishedAt));
}

export function findEnabledFaqs(db: Database) {
  return db
    .select({ id: faqs.id, question: faqs.question, answerHtml: faqs.answerHtml })
    .from(faqs)
    .where(eq(faqs.enabled, true))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

/** Approved companies, campaigns live now (test-mode ones aside) and vouchers not cancelled. */
export async function countMarketplace(db: Database) {
  const [[businesses], [live], [issued]] = await Promise.all([
    db.select({ n: count() }).from(companies).where(eq(companies.status, 'approved')),
    db
      .select({ n: count() })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.status, 'live'),
          eq(campaigns.isActive, true),
          eq(campaigns.testMode, false),
        ),
      ),
    db.select({ n: count() }).from(vouchers).where(isNull(vouchers.cancelledAt)),
  ]);
  return {
    businesses: Number(businesses?.n ?? 0),
    liveCampaigns: Number(live?.n ?? 0),
    vouchersIssued: Number(issued?.n ?? 0),
  };
}
