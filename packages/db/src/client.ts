import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { NamedStatementsClient } from './named-statements';
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
  /**
   * PGlite only: start from this copy of a whole database (`dumpDataDir`) instead of an empty
   * one. Tests start each database from one migrated copy: PGlite's initdb takes seconds.
   */
  loadDataDir?: Blob;
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
  /**
   * Wake-up hints, on both databases (the job queue's LISTEN/NOTIFY, ADR 046; the visitors' kept
   * answers on PostgreSQL, ADR 041): calls `onPayload` for each NOTIFY on `channel`, and
   * `onSubscribed` after each (re)subscription, as notifications sent while it was down are lost
   * and the caller must look for itself; `onLost` when a subscription is lost (from then until
   * the next `onSubscribed`, nothing is heard). PostgreSQL: one connection of its own outside the
   * pool (a pooled one could not stay LISTENing), reconnected with backoff when it drops or stops
   * answering. A hint may come late, so a caller must not take silence for "nothing changed"
   * beyond what it can afford.
   */
  listenForWakeUps(
    channel: string,
    onPayload: (payload: string) => void,
    onSubscribed: () => void,
    onLost?: () => void,
  ): Promise<{ close(): Promise<void> }>;
  /** PGlite only: a copy of the whole database, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
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
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolMax ?? 10,
      Client: NamedStatementsClient,
    });
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
      listenForWakeUps: (channel, onPayload, onSubscribed, onLost) =>
        listenOnOwnConnection(databaseUrl, channel, onPayload, onSubscribed, onLost),
      close: () => pool.end(),
    };
    return handle;
  }

  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the substring search indexes (see schema/catalog.ts); the migration creates it.
  const client = await PGlite.create(inMemory ? undefined : dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
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
    // One connection inside this process: the subscription cannot drop while the database is open.
    listenForWakeUps: async (channel, onPayload, onSubscribed) => {
      const unlisten = await client.listen(channel, onPayload);
      onSubscribed();
      return { close: () => unlisten() };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
  return handle;
}

// How often the listening connection is asked whether it still listens: a connection that died
// without a word (a dropped network path) otherwise goes unnoticed until TCP keep-alive gives up.
const LISTEN_CHECK_EVERY_MS = 10_000;
const LISTEN_CHECK_TIMEOUT_MS = 5_000;

/**
 * LISTEN on a PostgreSQL connection of its own. Resolves once subscribed (rejects if the first
 * attempt fails: the caller then does without); after that it reconnects by itself, after 1, 2,
 * 4… up to 30 s, and calls `onLost` each time a subscription ends and `onSubscribed` each time it
 * listens again.
 */
async function listenOnOwnConnection(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onSubscribed: () => void,
  onLost: () => void = () => {},
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let current: pg.Client | undefined;
  /** The client whose LISTEN is in force, if any. */
  let subscribed: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    if (subscribed === client) {
      subscribed = undefined;
      if (!closed) onLost();
    }
    clearTimeout(checkTimer);
    client.removeAllListeners();
    // A connection that died may still emit 'error' while it ends: heard, and ignored.
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (closed || retryTimer) return;
    const backoff = Math.min(30_000, 1_000 * 2 ** Math.min(failures, 5));
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect().catch(() => {});
    }, backoff);
    retryTimer.unref();
  };

  const check = (client: pg.Client) => {
    checkTimer = setTimeout(() => {
      let timeout: NodeJS.Timeout | undefined;
      const stillListening = client.query<{ listening: boolean }>(
        'select $1::text in (select pg_listening_channels()) as "listening"',
        [channel],
      );
      Promise.race([
        stillListening,
        new Promise<never>((_resolve, reject) => {
          timeout = setTimeout(() => reject(new Error('no answer')), LISTEN_CHECK_TIMEOUT_MS);
        }),
      ])
        .then((result) => (result.rows[0]?.listening ? check(client) : drop(client)))
        .catch(() => drop(client))
        .finally(() => clearTimeout(timeout));
    }, LISTEN_CHECK_EVERY_MS);
    checkTimer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      application_name: 'stepup-wake-ups',
    });
    current = client;
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      drop(client);
      throw err;
    }
    if (current !== client) return;
    failures = 0;
    subscribed = client;
    check(client);
    onSubscribed();
  };

  try {
    await connect();
  } catch (err) {
    closed = true;
    clearTimeout(retryTimer);
    throw err;
  }
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(checkTimer);
      const client = current;
      current = undefined;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
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

/**
 * How many migrations of ./migrations the database has not applied yet: drizzle's journal against
 * its table of applied ones, judged as drizzle's migrator judges it (a migration is applied when
 * one at least as recent is recorded). 0 once `migrate` has run to the end.
 */
export async function pendingMigrations(database: DatabaseHandle): Promise<number> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[];
  };
  // No table yet: nothing applied. to_regclass answers null instead of failing.
  const [table] = (
    await database.executeSql(
      `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "present"`,
    )
  ).rows as { present: boolean }[];
  if (!table?.present) return journal.entries.length;
  const [last] = (
    await database.executeSql(
      'SELECT max(created_at)::text AS "createdAt" FROM drizzle.__drizzle_migrations',
    )
  ).rows as { createdAt: string | null }[];
  const appliedUpTo = Number(last?.createdAt ?? 0);
  return journal.entries.filter((entry) => entry.when > appliedUpTo).length;
}
