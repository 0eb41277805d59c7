import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, companies, eq, isNull, sql, vouchers } from '@stepup/db';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { actorOf } from '../../../test/actors';
import { newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { SANDBOX_CARDS } from '../../providers/payments/sandbox/sandbox-provider';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';
import { createPurchase } from '../purchases/create-purchase';
import { redeemVoucher } from '../redemption/service';
import { cancelVoucher } from '../refunds/cancel-voucher';

// The dashboard reads counters a trigger keeps (ADR 044): through a real sale (sandbox payment,
// webhook), a redemption at the till and a customer's cancellation with refund, its figures stay
// what summing the vouchers gives.
let t: TestApp;
let business: FastifyInstance;
let web: AppContext;
let biz: AppContext;
let sandbox: SandboxProvider;
let companyId: string;
let ownerCookie: string;

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  web = t.app.ctx;
  biz = business.ctx;
  sandbox = t.deps.services.sandboxPayments!;
  const { db } = t.deps.database;
  ({ companyId, cookie: ownerCookie } = await newCompanyUser(
    business,
    db,
    'owner@counters.test',
    'Counter Cafe',
  ));
  await db
    .update(companies)
    .set({
      status: 'approved',
      currentStatus: 'online',
      paymentAccountId: 'acct_sandbox_counters',
      paymentsEnabled: true,
      contactEmail: 'hello@counters.test',
    })
    .where(eq(companies.id, companyId));
  await newSignedInBuyer(t.app, db, 'ada@example.test', { name: 'Ada Lovelace' });
  await newSignedInBuyer(t.app, db, 'grace@example.test', { name: 'Grace Hopper' });
}, 90_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const db = () => t.deps.database.db;

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function buy(email: string, campaignId: string) {
  const purchase = await createPurchase(web, await actorOf(web, email), {
    campaignId,
    slot: 1,
    buyFor: 'self',
  } as Parameters<typeof createPurchase>[2]);
  await sandbox.confirmCard(
    purchase.paymentIntentId,
    purchase.clientSecret,
    SANDBOX_CARDS.succeeds,
  );
  return waitFor('the voucher', async () => {
    const [row] = await db()
      .select()
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    return row;
  });
}

/** The campaign's figures on the dashboard. */
async function shown(campaignId: string) {
  const res = await business.inject({
    url: '/api/company/dashboard',
    headers: { cookie: ownerCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const c = res.json().campaigns.find((x: { id: string }) => x.id === campaignId);
  return {
    stepSalesPence: c.stepSalesPence,
    vouchersSold: c.vouchersSold,
    vouchersRedeemed: c.vouchersRedeemed,
  };
}

/** The same figures summed from every voucher, as the dashboard computed them before. */
async function summed(campaignId: string) {
  const rows = await db()
    .select({
      step: vouchers.step,
      face: sql<number>`sum(${vouchers.faceValuePence})::int`,
      sold: sql<number>`count(*)::int`,
      redeemed: sql<number>`count(${vouchers.usedAt})::int`,
    })
    .from(vouchers)
    .where(and(eq(vouchers.campaignId, campaignId), isNull(vouchers.cancelledAt)))
    .groupBy(vouchers.step);
  const face = (step: number) => rows.find((r) => r.step === step)?.face ?? 0;
  return {
    stepSalesPence: [face(1), face(2), face(3)],
    vouchersSold: rows.reduce((n, r) => n + r.sold, 0),
    vouchersRedeemed: rows.reduce((n, r) => n + r.redeemed, 0),
  };
}

it('keeps the dashboard figures right through sales, a redemption and a refunded cancellation', async () => {
  const campaignId = await insertLiveCampaign(db(), companyId, { name: 'Counted' });
  expect(await shown(campaignId)).toEqual({
    stepSalesPence: [0, 0, 0],
    vouchersSold: 0,
    vouchersRedeemed: 0,
  });

  const adas = await buy('ada@example.test', campaignId);
  const graces = await buy('grace@example.test', campaignId);
  const face = adas.faceValuePence;
  expect(await shown(campaignId)).toEqual({
    stepSalesPence: [2 * face, 0, 0],
    vouchersSold: 2,
    vouchersRedeemed: 0,
  });
  expect(await shown(campaignId)).toEqual(await summed(campaignId));

  await redeemVoucher(biz, await actorOf(biz, 'owner@counters.test'), { code: adas.code });
  expect(await shown(campaignId)).toEqual({
    stepSalesPence: [2 * face, 0, 0],
    vouchersSold: 2,
    vouchersRedeemed: 1,
  });

  // Grace cancels within 14 days: refunded, and no longer a sale.
  await cancelVoucher(web, await actorOf(web, 'grace@example.test'), { voucherId: graces.id });
  expect(await shown(campaignId)).toEqual({
    stepSalesPence: [face, 0, 0],
    vouchersSold: 1,
    vouchersRedeemed: 1,
  });
  expect(await shown(campaignId)).toEqual(await summed(campaignId));
});

it('answers the campaigns a page at a time, newest first, with totals and the pending request over all of them', async () => {
  // Campaigns created a minute apart, the oldest a request still awaiting review.
  const start = Date.now() - 60 * 60_000;
  const pendingId = await insertLiveCampaign(db(), companyId, {
    name: 'Awaiting review',
    status: 'pending',
    isActive: false,
    createdAt: new Date(start - 60_000),
  });
  for (let i = 0; i < 21; i++) {
    await insertLiveCampaign(db(), companyId, {
      name: `Paged ${i}`,
      createdAt: new Date(start + i * 60_000),
    });
  }
  const newest = await insertLiveCampaign(db(), companyId, { name: 'Newest' });
  await buy('ada@example.test', newest);

  const page = async (query: string) => {
    const res = await business.inject({
      url: `/api/company/dashboard${query}`,
      headers: { cookie: ownerCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const first = await page('');
  const second = await page('?page=2');
  const total = first.campaignsTotal;
  expect(total).toBeGreaterThanOrEqual(23);
  expect(first).toMatchObject({ page: 1, pageSize: 20 });
  expect(first.campaigns).toHaveLength(20);
  expect(second.campaigns).toHaveLength(total - 20);
  expect(first.campaigns[0].name).toBe('Newest');
  expect(first.campaigns[0].vouchersSold).toBe(1);
  const ids = [...first.campaigns, ...second.campaigns].map((c: { id: string }) => c.id);
  expect(new Set(ids).size).toBe(total);
  expect(second.campaigns.at(-1).id).toBe(pendingId);

  // The request awaiting review and the totals are the company's, whichever page is asked for.
  for (const answer of [first, second]) {
    expect(answer.pendingRequest).toEqual({ id: pendingId, name: 'Awaiting review' });
    expect(answer.campaignsTotal).toBe(total);
  }
  const [sums] = await db()
    .select({
      face: sql<number>`coalesce(sum(${vouchers.faceValuePence}) filter (where ${vouchers.step} <= 3), 0)::int`,
      sold: sql<number>`count(*)::int`,
      redeemed: sql<number>`count(${vouchers.usedAt})::int`,
    })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), isNull(vouchers.cancelledAt)));
  for (const answer of [first, second]) {
    expect(answer.totals).toMatchObject({
      salesValuePence: sums!.face,
      vouchersSold: sums!.sold,
      vouchersRedeemed: sums!.redeemed,
    });
  }

  const refused = await business.inject({
    url: '/api/company/dashboard?page=0',
    headers: { cookie: ownerCookie },
  });
  expect(refused.statusCode).toBe(422);
});
