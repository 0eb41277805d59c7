import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { customOffers, payments, refunds } from '@stepup/db';
import { adminDashboardSchema } from '@stepup/contracts';
import { ADMIN_ONLY, ukDateKey } from '@stepup/domain';
import { buildApp } from '../../app';
import {
  newVerifiedAccount,
  sessionSignedFor,
  turnOnAuthenticator,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';
import { insertVoucher } from '../../../test/company-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// GET /api/admin/dashboard: the platform's figures over a period and its charts per UK day, on a
// small history with known answers; and who may not read it.

let t: TestApp;
let business: FastifyInstance;
const cookies = { admin: '', company: '', customer: '' };
const DAY = 86_400_000;
const PASSWORD = 'Dashboard-Password-1';

const dashboard = (who: keyof typeof cookies | null, query = '') =>
  business.inject({
    method: 'GET',
    url: `/api/admin/dashboard${query}`,
    headers: who ? { cookie: cookies[who] } : {},
  });

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const db = t.deps.database.db;

  cookies.company = await newVerifiedAccount(business, {
    email: 'owner@dash.test',
    password: PASSWORD,
    companyName: 'Dash Ltd',
  });
  cookies.customer = sessionSignedFor(
    await newVerifiedAccount(t.app, { email: 'customer@dash.test', password: PASSWORD }),
    'business',
    t.deps.config.authSecret,
  );
  const adminCookie = await newVerifiedAccount(business, {
    email: 'admin@dash.test',
    password: PASSWORD,
    companyName: 'Admin Signup Ltd',
  });
  await makeAdmin(db, 'admin@dash.test');
  cookies.admin = (await turnOnAuthenticator(business, adminCookie, PASSWORD)).cookie;

  // The history: two sales today (one redeemed today, one refunded in part twice), one 10 days ago, one
  // 45 days ago (outside 30 days, inside 90); an old company; two offers (one charged).
  const now = Date.now();
  const companyId = await insertSellingCompany(db, { createdAt: new Date(now - 200 * DAY) });
  const campaignId = await insertLiveCampaign(db, companyId);
  const { userId } = await newSignedInBuyer(t.app, db, 'buyer@dash.test');
  const sale = async (daysAgo: number, pence: number, usedDaysAgo: number | null = null) => {
    const at = new Date(now - daysAgo * DAY);
    const [payment] = await db
      .insert(payments)
      .values({
        provider: 'sandbox',
        providerPaymentId: `pi_dash_${daysAgo}_${pence}`,
        status: 'succeeded',
        amountPence: pence,
        voucherAmountPence: pence,
        amountCapturedPence: pence,
        userId,
        campaignId,
        companyId,
        step: 1,
        slot: 0,
        faceValuePence: 2500,
        discount: 10,
        createdAt: at,
      })
      .returning({ id: payments.id });
    await insertVoucher(db, {
      campaignId,
      companyId,
      buyerUserId: userId,
      paymentId: payment!.id,
      pricePaidPence: pence,
      paymentDate: at,
      usedAt: usedDaysAgo === null ? null : new Date(now - usedDaysAgo * DAY),
    });
    return payment!.id;
  };
  await sale(0, 2250, 0);
  const refunded = await sale(0, 2000);
  await sale(10, 2250);
  await sale(45, 2250, 44);
  await db.insert(refunds).values(
    [500, 300].map((amountPence) => ({
      paymentId: refunded,
      amountPence,
      status: 'succeeded' as const,
      requestedBy: 'admin' as const,
      succeededAt: new Date(now),
    })),
  );
  await db.insert(customOffers).values(
    ['charged', 'declined'].map((status) => ({
      customerUserId: userId,
      campaignId,
      companyId,
      faceValuePence: 3000,
      discount: 30,
      status: status as 'charged' | 'declined',
      keyHash: `hash-${status}`,
      expiresAt: new Date(now + DAY),
      createdAt: new Date(now - 2 * DAY),
    })),
  );
});
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('GET /api/admin/dashboard', () => {
  it('is for admins only: 401 signed out, 403 a customer or a company user', async () => {
    expect((await dashboard(null)).statusCode).toBe(401);
    for (const who of ['customer', 'company'] as const) {
      const res = await dashboard(who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error.message).toBe(ADMIN_ONLY);
    }
  });

  it('answers the last 30 days by default: the figures and a bar for every UK day', async () => {
    const res = await dashboard('admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = adminDashboardSchema.parse(res.json());
    expect(body).toMatchObject({ period: '30d', bucket: 'day', to: ukDateKey(new Date()) });
    expect(body.figures).toEqual({
      salesValuePence: 2250 + 2000 + 2250,
      vouchersSold: 3,
      vouchersRedeemed: 1,
      // The buyer and the customer signed up today, and the two business accounts' companies.
      newCustomers: 2,
      newCompanies: 2,
      // One payment refunded (twice: listed once at /admin/payments?dateOf=refunded), £8 in all.
      refunds: 1,
      refundsValuePence: 800,
      customOffersMade: 2,
      customOffersAccepted: 1,
    });
    expect(body.series).toHaveLength(30);
    expect(body.series.at(-1)).toMatchObject({
      bucket: ukDateKey(new Date()),
      salesValuePence: 4250,
      vouchersSold: 2,
      vouchersRedeemed: 1,
    });
    const sum = (key: 'salesValuePence' | 'vouchersSold') =>
      body.series.reduce((n, bar) => n + bar[key], 0);
    expect(sum('salesValuePence')).toBe(body.figures.salesValuePence);
    expect(sum('vouchersSold')).toBe(3);
  });

  it('counts 90 days per week and 12 months per month, taking in the older sale', async () => {
    const ninety = adminDashboardSchema.parse((await dashboard('admin', '?period=90d')).json());
    expect(ninety.bucket).toBe('week');
    expect(ninety.figures).toMatchObject({ vouchersSold: 4, vouchersRedeemed: 2 });
    expect(ninety.series.length).toBeGreaterThanOrEqual(13);
    const year = adminDashboardSchema.parse((await dashboard('admin', '?period=12m')).json());
    expect(year.series).toHaveLength(12);
    expect(year.figures.newCompanies).toBe(3);
  });

  it('refuses a period it does not know', async () => {
    expect((await dashboard('admin', '?period=5y')).statusCode).toBe(422);
  });
});
