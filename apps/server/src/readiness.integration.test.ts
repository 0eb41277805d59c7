import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate } from '@stepup/db';
import { createTestDatabase } from '../test/test-database';
import { buildTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { createReadiness } from './readiness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const notReady = (message: string) => ({ error: { code: 'unavailable', message } });

describe('liveness and readiness (issue 20)', () => {
  it('answers live and ready once the database answers, the migrations are applied and the jobs work', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready, but live, without its database', async () => {
    const own = await buildTestApp();
    await own.deps.database.close();
    const ready = await own.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(notReady('Not ready: the database is not reachable.'));
    const live = await own.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    await own.close();
  });

  it('is not ready once its jobs have stopped, nor while it shuts down', async () => {
    const own = await buildTestApp();
    await own.deps.services.stop();
    const stopped = await own.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual(notReady('Not ready: the job queue has not started.'));
    own.deps.services.readiness.shuttingDown();
    const stopping = await own.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toEqual(notReady('Not ready: the process is shutting down.'));
    await own.close();
  });

  it('is not ready while a migration is not applied, and remembers once they all are', async () => {
    const scratch = await createTestDatabase();
    const database = await createDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    try {
      const readiness = createReadiness({ database });
      expect(await readiness.check()).toMatchObject({ ready: false, check: 'migrations' });
      await migrate(database);
      // The last one forgotten: as a process finds a database another version has not migrated.
      const last = `(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
      const [forgotten] = (
        await database.executeSql(
          `DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${last} RETURNING hash, created_at::text AS "createdAt"`,
        )
      ).rows as { hash: string; createdAt: string }[];
      expect(await readiness.check()).toEqual({
        ready: false,
        check: 'migrations',
        message: 'Not ready: 1 migration(s) not applied yet.',
      });
      await database.executeSql(
        'INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)',
        [forgotten!.hash, forgotten!.createdAt],
      );
      expect(await readiness.check()).toEqual({ ready: true });
      // Asked once: migrations only move forward while a process runs.
      await database.executeSql(
        `DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${last}`,
      );
      expect(await readiness.check()).toEqual({ ready: true });
    } finally {
      await database.close();
      await scratch.drop();
    }
  });

  it('asks the database at most once a second, however many probes come', async () => {
    const scratch = await createTestDatabase();
    const database = await createDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    try {
      await migrate(database);
      const readiness = createReadiness({ database });
      const answers = await Promise.all(Array.from({ length: 50 }, () => readiness.check()));
      expect(answers.every((answer) => answer.ready)).toBe(true);
      // The database gone: the answer of the last second still stands, then no longer.
      await database.close();
      expect(await readiness.check()).toEqual({ ready: true });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await readiness.check()).toMatchObject({ ready: false, check: 'database' });
    } finally {
      await scratch.drop();
    }
  });
});
