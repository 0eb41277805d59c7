import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row, id 1: a number every server process compares with the version of its in-memory
 * public answers (the catalog a visitor sees, ADR 041). Triggers on every table those answers read
 * bump it once per committing transaction (migration 0022), so a change made through any process
 * (or by hand in psql) is seen by all of them on their next request.
 */
export const publicReadVersions = pgTable(
  'public_read_versions',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The transaction that last bumped it: a transaction changing many rows bumps it once. */
    bumpedBy: bigint('bumped_by', { mode: 'number' }),
  },
  (t) => [check('public_read_versions_single_row', sql`${t.id} = 1`)],
);
