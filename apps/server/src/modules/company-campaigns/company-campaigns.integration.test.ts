import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { campaignCategories, campaigns, categories, companies, eq } from '@stepup/db';
import {
  CAMPAIGN_NAME_REQUIRED,
  CAMPAIGN_UNAVAILABLE,
  CAMPAIGN_NAME_TAKEN,
  EXPIRY_REQUIRED,
  FACE_VALUE_2_ABOVE_1,
  FACE_VALUE_3_ABOVE_2,
  FACE_VALUE_MULTIPLE,
  FACE_VALUE_RANGE,
  REQUEST_ALREADY_PENDING,
  setupIncompleteMessage,
  START_DATE_IN_PAST,
  START_DATE_REQUIRED,
  STEP_2_ABOVE_1,
  STEP_3_ABOVE_2,
  STEP_DISCOUNT_MAX,
  STEP_DISCOUNT_MIN,
  STEP_DISCOUNT_MULTIPLE,
  TERMS_NOT_ACCEPTED,
  TOP_UP_MULTIPLE,
  TOP_UP_NOT_GREATER,
  TOTAL_VALUE_RANGE,
} from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { sessionSignedFor } from '../../../test/account-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { completeCompanySetup, insertVoucher, newCompanyUser } from '../../../test/company-helpers';

let t: TestApp;
let business: FastifyInstance;
let alpha: { cookie: string; companyId: string };
let beta: { cookie: string; companyId: string };
let customerCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const { db } = t.deps.database;
  alpha = await newCompanyUser(business, db, 'owner@alpha.test', 'Alpha Bakes');
  beta = await newCompanyUser(business, db, 'owner@beta.test', 'Beta Books');
  for (const { companyId } of [alpha, beta]) {
    await completeCompanySetup(db, companyId);
  }
  // A customer's session as if the business site had issued it (the audience checks behind the
  // signature are what these tests are about).
  customerCookie = sessionSignedFor(
    (await newSignedInBuyer(t.app, db, 'shopper@example.test')).cookie,
    'business',
    t.deps.config.authSecret,
  );
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

const validRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Winter Warmers',
  faceValuesPence: [2500, 5000, 10000],
  discounts: [10, 15, 20],
  totalValuePence: 200000,
  expiryYears: 2,
  startDate: ukToday(),
  termsAccepted: true,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  business.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

