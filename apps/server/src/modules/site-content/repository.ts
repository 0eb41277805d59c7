import { asc, count, desc, eq, isUniqueViolation, sql } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import {
  campaignCategories,
  categories,
  companies,
  faqs,
  pressItems,
  resources,
  siteSettings,
} from '@stepup/db';

type Db = Database | Transaction;

// The admin's site content: categories, branding (the site-settings row), FAQ links, press and
// setup-help videos. Each list keeps a display order (sort_order); moves rewrite it as 0, 1, 2…

/** The ordered lists, by the name their routes use. */
const ordered = {
  categories: {
    table: categories,
    // The customer site's own order (catalog's findEnabledCategories), so both agree.
    order: [asc(categories.sortOrder), asc(categories.name), asc(categories.id)],
  },
  faqs: { table: faqs, order: [asc(faqs.sortOrder), asc(faqs.id)] },
  press: {
    table: pressItems,
    order: [asc(pressItems.sortOrder), desc(pressItems.publishedAt), asc(pressItems.id)],
  },
  resources: {
    table: resources,
    order: [asc(resources.sortOrder), asc(resources.createdAt), asc(resources.id)],
  },
} as const;
export type OrderedList = keyof typeof ordered;

/** A list's ids in display order, its rows locked until the transaction ends. */
export async function lockOrder(tx: Transaction, list: OrderedList): Promise<string[]> {
  const { table, order } = ordered[list];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .orderBy(...order)
    .for('update');
  return rows.map((row) => row.id);
}

/** Stores `ids`' positions as their display order. */
export async function saveOrder(tx: Transaction, list: OrderedList, ids: string[]): Promise<void> {
  const { table } = ordered[list];
  for (const [index, id] of ids.entries()) {
    await tx.update(table).set({ sortOrder: index }).where(eq(table.id, id));
  }
}

/** The order a new row takes: after every other. */
export async function nextSortOrder(tx: Transaction, list: OrderedList): Promise<number> {
  const { table } = ordered[list];
  const [row] = await tx.select({ last: sql<number | null>`max(${table.sortOrder})` }).from(table);
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

// Categories

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Pick<
  CategoryRow,
  'name' | 'key' | 'enabled' | 'iconUrl' | 'imageUrl' | 'widget'
>;

/** Every category in display order, with how many campaigns are in each. */
export async function findCategories(db: Db) {
  const used = db
    .select({ categoryId: campaignCategories.categoryId, n: count().as('n') })
    .from(campaignCategories)
    .groupBy(campaignCategories.categoryId)
    .as('used');
  const rows = await db
    .select({ category: categories, campaignCount: used.n })
    .from(categories)
    .leftJoin(used, eq(used.categoryId, categories.id))
    .orderBy(...ordered.categories.order);
  return rows.map((row) => ({ ...row.category, campaignCount: Number(row.campaignCount ?? 0) }));
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/** The category with this key, if any. */
export async function findCategoryByKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.key, key))
    .limit(1);
  return row;
}

/** Keys are unique: a write that meets the unique index (a race past the check) is 'key-taken'. */
async function keyUnique<T>(write: () => Promise<T>): Promise<T | 'key-taken'> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return 'key-taken';
    throw error;
  }
}

export function insertCategory(
  tx: Transaction,
  values: CategoryValues & { sortOrder: number },
): Promise<string | 'key-taken'> {
  return keyUnique(async () => {
    const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
    return row!.id;
  });
}

export function updateCategory(
  tx: Transaction,
  id: string,
  values: CategoryValues,
  at: Date,
): Promise<void | 'key-taken'> {
  return keyUnique(async () => {
    await tx
      .update(categories)
      .set({ ...values, updatedAt: at })
      .where(eq(categories.id, id));
  });
}

