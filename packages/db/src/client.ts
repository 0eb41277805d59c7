import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * Raw query results as both drivers return them: node-postgres' QueryResult and PGlite's Results
 * each carry `rows`, so `db.execute<Row>(sql`…`)` gives `{ rows: Row[] }` on either.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export interface QueryRows<TRow> {
  rows: (TRow extends Record<string, unknown> ? TRow : Record<string, unknown>)[];
}

/**
 * The database handle repositories use. It is the dialect-agnostic base of both drivers
 * (node-postgres and PGlite), so repository code compiles once and runs on either.
 */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handle, as given to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export interface CreateDatabaseOptions {
  /** PostgreSQL connection string. When set (or DATABASE_URL is), PostgreSQL is used. */
  databaseUrl?: string;
  /** PGlite data folder (created if missing); `'memory://'` for a throw-away database. */
  dataDir?: string;
  /** node-postgres pool size (default 10). */
  poolMax?: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs raw SQL with positional parameters on the same database. For libraries that bring their
   * own SQL (the pg-boss job queue), so they share the connection (PGlite) or pool (PostgreSQL).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * PGlite only: calls `onPayload` for each NOTIFY on `channel`; resolves to the unsubscribe.
   * Every writer of an embedded database is this process, and PGlite hands a notification on
   * before the committing query returns, so a listener knows of a change before anything else can
   * read it. Across PostgreSQL processes a notification comes later than that: not offered there.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Internal view of a handle: the concrete driver database, which the migrators need.
type ConcreteHandle =
  | (DatabaseHandle & { kind: 'postgres'; driver: NodePgDatabase<Schema> & { $client: pg.Pool } })
  | (DatabaseHandle & { kind: 'pglite'; driver: PgliteDatabase<Schema> & { $client: PGlite } });

const DEFAULT_DATA_DIR = './data/db';

/**
 * Opens the database. Which one, in order:
 * 1. `databaseUrl` given → PostgreSQL (node-postgres pool);
 * 2. `dataDir` is `'memory://'` → throw-away PGlite (tests never reach a real server by accident,
 *    even with DATABASE_URL exported in the shell);
 * 3. DATABASE_URL set → PostgreSQL;
 * 4. otherwise PGlite persisted in `dataDir` (default ./data/db, created if missing).
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  const inMemory = options.dataDir?.startsWith('memory://') ?? false;
  const databaseUrl = options.databaseUrl ?? (inMemory ? undefined : process.env.DATABASE_URL);
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolMax ?? 10 });
    // An idle client losing its connection emits 'error' on the pool; without a listener that
    // would crash the process. The pool replaces the client on next use.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error', error));
    const driver = drizzleNodePg({ client: pool, schema });
    const handle: ConcreteHandle = {
      kind: 'postgres',
      db: driver,
      driver,
      // A script of several statements answers one result per statement, and pg-boss reads rows
      // of every statement (its maintenance and schema commands): hand them all on, in order.
      executeSql: async (text, values = []) => {
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return { rows: Array.isArray(result) ? result.flatMap((each) => each.rows) : result.rows };
      },
      close: () => pool.end(),
    };
    return handle;
  }

  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the substring search indexes (see schema/catalog.ts); the migration creates it.
  const client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } });
  const driver = drizzlePglite({ client, schema });
  const handle: ConcreteHandle = {
    kind: 'pglite',
    db: driver,
    driver,
    // PGlite's `query` takes one statement with parameters; `exec` runs parameterless scripts
    // (pg-boss sends several statements at once when it installs its schema).
    executeSql: async (text, values = []) =>
      values.length > 0
        ? { rows: (await client.query(text, values)).rows }
        : { rows: (await client.exec(text)).flatMap((result) => result.rows) },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
  return handle;
}

/** ./migrations beside src/, found from this file so it works from any working directory. */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// Any 64-bit number unique to this app: serialises migrations across processes on PostgreSQL.
const MIGRATION_LOCK_KEY = 7_301_554_120_911;

/** Applies every pending migration in ./migrations (idempotent). */
export async function migrate(database: DatabaseHandle): Promise<void> {
  const handle = database as ConcreteHandle;
  if (handle.kind === 'pglite') {
    // PGlite has a single connection inside this process: nothing else can race us.
    await migratePglite(handle.driver, { migrationsFolder });
    return;
  }
  // Several server processes may start together against one PostgreSQL; drizzle's migrator does not
  // lock, so hold a session advisory lock on a dedicated connection while migrating.
  const lockClient = await handle.driver.$client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.driver, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