describe('company campaign endpoints', () => {
  it('refuses a request until the company has every setup prerequisite, naming what is left', async () => {
    const fresh = await newCompanyUser(
      business,
      t.deps.database.db,
      'owner@fresh.test',
      'Fresh Start',
    );
    const res = await call('POST', '/api/company/campaigns', fresh.cookie, validRequest());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      setupIncompleteMessage([
        'websiteConnection',
        'paymentsConnection',
        'companyData',
        'complianceData',
        'primaryImage',
        'logo',
        'category',
        'website',
        'description',
      ]),
    );
    await completeCompanySetup(t.deps.database.db, fresh.companyId);
    const ok = await call('POST', '/api/company/campaigns', fresh.cookie, validRequest());
    expect(ok.statusCode, ok.body).toBe(201);
  });

  const endpoints = (campaignId: string) =>
    [
      ['GET', '/api/company/dashboard', undefined],
      ['POST', '/api/company/campaigns', validRequest({ name: 'Probe' })],
      ['POST', `/api/company/campaigns/${campaignId}/cancel`, {}],
      ['POST', `/api/company/campaigns/${campaignId}/top-up`, { newTotalValuePence: 300000 }],
      ['PUT', '/api/company/online-status', { currentStatus: 'online' }],
      ['PUT', '/api/company/redemptions-enabled', { enabled: false }],
    ] as const;

  it('answer visitors 401 and customers 403, and do not exist on the customer site', async () => {
    const campaignId = await insertLiveCampaign(t.deps.database.db, alpha.companyId);
    for (const [method, url, payload] of endpoints(campaignId)) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, customerCookie, payload)).statusCode, url).toBe(403);
      const onWeb = await t.app.inject({ method, url, payload, headers: { cookie: alpha.cookie } });
      expect(onWeb.statusCode, url).toBe(404);
    }
    const { db } = t.deps.database;
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row!.totalValuePence).toBe(100000);
  });

  it('refuses each campaign rule with its message, on the server too', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ faceValuesPence: [500, 5000, 10000] }, 'faceValuesPence', FACE_VALUE_RANGE],
      [{ faceValuesPence: [2500, 5000, 100500] }, 'faceValuesPence', FACE_VALUE_RANGE],
      [{ faceValuesPence: [2500, 5200, 10000] }, 'faceValuesPence', FACE_VALUE_MULTIPLE],
      [{ faceValuesPence: [2500, 2500, 10000] }, 'faceValuesPence', FACE_VALUE_2_ABOVE_1],
      [{ faceValuesPence: [2500, 5000, 5000] }, 'faceValuesPence', FACE_VALUE_3_ABOVE_2],
      [{ discounts: [12, 15, 20] }, 'discounts', STEP_DISCOUNT_MULTIPLE],
      [{ discounts: [0, 15, 20] }, 'discounts', STEP_DISCOUNT_MIN],
      [{ discounts: [10, 15, 95] }, 'discounts', STEP_DISCOUNT_MAX],
      [{ discounts: [10, 10, 20] }, 'discounts', STEP_2_ABOVE_1],
      [{ discounts: [10, 20, 20] }, 'discounts', STEP_3_ABOVE_2],
      [{ totalValuePence: 99500 }, 'totalValuePence', TOTAL_VALUE_RANGE],
      [{ totalValuePence: 100000500 }, 'totalValuePence', TOTAL_VALUE_RANGE],
      [{ name: '   ' }, 'name', CAMPAIGN_NAME_REQUIRED],
      [{ expiryYears: 0 }, 'expiryYears', EXPIRY_REQUIRED],
      [{ startDate: '' }, 'startDate', START_DATE_REQUIRED],
      [{ startDate: '2020-01-01' }, 'startDate', START_DATE_IN_PAST],
      [{ termsAccepted: false }, 'termsAccepted', TERMS_NOT_ACCEPTED],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/api/company/campaigns', beta.cookie, validRequest(change));
      expect(res.statusCode, message).toBe(422);
      expect(res.json().error.message, JSON.stringify(change)).toBe(message);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const dashboard = (await call('GET', '/api/company/dashboard', beta.cookie)).json();
    expect(dashboard.campaigns).toEqual([]);
  });

  it('requests a campaign as pending, refuses a second while one is pending, and cancels', async () => {
    const { db } = t.deps.database;
    const [category] = await db
      .insert(categories)
      .values({ name: 'Food & Drink', key: 'food-drink' })
      .returning({ id: categories.id });
    await db
      .update(companies)
      .set({ categoryId: category!.id, description: 'Fresh bread daily.' })
      .where(eq(companies.id, alpha.companyId));
    const first = await call('POST', '/api/company/campaigns', alpha.cookie, validRequest());
    expect(first.statusCode, first.body).toBe(201);
    const pending = first.json();
    // Listed under the company's category, with its description, once it goes live.
    const [stored] = await db.select().from(campaigns).where(eq(campaigns.id, pending.id));
    expect(stored).toMatchObject({
      status: 'pending',
      isActive: false,
      description: 'Fresh bread daily.',
    });
    const links = await db
      .select()
      .from(campaignCategories)
      .where(eq(campaignCategories.campaignId, pending.id));
    expect(links.map((l) => l.categoryId)).toEqual([category!.id]);
    expect(pending).toMatchObject({
      name: 'Winter Warmers',
      status: 'pending',
      faceValuesPence: [2500, 5000, 10000],
      discounts: [10, 15, 20],
      totalValuePence: 200000,
      expiryYears: 2,
    });

    const second = await call(
      'POST',
      '/api/company/campaigns',
      alpha.cookie,
      validRequest({ name: 'Spring Treats' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(REQUEST_ALREADY_PENDING);

    // Beta can neither see nor cancel nor top up Alpha's request: it is unknown to them.
    for (const action of ['cancel', 'top-up']) {
      const res = await call(
        'POST',
        `/api/company/campaigns/${pending.id}/${action}`,
        beta.cookie,
        { newTotalValuePence: 300000 },
      );
      expect(res.statusCode, action).toBe(404);
    }
    const betaView = (await call('GET', '/api/company/dashboard', beta.cookie)).json();
    expect(betaView.campaigns.map((c: { id: string }) => c.id)).not.toContain(pending.id);

    const cancelled = await call(
      'POST',
      `/api/company/campaigns/${pending.id}/cancel`,
      alpha.cookie,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');

    // Cancelling freed the name: the corrected request goes in under it.
    const again = await call(
      'POST',
      '/api/company/campaigns',
      alpha.cookie,
      validRequest({ discounts: [15, 20, 25] }),
    );
    expect(again.statusCode, again.body).toBe(201);
    const cancelAgain = await call(
      'POST',
      `/api/company/campaigns/${again.json().id}/cancel`,
      alpha.cookie,
    );
    expect(cancelAgain.statusCode).toBe(200);
  });

  it("refuses a name already used by one of the company's standing campaigns, not another's", async () => {
    const { db } = t.deps.database;
    await insertLiveCampaign(db, alpha.companyId, { name: 'Coffee Club' });
    const taken = await call(
      'POST',
      '/api/company/campaigns',
      alpha.cookie,
      validRequest({ name: '  coffee   CLUB ' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields.name).toBe(CAMPAIGN_NAME_TAKEN);
    const elsewhere = await call(
      'POST',
      '/api/company/campaigns',
      beta.cookie,
      validRequest({ name: 'Coffee Club' }),
    );
    expect(elsewhere.statusCode).toBe(201);
    await call('POST', `/api/company/campaigns/${elsewhere.json().id}/cancel`, beta.cookie);
  });

  it('lets exactly one of several racing requests through', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('POST', '/api/company/campaigns', beta.cookie, validRequest({ name: `Race ${i}` })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const created = results.find((r) => r.statusCode === 201)!.json();
    await call('POST', `/api/company/campaigns/${created.id}/cancel`, beta.cookie);
  });

  it('counts exactly its own unused, not cancelled vouchers that expire in the next 30 days', async () => {
    const { db } = t.deps.database;
    const day = 86_400_000;
    const inDays = (days: number) => new Date(Date.now() + days * day);
    const alphaCampaign = await insertLiveCampaign(db, alpha.companyId, { name: 'Expiring' });
    const betaCampaign = await insertLiveCampaign(db, beta.companyId, { name: 'Expiring too' });
    const mine = { campaignId: alphaCampaign, companyId: alpha.companyId };
    const before = (await call('GET', '/api/company/dashboard', alpha.cookie)).json().totals;
    await insertVoucher(db, { ...mine, expiresAt: inDays(2) });
    await insertVoucher(db, { ...mine, expiresAt: inDays(29) });
    // A custom offer's voucher counts too.
    await insertVoucher(db, { ...mine, step: 4, discount: 40, expiresAt: inDays(10) });
    // Not counted: later than 30 days, already expired, used, cancelled, another company's.
    await insertVoucher(db, { ...mine, expiresAt: inDays(32) });
    await insertVoucher(db, { ...mine, expiresAt: inDays(-1) });
    await insertVoucher(db, { ...mine, expiresAt: inDays(5), usedAt: new Date() });
    await insertVoucher(db, { ...mine, expiresAt: inDays(5), cancelledAt: new Date() });
    await insertVoucher(db, {
      campaignId: betaCampaign,
      companyId: beta.companyId,
      expiresAt: inDays(5),
    });

    const alphaTotals = (await call('GET', '/api/company/dashboard', alpha.cookie)).json().totals;
    expect(before.vouchersExpiringSoon).toBe(0);
    expect(alphaTotals.vouchersExpiringSoon).toBe(3);
    const betaTotals = (await call('GET', '/api/company/dashboard', beta.cookie)).json().totals;
    expect(betaTotals.vouchersExpiringSoon).toBe(1);
  });

  it('shows sales per step, % sold and sales value (docs/product.md#company-dashboard), and tops the total up atomically', async () => {
    const { db } = t.deps.database;
    const campaignId = await insertLiveCampaign(db, alpha.companyId, {
      name: 'Figures',
      salesValueLeft1Pence: 100000 - 7500,
      salesValueLeft2Pence: 100000 - 5000,
    });
    await insertVoucher(db, { campaignId, companyId: alpha.companyId, step: 1 });
    await insertVoucher(db, {
      campaignId,
      companyId: alpha.companyId,
      step: 1,
      faceValuePence: 5000,
    });
    await insertVoucher(db, {
      campaignId,
      companyId: alpha.companyId,
      step: 2,
      faceValuePence: 5000,
      usedAt: new Date(),
    });
    // A cancelled voucher is no sale.
    await insertVoucher(db, {
      campaignId,
      companyId: alpha.companyId,
      step: 3,
      faceValuePence: 10000,
      cancelledAt: new Date(),
    });

    const dashboard = (await call('GET', '/api/company/dashboard', alpha.cookie)).json();
    const figures = dashboard.campaigns.find((c: { id: string }) => c.id === campaignId);
    expect(figures).toMatchObject({
      stepSalesPence: [7500, 5000, 0],
      stepSoldPercent: [7.5, 5, 0],
      salesValuePence: 12500,
      soldPercent: 4.2,
      vouchersSold: 3,
      vouchersRedeemed: 1,
      customOfferSettings: { enabled: false, maxFaceValuePence: 50000, autoAcceptDiscount: null },
      customOfferSales: { count: 0, faceValuePence: 0, paidPence: 0 },
    });
    expect(dashboard.company).toMatchObject({ name: 'Alpha Bakes', redemptionsEnabled: true });

    const topUp = (newTotalValuePence: number, cookie = alpha.cookie) =>
      call('POST', `/api/company/campaigns/${campaignId}/top-up`, cookie, { newTotalValuePence });
    const notMultiple = await topUp(150200);
    expect(notMultiple.statusCode).toBe(422);
    expect(notMultiple.json().error.message).toBe(TOP_UP_MULTIPLE);
    const notGreater = await topUp(100000);
    expect(notGreater.json().error.message).toBe(TOP_UP_NOT_GREATER);

    const raised = await topUp(150000);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ totalValuePence: 150000, stepSoldPercent: [5, 3.3, 0] });
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row).toMatchObject({
      totalValuePence: 150000,
      salesValueLeft1Pence: 142500,
      salesValueLeft2Pence: 145000,
      salesValueLeft3Pence: 150000,
    });

    // Two racing top-ups to the same value: one raises it, the other finds it no longer greater.
    const raced = await Promise.all([topUp(200000), topUp(200000)]);
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const loser = raced.find((r) => r.statusCode !== 200)!;
    expect(loser.json().error.message).toBe(TOP_UP_NOT_GREATER);
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(after!.salesValueLeft3Pence).toBe(200000);
  });

  it("switches the caller's own company online/offline and redemptions on/off, never another's", async () => {
    const { db } = t.deps.database;
    const online = await call('PUT', '/api/company/online-status', alpha.cookie, {
      currentStatus: 'online',
    });
    expect(online.json()).toEqual({ currentStatus: 'online', redemptionsEnabled: true });
    const off = await call('PUT', '/api/company/redemptions-enabled', beta.cookie, {
      enabled: false,
    });
    expect(off.json()).toEqual({ currentStatus: 'offline', redemptionsEnabled: false });

    const [a] = await db.select().from(companies).where(eq(companies.id, alpha.companyId));
    const [b] = await db.select().from(companies).where(eq(companies.id, beta.companyId));
    expect(a).toMatchObject({ currentStatus: 'online', redemptionsEnabled: true });
    expect(b).toMatchObject({ currentStatus: 'offline', redemptionsEnabled: false });

    const offline = await call('PUT', '/api/company/online-status', alpha.cookie, {
      currentStatus: 'offline',
    });
    expect(offline.json().currentStatus).toBe('offline');
    await call('PUT', '/api/company/redemptions-enabled', beta.cookie, { enabled: true });
  });

  it('stops customers buying while the company is offline, and lets them once it is online', async () => {
    const { db } = t.deps.database;
    const gamma = await newCompanyUser(business, db, 'owner@gamma.test', 'Gamma Gifts');
    await db
      .update(companies)
      .set({ status: 'approved', paymentAccountId: 'acct_sandbox_gamma', paymentsEnabled: true })
      .where(eq(companies.id, gamma.companyId));
    const campaignId = await insertLiveCampaign(db, gamma.companyId);
    const shopper = await newSignedInBuyer(t.app, db, 'offline.shopper@example.test');
    const buy = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/purchases',
        payload: { campaignId, slot: 1 },
        headers: { cookie: shopper.cookie },
      });
    const setStatus = (currentStatus: string) =>
      call('PUT', '/api/company/online-status', gamma.cookie, { currentStatus });

    expect((await setStatus('offline')).statusCode).toBe(200);
    const refused = await buy();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(CAMPAIGN_UNAVAILABLE);

    expect((await setStatus('online')).statusCode).toBe(200);
    const bought = await buy();
    expect(bought.statusCode, bought.body).toBe(201);
  });
});
