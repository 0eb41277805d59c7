import {
  and,
  asc,
  companies,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  perkCompanies,
  perks,
  siteSettings,
  sql,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

/** Whether companies see the Perks tab (on until an admin turns it off; on without a settings row). */
export async function findPerksEnabled(db: Db): Promise<boolean> {
  const [row] = await db.select({ on: siteSettings.perksEnabled }).from(siteSettings).limit(1);
  return row?.on ?? true;
}

/** The switch as it is, locked for this transaction (null without a settings row). */
export async function lockPerksEnabled(tx: Transaction): Promise<boolean | null> {
  const [row] = await tx
    .select({ on: siteSettings.perksEnabled })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .for('update');
  return row?.on ?? null;
}

export async function setPerksEnabled(tx: Transaction, on: boolean, at: Date): Promise<boolean> {
  const rows = await tx
    .update(siteSettings)
    .set({ perksEnabled: on, updatedAt: at })
    .where(eq(siteSettings.id, 1))
    .returning({ id: siteSettings.id });
  return rows.length > 0;
}

const companyName = sql<string>`coalesce(nullif(${companies.tradingName}, ''), ${companies.name})`;

/**
 * The perks live at `now` for this company: enabled, between their dates (start inclusive, end
 * exclusive), offered to every company or to this one among those chosen, in the admins' order.
 */
export async function listLivePerks(db: Db, companyId: string, now: Date) {
  return db
    .select({
      id: perks.id,
      title: perks.title,
      partner: perks.partner,
      description: perks.description,
      imageUrl: perks.imageUrl,
      url: perks.url,
      code: perks.code,
      endsAt: perks.endsAt,
    })
    .from(perks)
    .where(
      and(
        eq(perks.enabled, true),
        or(isNull(perks.startsAt), lte(perks.startsAt, now)),
        or(isNull(perks.endsAt), gt(perks.endsAt, now)),
        or(
          eq(perks.audience, 'all'),
          sql`exists (select 1 from ${perkCompanies} where ${perkCompanies.perkId} = ${perks.id} and ${perkCompanies.companyId} = ${companyId})`,
        ),
      ),
    )
    .orderBy(asc(perks.sortOrder), asc(perks.createdAt));
}

export type PerkRow = typeof perks.$inferSelect;

/** Every perk in the companies' order, with the companies chosen for each. */
export async function listAllPerks(db: Db) {
  const rows = await db
    .select()
    .from(perks)
    .orderBy(asc(perks.sortOrder), asc(perks.createdAt), asc(perks.id));
  const chosen = rows.length
    ? await db
        .select({ perkId: perkCompanies.perkId, id: companies.id, name: companyName })
        .from(perkCompanies)
        .innerJoin(companies, eq(companies.id, perkCompanies.companyId))
        .where(
          inArray(
            perkCompanies.perkId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(companyName))
    : [];
  return rows.map((row) => ({
    ...row,
    companies: chosen.filter((c) => c.perkId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Every perk's id and place, locked for a change to the order. */
export async function lockPerkOrder(tx: Transaction) {
  return tx
    .select({ id: perks.id, title: perks.title, sortOrder: perks.sortOrder })
    .from(perks)
    .orderBy(asc(perks.sortOrder), asc(perks.createdAt), asc(perks.id))
    .for('update');
}

/** One perk and its chosen companies' ids, locked for a change. */
export async function lockPerk(tx: Transaction, id: string) {
  const [row] = await tx.select().from(perks).where(eq(perks.id, id)).for('update');
  if (!row) return null;
  const chosen = await tx
    .select({ id: perkCompanies.companyId })
    .from(perkCompanies)
    .where(eq(perkCompanies.perkId, id));
  return { ...row, companyIds: chosen.map((c) => c.id).sort() };
}

export type PerkValues = Pick<
  typeof perks.$inferInsert,
  | 'title'
  | 'partner'
  | 'description'
  | 'imageUrl'
  | 'url'
  | 'code'
  | 'startsAt'
  | 'endsAt'
  | 'enabled'
  | 'audience'
>;

/** Which of these ids are companies (a chosen company may have been deleted meanwhile). */
export async function findCompanyIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, ids));
  return rows.map((row) => row.id);
}

async function setChosen(tx: Transaction, perkId: string, companyIds: string[]) {
  await tx.delete(perkCompanies).where(eq(perkCompanies.perkId, perkId));
  if (companyIds.length)
    await tx
      .insert(perkCompanies)
      .values(companyIds.map((companyId) => ({ perkId, companyId })))
      .onConflictDoNothing();
}

/** A new perk, last in the order. */
export async function insertPerk(
  tx: Transaction,
  values: PerkValues,
  companyIds: string[],
): Promise<string> {
  const [last] = await tx.select({ max: sql<number | null>`max(${perks.sortOrder})` }).from(perks);
  const [row] = await tx
    .insert(perks)
    .values({ ...values, sortOrder: Number(last?.max ?? 0) + 1 })
    .returning({ id: perks.id });
  await setChosen(tx, row!.id, companyIds);
  return row!.id;
}

export async function updatePerk(
  tx: Transaction,
  id: string,
  values: PerkValues,
  companyIds: string[],
  at: Date,
) {
  await tx
    .update(perks)
    .set({ ...values, updatedAt: at })
    .where(eq(perks.id, id));
  await setChosen(tx, id, companyIds);
}

/** Writes each perk's place (1, 2, 3… in the given order). */
export async function renumberPerks(tx: Transaction, ids: string[], at: Date) {
  for (const [index, id] of ids.entries())
    await tx
      .update(perks)
      .set({ sortOrder: index + 1, updatedAt: at })
      .where(eq(perks.id, id));
}

export async function deletePerkRow(tx: Transaction, id: string) {
  await tx.delete(perks).where(eq(perks.id, id));
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Companies whose name or trading name holds `q` (any case), by name, at most 20. */
export async function searchCompanies(db: Db, q: string) {
  const text = q.trim();
  return db
    .select({ id: companies.id, name: companyName })
    .from(companies)
    .where(
      text
        ? or(ilike(companies.name, contains(text)), ilike(companies.tradingName, contains(text)))
        : undefined,
    )
    .orderBy(asc(companyName))
    .limit(20);
}
