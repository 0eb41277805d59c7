import { sql } from 'drizzle-orm';
import type { Transaction } from './client';

/**
 * Runs raw SQL with positional parameters ($1, $2, …) inside a Drizzle transaction, on either
 * driver: for a library that brings its own SQL and accepts an executor (pg-boss's `db` option),
 * so its rows are written in the caller's transaction and commit or roll back with it.
 */
export async function executeSqlIn(
  tx: Transaction,
  text: string,
  values: readonly unknown[] = [],
): Promise<{ rows: unknown[] }> {
  // Split at each placeholder; odd parts are the placeholders' numbers. Drizzle numbers the
  // parameters again as it builds the statement.
  const parts = text.split(/\$(\d+)/);
  const query = sql.join(
    parts.map((part, at) => (at % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
  );
  return { rows: (await tx.execute(query)).rows };
}
