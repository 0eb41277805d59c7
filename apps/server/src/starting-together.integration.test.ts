import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@stepup/db';
import { createTestDatabase } from '../test/test-database';
import { freePort } from '../test/free-port';

/**
 * Two server processes started at the same moment on one empty PostgreSQL database (issue 20):
 * one applies the migrations under the advisory lock, the other waits for it, and neither listens
 * before they are all applied; a worker starting with them too. Each then stops on SIGTERM, with
 * status 0 (ADR 050). PostgreSQL only (PGlite belongs to one process).
 */
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const worker = fileURLToPath(new URL('./worker.ts', import.meta.url));
const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: { when: number }[] };

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes starting together', () => {
  const children: ChildProcess[] = [];
  let scratch: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
          ),
      ),
    );
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('apply the migrations once, neither answers before they are applied, and each stops on SIGTERM', async () => {
    scratch = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-together-'));
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const appliedCount = async () => {
      const { rows } = await client.query<{ present: boolean }>(
        `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "present"`,
      );
      if (!rows[0]?.present) return 0;
      const applied = await client.query<{ n: number }>(
        'SELECT count(*)::int AS "n" FROM drizzle.__drizzle_migrations',
      );
      return applied.rows[0]!.n;
    };
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'starting-together-test-secret-0123456789',
    };
    try {
      const workerChild = spawn(process.execPath, ['--import', 'tsx', worker], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(workerChild);
      let workerOutput = '';
      const workerRunning = new Promise<void>((resolve, reject) => {
        const heard = (chunk: Buffer) => {
          workerOutput += chunk.toString();
          if (workerOutput.includes('worker: running jobs')) resolve();
        };
        workerChild.stdout.on('data', heard);
        workerChild.stderr.on('data', heard);
        workerChild.once('exit', () => reject(new Error(`worker exited: ${workerOutput}`)));
      });
      const started = await Promise.all(
        [0, 1].map(async () => {
          const port = await freePort();
          const child = spawn(process.execPath, ['--import', 'tsx', main], {
            env: {
              ...env,
              PORT: String(port),
              BUSINESS_PORT: String(await freePort()),
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          children.push(child);
          // Both streams: a start-up failure is a JSON line of the process logger on stdout.
          let stderr = '';
          const heard = (chunk: Buffer) => (stderr += chunk.toString());
          child.stdout?.on('data', heard);
          child.stderr?.on('data', heard);
          return { child, url: `http://127.0.0.1:${port}`, stderr: () => stderr };
        }),
      );
      // The first answer of each: by then every migration is recorded, exactly once.
      const firstAnswers = await Promise.all(
        started.map(async ({ child, url, stderr }) => {
          const deadline = Date.now() + 90_000;
          for (;;) {
            if (child.exitCode !== null) throw new Error(`server exited: ${stderr()}`);
            const live = await fetch(`${url}/api/health/live`).then(
              (res) => res.ok,
              () => false,
            );
            if (live) return appliedCount();
            if (Date.now() > deadline) throw new Error(`server did not start: ${stderr()}`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }),
      );
      expect(firstAnswers).toEqual([journal.entries.length, journal.entries.length]);
      for (const { url } of started) {
        const ready = await fetch(`${url}/api/health/ready`);
        expect(ready.status).toBe(200);
      }
      const { rows } = await client.query<{ distinct: number; all: number }>(
        'SELECT count(DISTINCT created_at)::int AS "distinct", count(*)::int AS "all" FROM drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ distinct: journal.entries.length, all: journal.entries.length });
      await workerRunning;

      // SIGTERM: each drains and exits 0, well within SHUTDOWN_TIMEOUT_SECONDS.
      const exits = [...started.map(({ child }) => child), workerChild].map(
        (child) =>
          new Promise<number | null>((resolve) => {
            child.once('exit', (code) => resolve(code));
            child.kill('SIGTERM');
          }),
      );
      expect(await Promise.all(exits)).toEqual([0, 0, 0]);
    } finally {
      await client.end();
    }
  }, 150_000);
});
