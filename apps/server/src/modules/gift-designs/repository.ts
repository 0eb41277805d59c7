import { and, asc, count, eq, inArray, sql } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import { campaigns, giftDesignCategories, giftDesigns, vouchers } from '@stepup/db';

type Db = Database | Transaction;

// Gift designs (docs/product.md#gift-designs): the categories and designs, each list in its
// display order (sort_order, rewritten 0, 1, 2… on a move).

export type GiftDesignCategoryRow = typeof giftDesignCategories.$inferSelect;
export type GiftDesignRow = typeof giftDesigns.$inferSelect;
export type GiftDesignCategoryValues = Pick<GiftDesignCategoryRow, 'name' | 'active'>;
export type GiftDesignValues = Pick<GiftDesignRow, 'name' | 'categoryId' | 'imageUrl' | 'active'>;

const lists = {
  categories: {
    table: giftDesignCategories,
    order: [asc(giftDesignCategories.sortOrder), asc(giftDesignCategories.id)],
  },
  designs: { table: giftDesigns, order: [asc(giftDesigns.sortOrder), asc(giftDesigns.id)] },
} as const;
export type GiftDesignList = keyof typeof lists;

/** A list's ids in display order, its rows locked until the transaction ends. */
export async function lockOrder(tx: Transaction, list: GiftDesignList): Promise<string[]> {
  const { table, order } = lists[list];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .orderBy(...order)
    .for('update');
  return rows.map((row) => row.id);
}

/** Stores `ids`' positions as their display order. */
export async function saveOrder(tx: Transaction, list: GiftDesignList, ids: string[]) {
  const { table } = lists[list];
  for (const [index, id] of ids.entries()) {
    await tx.update(table).set({ sortOrder: index }).where(eq(table.id, id));
  }
}

/** The order a new row takes: after every other. */
export async function nextSortOrder(tx: Transaction, list: GiftDesignList): Promise<number> {
  const { table } = lists[list];
  const [row] = await tx.select({ last: sql<number | null>`max(${table.sortOrder})` }).from(table);
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

// Categories

/** Every category in display order, inactive ones too, with how many designs each holds. */
export async function findCategories(db: Db) {
  const held = db
    .select({ categoryId: giftDesigns.categoryId, n: count().as('n') })
    .from(giftDesigns)
    .groupBy(giftDesigns.categoryId)
    .as('held');
  const rows = await db
    .select({ category: giftDesignCategories, designCount: held.n })
    .from(giftDesignCategories)
    .leftJoin(held, eq(held.categoryId, giftDesignCategories.id))
    .orderBy(...lists.categories.order);
  return rows.map((row) => ({ ...row.category, designCount: Number(row.designCount ?? 0) }));
}

export async function findCategory(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(giftDesignCategories)
    .where(eq(giftDesignCategories.id, id))
    .limit(1);
  return row;
}

export async function insertCategory(
  tx: Transaction,
  values: GiftDesignCategoryValues & { sortOrder: number },
): Promise<string> {
  const [row] = await tx
    .insert(giftDesignCategories)
    .values(values)
    .returning({ id: giftDesignCategories.id });
  return row!.id;
}

export async function updateCategory(
  tx: Transaction,
  id: string,
  values: GiftDesignCategoryValues,
  at: Date,
) {
  await tx
    .update(giftDesignCategories)
    .set({ ...values, updatedAt: at })
    .where(eq(giftDesignCategories.id, id));
}

export async function countDesignsIn(tx: Transaction, categoryId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(giftDesigns)
    .where(eq(giftDesigns.categoryId, categoryId));
  return Number(row?.n ?? 0);
}

export async function deleteCategory(tx: Transaction, id: string) {
  await tx.delete(giftDesignCategories).where(eq(giftDesignCategories.id, id));
}

// Designs

/** Every design in display order, inactive ones too, with its category and how many gifts carry it. */
export async function findDesigns(db: Db) {
  const used = db
    .select({ designId: vouchers.giftDesignId, n: count().as('n') })
    .from(vouchers)
    .where(sql`${vouchers.giftDesignId} is not null`)
    .groupBy(vouchers.giftDesignId)
    .as('used');
  const rows = await db
    .select({ design: giftDesigns, categoryName: giftDesignCategories.name, giftCount: used.n })
    .from(giftDesigns)
    .innerJoin(giftDesignCategories, eq(giftDesignCategories.id, giftDesigns.categoryId))
    .leftJoin(used, eq(used.designId, giftDesigns.id))
    .orderBy(...lists.designs.order);
  return rows.map((row) => ({
    ...row.design,
    categoryName: row.categoryName,
    giftCount: Number(row.giftCount ?? 0),
  }));
}

export async function findDesign(db: Db, id: string) {
  const [row] = await db.select().from(giftDesigns).where(eq(giftDesigns.id, id)).limit(1);
  return row;
}

export async function insertDesign(
  tx: Transaction,
  values: GiftDesignValues & { sortOrder: number },
): Promise<string> {
  const [row] = await tx.insert(giftDesigns).values(values).returning({ id: giftDesigns.id });
  return row!.id;
}

export async function updateDesign(
  tx: Transaction,
  id: string,
  values: GiftDesignValues,
  at: Date,
) {
  await tx
    .update(giftDesigns)
    .set({ ...values, updatedAt: at })
    .where(eq(giftDesigns.id, id));
}

/** Whether any voucher carries the design (it is then only deactivated). */
export async function designInUse(tx: Transaction, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.giftDesignId, id))
    .limit(1);
  return row !== undefined;
}

