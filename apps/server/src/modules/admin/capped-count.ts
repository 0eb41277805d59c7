// A query helper with no tables of its own: the admin lists and the catalog (ADR 044) count with it.
import type { Database, PgSelect } from '@stepup/db';
import { count } from '@stepup/db';
import { ADMIN_LIST_COUNT_LIMIT } from '@stepup/domain';

/**
 * How many rows `matching` (a `$dynamic()` select of the list's filters) answers, counted up to
 * `limit` (ADMIN_LIST_COUNT_LIMIT for the admin lists; the catalog's CAMPAIGN_LIST_LIMIT): a
 * `count(*)` of every matching row read the whole table on each load of the unfiltered list, and
 * grew with the marketplace (issue 19, ADR 044). Counting one row past the limit tells "exactly
 * the limit" from "more".
 */
export async function countUpToLimit(
  db: Database,
  matching: PgSelect,
  limit: number = ADMIN_LIST_COUNT_LIMIT,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await db.select({ n: count() }).from(matching.limit(limit + 1).as('matching'));
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, limit), totalCapped: n > limit };
}
