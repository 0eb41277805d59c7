import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, migrate, type DatabaseHandle } from '../src/client';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A migrated in-memory PGlite. */
export async function openPglite(): Promise<DatabaseHandle> {
  const database = await createDatabase({ dataDir: 'memory://' });
  await migrate(database);
  return database;
}

/**
 * A migrated, uniquely named scratch database on TEST_DATABASE_URL's server; `close` drops it.
 */
export async function openScratchPostgres(
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `stepup_db_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  if (options.migrate !== false) await migrate(database);
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      // Without FORCE: DROP waits (up to 5 s) for the pool's backends to exit instead of killing them.
      await admin.query(`drop database if exists "${name}"`);
      await admin.end();
    },
  };
}
