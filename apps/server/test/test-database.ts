import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL set, each caller gets a database of its own on that server (created
 * here, dropped by `drop`), so test files can run in parallel. Without it: undefined → PGlite.
 */
export async function createTestDatabase(): Promise<{
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `stepup_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