/** How many campaigns and companies are in the category (either keeps it from being deleted). */
export async function categoryUse(tx: Transaction, id: string) {
  const [[campaignRows], [companyRows]] = await Promise.all([
    tx.select({ n: count() }).from(campaignCategories).where(eq(campaignCategories.categoryId, id)),
    tx.select({ n: count() }).from(companies).where(eq(companies.categoryId, id)),
  ]);
  return { campaigns: Number(campaignRows?.n ?? 0), companies: Number(companyRows?.n ?? 0) };
}

export async function deleteCategory(tx: Transaction, id: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

// Branding (the one site-settings row)

export async function findBrandingRow(db: Db) {
  const [row] = await db
    .select({
      siteName: siteSettings.siteName,
      tabInfo: siteSettings.tabInfo,
      logoUrl: siteSettings.logoUrl,
      faviconUrl: siteSettings.faviconUrl,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .for('update')
    .limit(1);
  return row;
}

/** Writes the branding, making the settings row if the database has none yet. */
export async function saveBranding(
  tx: Transaction,
  values: { siteName: string; tabInfo: string; logoUrl: string | null; faviconUrl: string | null },
  at: Date,
): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: at } });
}

// FAQ links

export type FaqRow = typeof faqs.$inferSelect;
export type FaqValues = Pick<FaqRow, 'question' | 'answerHtml' | 'enabled'>;

export function findFaqs(db: Db): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqs)
    .orderBy(...ordered.faqs.order);
}

export async function findFaq(db: Db, id: string): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row;
}

export async function insertFaq(
  tx: Transaction,
  values: FaqValues & { sortOrder: number },
): Promise<string> {
  const [row] = await tx.insert(faqs).values(values).returning({ id: faqs.id });
  return row!.id;
}

export async function updateFaq(tx: Transaction, id: string, values: FaqValues, at: Date) {
  await tx
    .update(faqs)
    .set({ ...values, updatedAt: at })
    .where(eq(faqs.id, id));
}

export async function deleteFaq(tx: Transaction, id: string): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.id, id));
}

// Press

export type PressRow = typeof pressItems.$inferSelect;
export type PressValues = Pick<
  PressRow,
  'title' | 'publication' | 'url' | 'imageUrl' | 'publishedAt'
>;

export function findPress(db: Db): Promise<PressRow[]> {
  return db
    .select()
    .from(pressItems)
    .orderBy(...ordered.press.order);
}

export async function findPressItem(db: Db, id: string): Promise<PressRow | undefined> {
  const [row] = await db.select().from(pressItems).where(eq(pressItems.id, id)).limit(1);
  return row;
}

export async function insertPressItem(
  tx: Transaction,
  values: PressValues & { sortOrder: number },
): Promise<string> {
  const [row] = await tx.insert(pressItems).values(values).returning({ id: pressItems.id });
  return row!.id;
}

export async function updatePressItem(tx: Transaction, id: string, values: PressValues, at: Date) {
  await tx
    .update(pressItems)
    .set({ ...values, updatedAt: at })
    .where(eq(pressItems.id, id));
}

export async function deletePressItem(tx: Transaction, id: string): Promise<void> {
  await tx.delete(pressItems).where(eq(pressItems.id, id));
}

// Setup-help videos

export type ResourceRow = typeof resources.$inferSelect;
export type ResourceValues = Pick<ResourceRow, 'title' | 'videoUrl'>;

export function findResources(db: Db): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resources)
    .orderBy(...ordered.resources.order);
}

export async function findResource(db: Db, id: string): Promise<ResourceRow | undefined> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
  return row;
}

export async function insertResource(
  tx: Transaction,
  values: ResourceValues & { sortOrder: number },
): Promise<string> {
  const [row] = await tx.insert(resources).values(values).returning({ id: resources.id });
  return row!.id;
}

export async function updateResource(
  tx: Transaction,
  id: string,
  values: ResourceValues,
  at: Date,
) {
  await tx
    .update(resources)
    .set({ ...values, updatedAt: at })
    .where(eq(resources.id, id));
}

export async function deleteResource(tx: Transaction, id: string): Promise<void> {
  await tx.delete(resources).where(eq(resources.id, id));
}
