import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, root, startCluster } from '../../../scripts/lib/cluster.mjs';
import type { Cluster } from '../../../scripts/lib/cluster.mjs';
import { createTestDatabase } from '../test/test-database';
import { siteAuthSecret } from './modules/accounts/auth';

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

    const { campaignId, cookie, email } = await sellerAndBuyer(db);
    const created = await fetch(`${cluster.origin}/api/purchases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: cluster.origin },
      body: JSON.stringify({ campaignId, slot: 1, buyFor: 'self' }),
    });
    const purchase = (await created.json()) as {
      paymentId: string;
      paymentIntentId: string;
      clientSecret: string;
    };
    expect(created.status, JSON.stringify(purchase)).toBe(201);
    const paid = await fetch(
      `${cluster.origin}/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.origin },
        body: JSON.stringify({
          clientSecret: purchase.clientSecret,
          cardNumber: '4242424242424242',
        }),
      },
    );
    expect(paid.status).toBe(200);
    const progress = await until(async () => {
      const res = await fetch(`${cluster.origin}/api/purchases/${purchase.paymentId}/status`, {
        headers: { cookie },
      });
      const body = (await res.json()) as { status: string; voucherCode?: string };
      return body.voucherCode ? body : undefined;
    });
    expect(progress.status).toBe('succeeded');
    const vouchers = await db.query('select code from vouchers where payment_id = $1', [
      purchase.paymentId,
    ]);
    expect(vouchers.rows).toHaveLength(1);
    // The web processes run no jobs: the worker sent the buyer's confirmation.
    const mail = await until(async () => {
      const { rows } = await db.query(
        `select sent_at from mail_outbox where "to" = $1 and template = 'voucher-confirmation'`,
        [email],
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

/**
 * A selling company with a live campaign, and a signed-in customer, written straight into the
 * database; the customer's session cookie as the customer site signs it.
 */
async function sellerAndBuyer(db: pg.Pool) {
  const company = randomUUID();
  await db.query(
    `insert into companies (id, name, status, current_status, payment_account_id, payments_enabled)
     values ($1, 'Cluster Bakery', 'approved', 'online', 'acct_sandbox_cluster', true)`,
    [company],
  );
  const campaignId = randomUUID();
  await db.query(
    `insert into campaigns (id, company_id, name, face_value_1_pence, face_value_2_pence,
       face_value_3_pence, discount_1, discount_2, discount_3, total_value_pence,
       sales_value_left_1_pence, sales_value_left_2_pence, sales_value_left_3_pence,
       expiry_years, status, is_active)
     values ($1, $2, 'Cluster loaf', 2500, 5000, 10000, 10, 15, 20, 100000, 100000, 100000,
       100000, 2, 'live', true)`,
    [campaignId, company],
  );
  const email = `cluster-buyer-${randomBytes(4).toString('hex')}@example.test`;
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `with u as (insert into "user" (id, name, email, email_verified, audience, role)
                values ($1, 'Buyer', $2, true, 'customer', 'user') returning id),
          c as (insert into customers (user_id, name, email_lower) select id, 'Buyer', $2 from u)
     insert into session (id, user_id, token, expires_at) select $3, id, $4, $5 from u`,
    [randomUUID(), email, randomUUID(), token, new Date(Date.now() + 86_400_000)],
  );
  const signature = createHmac('sha256', siteAuthSecret(AUTH_SECRET, 'web'))
    .update(token)
    .digest('base64');
  const cookie = `stepup.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  return { campaignId, cookie, email };
}
