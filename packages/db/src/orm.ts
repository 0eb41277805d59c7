/**
 * The query-building operators repositories use, re-exported so the whole workspace shares the
 * one copy of drizzle-orm that packages/db depends on (two copies would make SQL values from one
 * unrecognisable to the other).
 */
export {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
export type { AnyColumn, Placeholder, SQL } from 'drizzle-orm';
/** A select made `$dynamic()`, for a helper that adds the same joins to several queries. */
export type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
