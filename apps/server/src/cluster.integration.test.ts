import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, root, startCluster } from '../../../scripts/lib/cluster.mjs';
import type { Cluster } from '../../../scripts/lib/cluster.mjs';
import { insertCampaign, insertCompany, mintBuyers, purchase } from '../../../bench/lib/market.mjs';
import { createTestDatabase } from '../test/test-database';

/**
 * The production topology of issue 20, natively (`npm run start:cluster`): the reverse proxy in
 * front of two web processes without jobs and a worker, on one PostgreSQL database. PGlite
 * cannot be shared between processes, so this runs in the PostgreSQL run (TEST_DATABASE_URL) only.
 */
const AUTH_SECRET = randomBytes(32).toString('hex');

describe.skipIf(!process.env.TEST_DATABASE_URL)('the native cluster behind its proxy', () => {
  let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
  let cluster: Cluster;
  let db: pg.Pool;
  let dataDir: string;
  const output: string[] = [];

  beforeAll(async () => {
    scratch = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-cluster-'));
    cluster = await startCluster({
      databaseUrl: scratch.url!,
      port: await freePort(),
      businessPort: await freePort(),
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        AUTH_SECRET,
      },
      log: (line) => output.push(line),
    }).catch((err: Error) => {
      throw new Error(`${err.message}\n${output.slice(-30).join('\n')}`);
    });
    db = new pg.Pool({ connectionString: scratch.url, max: 2 });
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves both sites through the proxy, and a purchase completes with its voucher and its mail', async () => {
    expect(cluster.children.map((c) => c.name)).toEqual(['web 1', 'web 2', 'worker 1', 'proxy']);
    // The built sites once `npm run build` has run; before it (CI's first Vitest run) each web
    // process says so through the proxy instead.
    for (const [origin, app] of [
      [cluster.origin, 'web'],
      [cluster.businessOrigin, 'business'],
    ] as const) {
      const page = await fetch(`${origin}/dashboard`);
      const html = await page.text();
      if (fs.existsSync(path.join(root, 'apps', app, 'dist', 'index.html'))) {
        expect(page.status, app).toBe(200);
        expect(html).toContain('<div id="root">');
      } else {
        expect(page.status, app).toBe(503);
        expect(html).toMatch(/npm run build/);
      }
      const health = await fetch(`${origin}/api/health/ready`);
      expect(health.status, app).toBe(200);
    }

    // A live campaign and a signed-in buyer, as the purchase benchmarks set them up.
    const company = await insertCompany(db, 'Cluster Bakery');
    const campaignId = await insertCampaign(db, company, 'Cluster loaf', 100_000);
    const [buyer] = await mintBuyers(db, 1, AUTH_SECRET);
    // Created, paid with the sandbox's card and its voucher's code shown, all through the proxy.
    const outcome = await purchase(cluster.origin, buyer!, campaignId);
    expect(outcome.failed).toBeUndefined();
    const { paymentId } = outcome as { paymentId: string };
    const vouchers = await db.query('select code from vouchers where payment_id = $1', [paymentId]);
    expect(vouchers.rows).toHaveLength(1);
    // The web processes run no jobs: the worker sent the buyer's confirmation.
    const mail = await until(async () => {
      const { rows } = await db.query(
        `select sent_at from mail_outbox where "to" = $1 and template = 'voucher-confirmation'`,
        [buyer!.email],
      );
      return rows[0]?.sent_at ? rows : undefined;
    });
    expect(mail).toHaveLength(1);
  });

  it('keeps serving while a web process is killed, and brings it back', async () => {
    expect(cluster.kill('web 1', 'SIGKILL')).toBe(true);
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${cluster.origin}/api/health`);
      expect(res.status).toBe(200);
    }
    await cluster.ready('web 1');
    expect(cluster.children.find((c) => c.name === 'web 1')!.restarts).toBe(1);
  }, 120_000);
});

/** Polls `read` until it answers something, for up to 30 s. */
async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
