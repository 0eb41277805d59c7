import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, auditLog, demoAccounts, eq } from '@stepup/db';
import { adminGiftingSchema, createPurchaseResponseSchema } from '@stepup/contracts';
import { ADMIN_ONLY, SITE_GIFTING_FEE_RANGE, WRONG_USER_DATA } from '@stepup/domain';
import { buildApp } from '../../app';
import { cookiesFrom, sessionSignedFor, turnOnAuthenticator } from '../../../test/account-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// /admin/gifting and the customer's own gifting fee: who may read and change the default price,
// its bounds and log line, and that the figure the buy button reads is the one a gift is charged.

let t: TestApp;
let business: FastifyInstance;
const cookies = { admin: '', company: '', customer: '' };
const db = () => t.deps.database.db;
let campaignId = '';

const signIn = async (app: FastifyInstance, account: { email: string; password: string }) =>
  cookiesFrom(
    (await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: account })).headers[
      'set-cookie'
    ],
  );

const admin = (method: 'GET' | 'PUT', payload?: object, cookie: string | null = cookies.admin) =>
  business.inject({
    method,
    url: '/api/admin/gifting',
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

const myFee = (cookie?: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'GET',
    url: '/api/account/gifting-fee',
    headers: cookie ? { cookie } : {},
  });

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  cookies.company = await signIn(business, demoAccounts.company);
  cookies.customer = await signIn(t.app, demoAccounts.customer);
  ({ cookie: cookies.admin } = await turnOnAuthenticator(
    business,
    await signIn(business, demoAccounts.admin),
    demoAccounts.admin.password,
  ));
  const companyId = await insertSellingCompany(db(), { name: 'Gifting Test Co' });
  campaignId = await insertLiveCampaign(db(), companyId);
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('who may call the gifting endpoints', () => {
  it('refuses the admin price to a visitor (401), a company user and a customer (403); the customer site has none', async () => {
    const customerOnBusiness = sessionSignedFor(
      cookies.customer,
      'business',
      t.deps.config.authSecret,
    );
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { giftingFeePence: 100 }],
    ] as const) {
      expect((await admin(method, body, null)).statusCode).toBe(401);
      const company = await admin(method, body, cookies.company);
      expect(company.statusCode).toBe(403);
      expect(company.json().error.message).toBe(ADMIN_ONLY);
      expect((await admin(method, body, customerOnBusiness)).statusCode).toBe(403);
      const onWeb = await t.app.inject({
        method,
        url: '/api/admin/gifting',
        ...(body ? { payload: body } : {}),
      });
      expect(onWeb.statusCode).toBe(404);
    }
  });

  it("answers a customer's own fee to that customer only (visitor 401; business site none)", async () => {
    expect((await myFee()).statusCode).toBe(401);
    expect((await myFee(cookies.customer, business)).statusCode).toBe(404);
    const res = await myFee(cookies.customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('refuses a business account the customer fee (403)', async () => {
    const onWeb = sessionSignedFor(cookies.company, 'web', t.deps.config.authSecret);
    const res = await myFee(onWeb);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(WRONG_USER_DATA);
  });
});

describe('the default gifting price', () => {
  it('is read with how many customers have their own fee', async () => {
    await newSignedInBuyer(t.app, db(), 'own-fee-1@gift.test', { giftingFeePence: 0 });
    const res = await admin('GET');
    expect(res.statusCode).toBe(200);
    const read = adminGiftingSchema.parse(res.json());
    expect(read.overrideCount).toBeGreaterThanOrEqual(1);
    await newSignedInBuyer(t.app, db(), 'own-fee-2@gift.test', { giftingFeePence: 300 });
    expect((await admin('GET')).json().overrideCount).toBe(read.overrideCount + 1);
  });

  it('is set in pence, £0 to £50, with a log line (none when nothing changes)', async () => {
    for (const bad of [5001, -1]) {
      const refused = await admin('PUT', { giftingFeePence: bad });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(SITE_GIFTING_FEE_RANGE);
    }
    expect((await admin('PUT', { giftingFeePence: 1.5 })).statusCode).toBe(422);
    const before = (await admin('GET')).json().giftingFeePence;
    const set = await admin('PUT', { giftingFeePence: 325 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().giftingFeePence).toBe(325);
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json().giftingFeePence).toBe(
      325,
    );
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'gifting.updated'), eq(auditLog.targetType, 'site-settings')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.data).toMatchObject({
      before: { giftingFeePence: before },
      after: { giftingFeePence: 325 },
    });
    expect((await admin('PUT', { giftingFeePence: 325 })).statusCode).toBe(200);
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, 'gifting.updated')),
    ).toHaveLength(1);
  });
});

describe("the customer's gifting fee", () => {
  const giftBody = {
    campaignId: '',
    slot: 1,
    buyFor: 'gift',
    gift: { name: 'Sam', email: 'sam@gift.test', message: 'Enjoy!' },
  };
  const buyGift = async (cookie: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { ...giftBody, campaignId },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    return createPurchaseResponseSchema.parse(res.json());
  };

  it('is the default for a customer without their own, and what their gift is charged', async () => {
    await admin('PUT', { giftingFeePence: 150 });
    const { cookie } = await newSignedInBuyer(t.app, db(), 'default-fee@gift.test');
    const shown = (await myFee(cookie)).json().giftingFeePence;
    expect(shown).toBe(150);
    const charged = await buyGift(cookie);
    expect(charged.giftingFeePence).toBe(shown);
    expect(charged.totalPence).toBe(charged.voucherPricePence + shown);
  });

  it("is the customer's own when an admin set one, and the gift is charged that, not the default", async () => {
    await admin('PUT', { giftingFeePence: 150 });
    const { cookie } = await newSignedInBuyer(t.app, db(), 'own-fee@gift.test', {
      giftingFeePence: 275,
    });
    const site = (await t.app.inject({ method: 'GET', url: '/api/site' })).json();
    expect(site.giftingFeePence).toBe(150);
    const shown = (await myFee(cookie)).json().giftingFeePence;
    expect(shown).toBe(275);
    const charged = await buyGift(cookie);
    expect(charged.giftingFeePence).toBe(shown);
    expect(charged.totalPence).toBe(charged.voucherPricePence + 275);
  });

  it('follows a change of the default at once', async () => {
    const { cookie } = await newSignedInBuyer(t.app, db(), 'follows@gift.test');
    await admin('PUT', { giftingFeePence: 0 });
    expect((await myFee(cookie)).json().giftingFeePence).toBe(0);
    await admin('PUT', { giftingFeePence: 5000 });
    expect((await myFee(cookie)).json().giftingFeePence).toBe(5000);
    expect((await buyGift(cookie)).giftingFeePence).toBe(5000);
  });
});
