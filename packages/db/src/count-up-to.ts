import { count, getTableName, sql } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * How many rows `matching` (a `$dynamic()` select of a list's filters) answers, counted up to
 * `limit` (the admin lists' ADMIN_LIST_COUNT_LIMIT; the catalog's CAMPAIGN_LIST_LIMIT): a
 * `count(*)` of every matching row read the whole table on each load of an unfiltered list, and
 * grew with the marketplace (issue 19, ADR 044). Counting one row past the limit tells "exactly
 * the limit" from "more".
 */
export async function countUpToLimit(
  db: Database,
  matching: PgSelect,
  limit: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await db.select({ n: count() }).from(matching.limit(limit + 1).as('matching'));
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, limit), totalCapped: n > limit };
}

/**
 * PostgreSQL's own estimate of a table's rows (`pg_class.reltuples`, kept by VACUUM, ANALYZE and
 * autovacuum; no row is read); null before the table was first analysed.
 */
export async function estimatedRowCount(db: Database, table: Table): Promise<number | null> {
  const { rows } = await db.execute<{ n: number | string | null }>(
    sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${getTableName(table)})`,
  );
  const n = Number(rows[0]?.n ?? -1);
  return n >= 0 ? n : null;
}
