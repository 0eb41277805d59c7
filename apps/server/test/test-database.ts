import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, migrate, type DatabaseHandle } from '@stepup/db';
import { databaseUrlOn, onDatabaseServer } from './database-server';

/**
 * With TEST_DATABASE_URL set, each caller gets a database of its own on that server (created
 * here, dropped by `drop`), so test files can run in parallel: empty, or a copy of `template`.
 * Without it: undefined → PGlite.
 */
export async function createTestDatabase(template?: string): Promise<{
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `stepup_test_${randomBytes(6).toString('hex')}`;
  await onDatabaseServer(
    serverUrl,
    `create database ${name}${template ? ` template ${template}` : ''}`,
  );
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => onDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

let migratedCopy: Blob | undefined;

/**
 * A fresh, migrated database of its own, copied from the one the run's global set-up migrated
 * (test/global-setup.ts): PGlite in memory, or a scratch database on TEST_DATABASE_URL's server.
 * `drop` closes it and, on PostgreSQL, drops the scratch database.
 */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const scratch = await createTestDatabase(inject('migratedTemplateName'));
  if (scratch.url === undefined) {
    migratedCopy ??= new Blob([readFileSync(inject('migratedDatabaseFile'))]);
  }
  const database = await createDatabase({
    databaseUrl: scratch.url,
    dataDir: 'memory://',
    loadDataDir: scratch.url === undefined ? migratedCopy : undefined,
  });
  // On a copy this finds every migration applied. It stays, so that a copy which fell behind the
  // migrations folder could not pass unnoticed.
  await migrate(database);
  return {
    database,
    url: scratch.url,
    async drop() {
      // A test may have closed the database itself (to see the server cope without it).
      await database.close().catch(() => {});
      await scratch.drop();
    },
  };
}
