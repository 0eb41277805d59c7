import type { AnyColumn, Query, Table } from 'drizzle-orm';
import { getTableColumns, Placeholder, SQL, sql } from 'drizzle-orm';
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

type Columns = Record<string, AnyColumn>;
const columnsOfTable = new WeakMap<Table, Columns>();
function columnsOf(table: Table): Columns {
  let columns = columnsOfTable.get(table);
  if (!columns) {
    columns = getTableColumns(table) as Columns;
    columnsOfTable.set(table, columns);
  }
  return columns;
}

/**
 * Every column of `table` as a compiled statement's SELECT list, each named after its property
 * (after `prefix`, to tell two tables apart), for `readRow`.
 */
export function selectRow(table: Table, prefix = ''): SQL {
  return sql.join(
    Object.entries(columnsOf(table)).map(
      ([key, column]) => sql`${column} as ${sql.identifier(prefix + key)}`,
    ),
    sql`, `,
  );
}

/**
 * The row of `table` in a compiled statement's row, selected with `selectRow`: decoded as drizzle
 * decodes it.
 */
export function readRow<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
  prefix = '',
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columnsOf(table))) {
    const value = raw[prefix + key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * The properties of `row` an insert writes: those with a value, and those with drizzle's own
 * default function (an id, a timestamp); the others take the table's default. A compiled insert
 * is built once for each such set.
 */
export function insertedKeys(table: Table, row: Record<string, unknown>): string[] {
  const columns = columnsOf(table);
  return Object.keys(columns).filter(
    (key) => row[key] !== undefined || generatedValue(columns[key]!) !== undefined,
  );
}

/**
 * How drizzle fills a column an insert gives no value: its default function, else (when the
 * table has no default for it) its update function; undefined when the table's default applies.
 */
function generatedValue(column: AnyColumn): (() => unknown) | undefined {
  if (column.defaultFn) return column.defaultFn;
  if (!column.default && column.onUpdateFn) return column.onUpdateFn;
  return undefined;
}

/**
 * Those properties' columns, and a placeholder (`prefix` + property) cast to its column's type
 * for each: the lists of `insert into t (columns) values (values)`, or of `select values` when the
 * row is inserted only if an earlier step of the same statement succeeded.
 */
export function insertLists(table: Table, keys: string[], prefix: string) {
  const columns = columnsOf(table);
  return {
    columns: sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    ),
    values: sql.join(
      keys.map(
        (key) => sql`${sql.placeholder(prefix + key)}::${sql.raw(columns[key]!.getSQLType())}`,
      ),
      sql`, `,
    ),
  };
}

/** The row's values for insertLists' placeholders, the default function's where it has none. */
export function insertValues(
  table: Table,
  keys: string[],
  row: Record<string, unknown>,
  prefix: string,
  into: Record<string, unknown>,
): void {
  const columns = columnsOf(table);
  for (const key of keys) {
    const column = columns[key]!;
    const value = row[key] !== undefined ? row[key] : generatedValue(column)!();
    // A generated SQL expression cannot be a placeholder's value.
    if (value instanceof SQL) throw new Error(`Column ${column.name} generates SQL`);
    into[prefix + key] = driverValue(column, value);
  }
}
