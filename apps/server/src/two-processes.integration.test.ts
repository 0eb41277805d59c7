import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED } from '@stepup/domain';
import { createTestDatabase } from '../test/test-database';
import { signInRateRules } from './modules/accounts/sign-in-limits';
import { freePort } from '../test/free-port';

/**
 * Two real server processes (as behind a load balancer) on one PostgreSQL database: the limits
 * are counted where both see them. PGlite cannot be shared between processes, so this runs in
 * the PostgreSQL run (TEST_DATABASE_URL) only.
 */
const main = fileURLToPath(new URL('./main.ts', import.meta.url));

async function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const [port, businessPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env, PORT: String(port), BUSINESS_PORT: String(businessPort) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { url, child };
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes, one database', () => {
  let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
  const servers: { url: string; child: ChildProcess }[] = [];
  let dataDir: string;

  beforeAll(async () => {
    scratch = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-two-'));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1',
      AUTH_SECRET: 'two-processes-test-secret-0123456789abcdef',
    };
    // One at a time: the first applies the migrations.
    servers.push(await startServer({ ...env, RUN_JOBS: 'true' }));
    servers.push(await startServer({ ...env, RUN_JOBS: 'false' }));
  }, 120_000);

  afterAll(async () => {
    for (const { child } of servers) child.kill('SIGTERM');
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
          ),
      ),
    );
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('wrong passwords sent to both processes in turn are counted once, together', async () => {
    const email = `shared-${Date.now()}@example.test`;
    const signIn = (url: string) =>
      fetch(`${url}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email, password: 'Wrong-Password-1' }),
      });
    const { limit } = signInRateRules.failuresPerAccountAndIp;
    for (let i = 0; i < limit; i++) {
      const res = await signIn(servers[i % 2]!.url);
      expect(res.status).toBe(401);
    }
    // Each process alone has seen half the failures; together they are at the limit.
    for (const { url } of servers) {
      const res = await signIn(url);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        RATE_LIMITED,
      );
    }
  });
});
