import {
  and,
  asc,
  campaigns,
  companies,
  customers,
  desc,
  eq,
  eventReminderSends,
  eventReminders,
  favourites,
  inArray,
  sql,
  user,
  vouchers,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

// Date reminders (issue 21; the original specification's eventReminders): a customer's saved
// dates, and the sweep's one email per occurrence.

const columns = {
  id: eventReminders.id,
  name: eventReminders.name,
  occasion: eventReminders.occasion,
  date: eventReminders.eventDate,
  repeats: eventReminders.repeats,
};
export type DateReminderRow = {
  id: string;
  name: string;
  occasion: string;
  date: string;
  repeats: 'yearly' | 'once';
};

export interface DateReminderValues {
  name: string;
  occasion: string;
  date: string;
  repeats: 'yearly' | 'once';
}

/** The month and day columns the sweep's index reads, from the date itself. */
function stored(values: DateReminderValues) {
  const [, month, day] = values.date.split('-').map(Number);
  return {
    name: values.name,
    occasion: values.occasion,
    eventDate: values.date,
    repeats: values.repeats,
    month: month!,
    day: day!,
  };
}

export async function findDateReminders(db: Db, userId: string): Promise<DateReminderRow[]> {
  return db
    .select(columns)
    .from(eventReminders)
    .where(eq(eventReminders.userId, userId))
    .orderBy(asc(eventReminders.eventDate), asc(eventReminders.id));
}

/** One of this customer's dates, or undefined (another customer's is as if it did not exist). */
export async function findDateReminder(
  db: Db,
  userId: string,
  id: string,
): Promise<DateReminderRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(eventReminders)
    .where(and(eq(eventReminders.id, id), eq(eventReminders.userId, userId)));
  return row;
}

/**
 * Adds a date unless the customer has `max` already: their account row is locked first, so two
 * requests at once cannot both add the last one. Answers undefined at the limit.
 */
export async function insertDateReminder(
  db: Database,
  userId: string,
  values: DateReminderValues,
  max: number,
): Promise<DateReminderRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventReminders)
      .where(eq(eventReminders.userId, userId));
    if ((count?.n ?? 0) >= max) return undefined;
    const [row] = await tx
      .insert(eventReminders)
      .values({ userId, ...stored(values) })
      .returning(columns);
    return row;
  });
}

export async function updateDateReminder(
  db: Db,
  userId: string,
  id: string,
  values: DateReminderValues,
): Promise<DateReminderRow | undefined> {
  const [row] = await db
    .update(eventReminders)
    .set(stored(values))
    .where(and(eq(eventReminders.id, id), eq(eventReminders.userId, userId)))
    .returning(columns);
  return row;
}

export async function deleteDateReminder(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(eventReminders)
    .where(and(eq(eventReminders.id, id), eq(eventReminders.userId, userId)))
    .returning({ id: eventReminders.id });
  return gone.length === 1;
}

// The sweep.

/**
 * Saved dates whose month and day is one of `monthDays`, with no reminder sent for an occurrence
 * on or after `today`, and their owner's email and name; keyset-paged on id.
 */
export async function findDatesToRemind(
  db: Db,
  monthDays: { month: number; day: number }[],
  today: string,
  limit: number,
  afterId?: string,
) {
  if (monthDays.length === 0) return [];
  const pairs = sql.join(
    monthDays.map((md) => sql`(${md.month}::smallint, ${md.day}::smallint)`),
    sql`, `,
  );
  return db
    .select({
      ...columns,
      userId: eventReminders.userId,
      email: user.email,
      customerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
    })
    .from(eventReminders)
    .innerJoin(user, eq(user.id, eventReminders.userId))
    .leftJoin(customers, eq(customers.userId, eventReminders.userId))
    .where(
      and(
        sql`(${eventReminders.month}, ${eventReminders.day}) in (${pairs})`,
        afterId ? sql`${eventReminders.id} > ${afterId}` : undefined,
        sql`not exists (select 1 from ${eventReminderSends} where ${eventReminderSends.reminderId} = ${eventReminders.id} and ${eventReminderSends.occurrence} >= ${today}::date)`,
      ),
    )
    .orderBy(asc(eventReminders.id))
    .limit(limit);
}
export type DateToRemind = Awaited<ReturnType<typeof findDatesToRemind>>[number];

/** Records the reminder of one occurrence; true for the one caller whose row went in. */
export async function claimReminder(
  tx: Transaction,
  reminderId: string,
  occurrence: string,
  sentTo: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(eventReminderSends)
    .values({ reminderId, occurrence, sentTo })
    .onConflictDoNothing()
    .returning({ reminderId: eventReminderSends.reminderId });
  return claimed.length === 1;
}

/**
 * Gift ideas for a customer: live-looking campaigns of the businesses they bought a voucher from
 * or favourited a campaign of, best rated first, then the most sold. The catalog's visibility
 * rule has the last word (the caller filters these).
 */
export async function findGiftIdeaCandidates(db: Db, userId: string, limit: number) {
  const bought = db
    .selectDistinct({ companyId: vouchers.companyId })
    .from(vouchers)
    .where(eq(vouchers.buyerUserId, userId));
  const favourited = db
    .selectDistinct({ companyId: campaigns.companyId })
    .from(favourites)
    .innerJoin(campaigns, eq(campaigns.id, favourites.campaignId))
    .where(eq(favourites.userId, userId));
  return db
    .select({ id: campaigns.id, name: campaigns.name, companyName: companies.name })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        sql`(${inArray(campaigns.companyId, bought)} or ${inArray(campaigns.companyId, favourited)})`,
        eq(campaigns.status, 'live'),
        eq(campaigns.isActive, true),
        eq(campaigns.frozen, false),
        eq(campaigns.testMode, false),
        eq(companies.status, 'approved'),
      ),
    )
    .orderBy(
      sql`case when ${campaigns.ratingCount} > 0 then ${campaigns.ratingStarsTotal}::float / ${campaigns.ratingCount} end desc nulls last`,
      desc(campaigns.salesCount),
      asc(campaigns.id),
    )
    .limit(limit);
}
