import type { Query, SQL } from 'drizzle-orm';
import { Placeholder } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

// Both drivers' databases are built with drizzle's default dialect (no casing option), so their
// SQL text is this dialect's.
const dialect = new PgDialect();

/**
 * A statement written with sql`` whose values are all `sql.placeholder(name)`, turned into its SQL
 * text once, on its first run, and then only run with new values (ADR 062): drizzle builds a
 * statement's text again on every call, which for the sale's wide statements cost more of the
 * server's time than PostgreSQL spent running them. Runs on a database or inside a transaction,
 * on PGlite and PostgreSQL alike, and answers the rows as `db.execute` does. The values are
 * given as the driver takes them: `driverValue` encodes one as its column does.
 */
export class CompiledStatement<Name extends string> {
  readonly #build: () => SQL;
  #query: Query | undefined;

  constructor(build: () => SQL) {
    this.#build = build;
  }

  async run(
    db: Database | Transaction,
    values: Record<Name, unknown>,
  ): Promise<{ rows: Record<string, unknown>[] }> {
    const query = (this.#query ??= compile(this.#build()));
    // No fields: the driver's rows as they come, as db.execute answers them.
    const result = await db._.session
      .prepareQuery(query, undefined, undefined, false)
      .execute(values);
    return result as { rows: Record<string, unknown>[] };
  }
}

function compile(statement: SQL): Query {
  const query = dialect.sqlToQuery(statement);
  // A value written into the statement would be sent with every run, whatever that run's values:
  // only placeholders belong in a statement built once.
  if (query.params.some((param) => !(param instanceof Placeholder))) {
    throw new Error(`A compiled statement has a value that is not a placeholder: ${query.sql}`);
  }
  return query;
}

/** A value as the driver takes it for `column` (SQL NULL stays null, as drizzle sends it). */
export function driverValue(
  column: { mapToDriverValue(value: unknown): unknown },
  value: unknown,
): unknown {
  return value === null ? null : column.mapToDriverValue(value);
}
