import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createPurchaseResponseSchema } from '@stepup/contracts';
import { companies, eq, vouchers } from '@stepup/db';
import { buildTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { newCompanyUser } from '../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../test/purchase-helpers';
import { buildApp } from './app';
import { buildOpsServer } from './ops-server';
import { SANDBOX_CARDS } from './providers/payments/sandbox/sandbox-provider';

// ADR 049: each process's figures on its own listener, never on the sites. No job runs here
// (RUN_JOBS=false, a web process beside workers): the sale's mail and events wait in the queue.

let t: TestApp;
let business: FastifyInstance;
let ops: FastifyInstance;
let company: { cookie: string; companyId: string };

beforeAll(async () => {
  t = await buildTestApp({ env: { RUN_JOBS: 'false' } });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ops = await buildOpsServer({
    database: t.deps.database,
    readiness: t.deps.services.readiness,
  });
  await ops.ready();
  const { db } = t.deps.database;
  company = await newCompanyUser(business, db, 'till@metrics.test', 'Metric Muffins');
  await db
    .update(companies)
    .set({
      status: 'approved',
      currentStatus: 'online',
      paymentAccountId: 'acct_sandbox_metrics',
      paymentsEnabled: true,
    })
    .where(eq(companies.id, company.companyId));
}, 120_000);

afterAll(async () => {
  await ops?.close();
  await business?.close();
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await ops.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series (`name{labels}`) in the scrape, or 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the health probes of the operations listener', () => {
  it('answers live, and ready once the database, migrations and jobs are', async () => {
    const live = await ops.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await ops.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('the metrics listener', () => {
  it('shows a sandbox purchase, its redemption and the jobs they queued', async () => {
    const before = await scrape();
    const { db } = t.deps.database;
    const campaignId = await insertLiveCampaign(db, company.companyId);
    const buyer = await newSignedInBuyer(t.app, db, 'metrics.buyer@example.test');
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId, slot: 1, buyFor: 'self' },
      headers: { cookie: buyer.cookie },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const purchase = createPurchaseResponseSchema.parse(bought.json());
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
      payload: { clientSecret: purchase.clientSecret, cardNumber: SANDBOX_CARDS.succeeds },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [voucher] = await db
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    const redeemed = await business.inject({
      method: 'POST',
      url: '/api/company/redemptions/redeem',
      payload: { code: voucher!.code },
      headers: { cookie: company.cookie },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    const after = await scrape();
    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('stepup_payments_created_total')).toBe(1);
    expect(moved('stepup_payments_succeeded_total')).toBe(1);
    expect(moved('stepup_redemptions_total{channel="till"}')).toBe(1);
    // The requests, by route pattern: the pay call's intent id is not in any label.
    expect(
      moved(
        'stepup_http_request_duration_seconds_count{site="web",method="POST",route="/api/purchases",status="201"}',
      ),
    ).toBe(1);
    expect(after).toContain('route="/api/payments/sandbox/intents/:intentId/confirm"');
    expect(after).not.toContain(purchase.paymentIntentId);
    expect(after).not.toContain(voucher!.code);
    expect(after).toMatch(
      /stepup_http_request_duration_seconds_bucket\{le="[^"]+",site="business",method="POST",route="\/api\/company\/redemptions\/redeem",status="200"\} 1/,
    );
    // Nobody works the queue here: the buyer's confirmation waits as a job and as unsent mail.
    expect(
      valueOf(after, 'stepup_job_queue_depth{queue="send-mail",state="ready"}'),
    ).toBeGreaterThan(0);
    expect(
      valueOf(after, 'stepup_job_queue_oldest_ready_seconds{queue="send-mail"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'stepup_mail_outbox_pending')).toBeGreaterThan(0);
    // The process's own: prom-client's default set.
    expect(after).toContain('process_cpu_seconds_total');
  });

  it('is not served by the sites: /metrics there is the site, never the figures', async () => {
    for (const app of [t.app, business]) {
      // The site's page route (here with no built site: its 503 "not built" answer).
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('stepup_http_request_duration_seconds');
      expect(res.headers['content-type']).not.toMatch(/version=0\.0\.4/);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(api.statusCode).toBe(404);
    const after = await scrape();
    // Labelled with the pattern that answered, whatever the URL.
    expect(after).toContain('route="/*"');
    expect(after).not.toContain('route="/metrics"');
    expect(after).not.toContain('route="/api/metrics"');
  });
});
