import { asc, desc, eq } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import { pageVersions, pages, stories, user } from '@stepup/db';

// The admin area's reads and writes of stored pages, their versions and Our Stories
// (/admin/content-management). The customer site's reads are in repository.ts.

type Db = Database | Transaction;

export function findAllPages(db: Db) {
  return db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
    .from(pages)
    .orderBy(asc(pages.id));
}

/** The page, locked until the transaction ends (two saves of one page queue up). */
export async function lockPage(tx: Transaction, id: string) {
  const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
  return row;
}

export async function findPage(db: Db, id: string) {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row;
}

export async function updatePageText(
  tx: Transaction,
  id: string,
  values: { title: string; html: string; at: Date },
) {
  await tx
    .update(pages)
    .set({ title: values.title, html: values.html, updatedAt: values.at })
    .where(eq(pages.id, id));
}

/** A page's versions, newest first, with the name of who saved each (null: the seeded text). */
export function findPageVersions(db: Db, pageId: string) {
  return db
    .select({
      id: pageVersions.id,
      title: pageVersions.title,
      html: pageVersions.html,
      savedBy: user.name,
      savedAt: pageVersions.createdAt,
    })
    .from(pageVersions)
    .leftJoin(user, eq(user.id, pageVersions.savedByUserId))
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id));
}

/** When the page's newest version was saved; null when it has none yet. */
export async function latestPageVersionAt(tx: Transaction, pageId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: pageVersions.createdAt })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function findPageVersion(tx: Transaction, pageId: string, versionId: string) {
  const [row] = await tx.select().from(pageVersions).where(eq(pageVersions.id, versionId)).limit(1);
  return row && row.pageId === pageId ? row : undefined;
}

export async function insertPageVersion(
  tx: Transaction,
  version: {
    pageId: string;
    title: string;
    html: string;
    savedByUserId: string | null;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx.insert(pageVersions).values(version).returning({ id: pageVersions.id });
  return row!.id;
}

export type StoryRow = typeof stories.$inferSelect;

/** Every story, newest first, whatever its status, without its text. */
export function findAllStories(db: Db) {
  return db
    .select({
      id: stories.id,
      header: stories.header,
      imageUrl: stories.imageUrl,
      publishedAt: stories.publishedAt,
      published: stories.published,
    })
    .from(stories)
    .orderBy(desc(stories.publishedAt), asc(stories.id));
}

export async function findAnyStory(db: Db, id: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
  return row;
}

export async function lockStory(tx: Transaction, id: string): Promise<StoryRow | undefined> {
  const [row] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
  return row;
}

export type StoryValues = {
  header: string;
  imageUrl: string | null;
  publishedAt: Date;
  published: boolean;
  html: string;
};

export async function insertStoryRow(tx: Transaction, values: StoryValues): Promise<StoryRow> {
  const [row] = await tx.insert(stories).values(values).returning();
  return row!;
}

export async function updateStoryRow(
  tx: Transaction,
  id: string,
  values: Partial<StoryValues> & { updatedAt: Date },
): Promise<StoryRow> {
  const [row] = await tx.update(stories).set(values).where(eq(stories.id, id)).returning();
  return row!;
}

export async function deleteStoryRow(tx: Transaction, id: string): Promise<void> {
  await tx.delete(stories).where(eq(stories.id, id));
}