export async function deleteDesign(tx: Transaction, id: string) {
  await tx.delete(giftDesigns).where(eq(giftDesigns.id, id));
}

// Buyers

/** The active designs of active categories, in their categories' order then their own. */
export async function findOfferedDesigns(db: Db) {
  return db
    .select({
      categoryId: giftDesignCategories.id,
      categoryName: giftDesignCategories.name,
      id: giftDesigns.id,
      name: giftDesigns.name,
      imageUrl: giftDesigns.imageUrl,
    })
    .from(giftDesigns)
    .innerJoin(giftDesignCategories, eq(giftDesignCategories.id, giftDesigns.categoryId))
    .where(and(eq(giftDesigns.active, true), eq(giftDesignCategories.active, true)))
    .orderBy(
      asc(giftDesignCategories.sortOrder),
      asc(giftDesignCategories.id),
      asc(giftDesigns.sortOrder),
      asc(giftDesigns.id),
    );
}

/** Whether a buyer may choose this design now: it exists, is active, and so is its category. */
export async function isDesignOffered(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: giftDesigns.id })
    .from(giftDesigns)
    .innerJoin(giftDesignCategories, eq(giftDesignCategories.id, giftDesigns.categoryId))
    .where(
      and(
        eq(giftDesigns.id, id),
        eq(giftDesigns.active, true),
        eq(giftDesignCategories.active, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The picture each gift shows its recipient: its design's artwork, else its campaign's own image
 * (null when neither has one), in the order asked.
 */
export async function findGiftPictures(
  db: Db,
  gifts: { giftDesignId: string | null; campaignId: string }[],
): Promise<(string | null)[]> {
  const designIds = [...new Set(gifts.flatMap((g) => (g.giftDesignId ? [g.giftDesignId] : [])))];
  const campaignIds = [...new Set(gifts.map((g) => g.campaignId))];
  const [designRows, campaignRows] = await Promise.all([
    designIds.length > 0
      ? db
          .select({ id: giftDesigns.id, url: giftDesigns.imageUrl })
          .from(giftDesigns)
          .where(inArray(giftDesigns.id, designIds))
      : [],
    db
      .select({ id: campaigns.id, url: campaigns.primaryImageUrl })
      .from(campaigns)
      .where(inArray(campaigns.id, campaignIds)),
  ]);
  const designs = new Map(designRows.map((r) => [r.id, r.url]));
  const pictures = new Map(campaignRows.map((r) => [r.id, r.url]));
  return gifts.map(
    (g) =>
      (g.giftDesignId ? designs.get(g.giftDesignId) : undefined) ??
      pictures.get(g.campaignId) ??
      null,
  );
}
