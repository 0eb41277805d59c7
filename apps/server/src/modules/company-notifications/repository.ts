import {
  and,
  asc,
  categories,
  companies,
  companyNotificationRecipients,
  companyNotifications,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  sql,
  user,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import type { CompanyNotificationAudience } from '@stepup/domain';

// Company notifications and their recipients (one row per company it was sent to, with when that
// company read and dismissed it).

type Db = Database | Transaction;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The approved companies an audience names at this moment: every one, the chosen, a category's. */
export async function findAudienceCompanies(
  tx: Db,
  audience: { audience: CompanyNotificationAudience; companyIds: string[]; categoryId: string },
) {
  const approved = eq(companies.status, 'approved');
  const where =
    audience.audience === 'all'
      ? approved
      : audience.audience === 'category'
        ? and(approved, eq(companies.categoryId, audience.categoryId))
        : and(approved, inArray(companies.id, audience.companyIds));
  return tx
    .select({ id: companies.id, name: companies.name, contactEmail: companies.contactEmail })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name));
}

export async function findCategoryName(tx: Db, categoryId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row?.name ?? null;
}

export async function insertNotification(
  tx: Transaction,
  values: {
    title: string;
    data: string;
    audience: CompanyNotificationAudience;
    categoryId: string | null;
    emailed: boolean;
    createdByUserId: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx
    .insert(companyNotifications)
    .values(values)
    .returning({ id: companyNotifications.id });
  return row!.id;
}

export async function insertRecipients(
  tx: Transaction,
  notificationId: string,
  companyIds: string[],
): Promise<void> {
  for (let i = 0; i < companyIds.length; i += 1000) {
    await tx
      .insert(companyNotificationRecipients)
      .values(companyIds.slice(i, i + 1000).map((companyId) => ({ notificationId, companyId })));
  }
}

const sentColumns = {
  id: companyNotifications.id,
  title: companyNotifications.title,
  data: companyNotifications.data,
  audience: companyNotifications.audience,
  categoryName: categories.name,
  emailed: companyNotifications.emailed,
  createdAt: companyNotifications.createdAt,
  senderName: user.name,
  senderEmail: user.email,
  recipients: sql<number>`(select count(*) from ${companyNotificationRecipients} r where r.notification_id = ${companyNotifications.id})`,
  read: sql<number>`(select count(r.read_at) from ${companyNotificationRecipients} r where r.notification_id = ${companyNotifications.id})`,
  dismissed: sql<number>`(select count(r.dismissed_at) from ${companyNotificationRecipients} r where r.notification_id = ${companyNotifications.id})`,
};
export type SentNotificationRow = Awaited<ReturnType<typeof findSentNotifications>>[number];

const sentQuery = (db: Db) =>
  db
    .select(sentColumns)
    .from(companyNotifications)
    .leftJoin(categories, eq(categories.id, companyNotifications.categoryId))
    .leftJoin(user, eq(user.id, companyNotifications.createdByUserId));

/** One page of the sent notifications, newest first, with their recipients' counts. */
export async function findSentNotifications(db: Db, page: { limit: number; offset: number }) {
  return sentQuery(db)
    .orderBy(desc(companyNotifications.createdAt), desc(companyNotifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findSentNotification(db: Db, id: string) {
  const [row] = await sentQuery(db).where(eq(companyNotifications.id, id));
  return row;
}

export async function countSentNotifications(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyNotifications);
  return Number(row?.n ?? 0);
}

/** The notification, locked until the deleting transaction ends (undefined: none). */
export async function lockNotification(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: companyNotifications.id,
      title: companyNotifications.title,
      data: companyNotifications.data,
      audience: companyNotifications.audience,
    })
    .from(companyNotifications)
    .where(eq(companyNotifications.id, id))
    .for('update');
  return row;
}

/** Deletes the notification and (cascade) every company's row of it. */
export async function deleteNotificationRow(tx: Transaction, id: string): Promise<void> {
  await tx.delete(companyNotifications).where(eq(companyNotifications.id, id));
}

/** Approved companies whose name contains `q` (any case), by name. */
export async function searchApprovedCompanies(db: Db, q: string, limit: number) {
  const approved = eq(companies.status, 'approved');
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(q ? and(approved, ilike(companies.name, contains(q))) : approved)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit);
}

/** Every category, by name, with how many approved companies it has. */
export async function findCategoriesWithCompanies(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      // Written out: drizzle leaves a single table's columns unqualified, which the subquery would
      // read as its own.
      companies: sql<number>`(select count(*) from companies c where c.category_id = categories.id and c.status = 'approved')`,
    })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id));
}

/** The company's notifications it has not dismissed, newest first. */
export async function findCompanyNotifications(db: Db, companyId: string, limit: number) {
  return db
    .select({
      id: companyNotifications.id,
      title: companyNotifications.title,
      data: companyNotifications.data,
      createdAt: companyNotifications.createdAt,
      readAt: companyNotificationRecipients.readAt,
    })
    .from(companyNotificationRecipients)
    .innerJoin(
      companyNotifications,
      eq(companyNotifications.id, companyNotificationRecipients.notificationId),
    )
    .where(
      and(
        eq(companyNotificationRecipients.companyId, companyId),
        isNull(companyNotificationRecipients.dismissedAt),
      ),
    )
    .orderBy(desc(companyNotifications.createdAt), desc(companyNotifications.id))
    .limit(limit);
}

/** How many of the company's notifications (not dismissed) it has not read. */
export async function countUnread(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyNotificationRecipients)
    .where(
      and(
        eq(companyNotificationRecipients.companyId, companyId),
        isNull(companyNotificationRecipients.dismissedAt),
        isNull(companyNotificationRecipients.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Which of `ids` were sent to the company. */
export async function findCompanyRecipientIds(db: Db, companyId: string, ids: string[]) {
  const rows = await db
    .select({ id: companyNotificationRecipients.notificationId })
    .from(companyNotificationRecipients)
    .where(
      and(
        eq(companyNotificationRecipients.companyId, companyId),
        inArray(companyNotificationRecipients.notificationId, ids),
      ),
    );
  return rows.map((row) => row.id);
}

/** Marks the company's rows of `ids` read (those already read keep their first time). */
export async function markRead(db: Db, companyId: string, ids: string[], at: Date) {
  await db
    .update(companyNotificationRecipients)
    .set({ readAt: at })
    .where(
      and(
        eq(companyNotificationRecipients.companyId, companyId),
        inArray(companyNotificationRecipients.notificationId, ids),
        isNull(companyNotificationRecipients.readAt),
      ),
    );
}

/**
 * Dismisses the notification for the whole company (read too, if it was not); false when it was
 * never sent to the company. Dismissing twice keeps the first time.
 */
export async function dismiss(db: Db, companyId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(companyNotificationRecipients)
    .set({
      dismissedAt: sql`coalesce(${companyNotificationRecipients.dismissedAt}, ${at.toISOString()}::timestamptz)`,
      readAt: sql`coalesce(${companyNotificationRecipients.readAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(companyNotificationRecipients.companyId, companyId),
        eq(companyNotificationRecipients.notificationId, id),
      ),
    )
    .returning({ id: companyNotificationRecipients.notificationId });
  return rows.length > 0;
}
