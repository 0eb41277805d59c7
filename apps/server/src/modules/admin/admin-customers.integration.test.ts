import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, auditLog, customers, demoAccounts, eq, sql, user } from '@stepup/db';
import { adminCustomerDetailSchema, adminCustomerListSchema } from '@stepup/contracts';
import {
  ADMIN_LIST_COUNT_LIMIT,
  ADMIN_ONLY,
  BUYING_DISABLED,
  CUSTOMER_ACCOUNT_DENIED,
  CUSTOMER_GIFTING_FEE_RANGE,
  CUSTOMER_REDEMPTIONS_OFF,
  REAUTHENTICATION_REQUIRED,
} from '@stepup/domain';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { actorOf } from '../../../test/actors';
import {
  cookiesFrom,
  sessionSignedFor,
  totpCode,
  turnOnAuthenticator,
  waitForMail,
} from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createPurchase } from '../purchases/create-purchase';
import { lookUpVoucher, redeemVoucher } from '../redemption/service';
import { changeCustomer } from './customer-changes';

// /admin/customers: the list and its filters, one customer, each change and where it is
// enforced (sign-in, buying, the till, test-mode campaigns), its email and interaction-log line,
// and who may not call any of it.

let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
const cookies = { admin: '', company: '', customer: '' };
const db = () => t.deps.database.db;
let sellingCompanyId = '';
let sellingCampaignId = '';
let tillCompanyId = '';
let tillCampaignId = '';

const signIn = async (app: FastifyInstance, account: { email: string; password: string }) =>
  cookiesFrom(
    (await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: account })).headers[
      'set-cookie'
    ],
  );

const call = (
  who: keyof typeof cookies | null,
  method: 'GET' | 'PATCH',
  url: string,
  payload?: object,
) =>
  business.inject({
    method,
    url,
    payload,
    headers: who ? { cookie: cookies[who] } : {},
  });

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ctx = business.ctx;
  cookies.company = await signIn(business, demoAccounts.company);
  cookies.customer = sessionSignedFor(
    await signIn(t.app, demoAccounts.customer),
    'business',
    t.deps.config.authSecret,
  );
  const { totpURI, cookie } = await turnOnAuthenticator(
    business,
    await signIn(business, demoAccounts.admin),
    demoAccounts.admin.password,
  );
  cookies.admin = cookie;
  const confirmed = await business.inject({
    method: 'POST',
    url: '/api/admin/confirm-identity',
    payload: { password: demoAccounts.admin.password, code: totpCode(totpURI) },
    headers: { cookie },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  sellingCompanyId = await insertSellingCompany(db(), { name: 'Customers Test Co' });
  sellingCampaignId = await insertLiveCampaign(db(), sellingCompanyId, { name: 'Bakery ladder' });
  ({ companyId: tillCompanyId } = await newCompanyUser(business, db(), 'till@cust.test', 'Till'));
  tillCampaignId = await insertLiveCampaign(db(), tillCompanyId, { name: 'Till ladder' });
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const patch = (id: string, body: object, who: keyof typeof cookies = 'admin') =>
  call(who, 'PATCH', `/api/admin/customers/${id}`, body);

async function lastLog(targetId: string) {
  const rows = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'customer'), eq(auditLog.targetId, targetId)));
  return rows.at(-1);
}

describe('who may call /api/admin/customers', () => {
  it('refuses a visitor (401), a company user and a customer (403)', async () => {
    const { userId } = await newSignedInBuyer(t.app, db(), 'who@cust.test');
    for (const [method, url, body] of [
      ['GET', '/api/admin/customers', undefined],
      ['GET', `/api/admin/customers/${userId}`, undefined],
      ['PATCH', `/api/admin/customers/${userId}`, { field: 'tester', value: true }],
    ] as const) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      for (const who of ['company', 'customer'] as const) {
        const res = await call(who, method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().error.message).toBe(ADMIN_ONLY);
      }
    }
    const [row] = await db().select().from(customers).where(eq(customers.userId, userId));
    expect(row!.tester).toBe(false);
  });

  it('asks an admin without a fresh confirmation to confirm before cutting a customer off', async () => {
    const { userId } = await newSignedInBuyer(t.app, db(), 'fresh@cust.test');
    const admin = await actorOf(ctx, demoAccounts.admin.email, { identityConfirmedAt: null });
    for (const change of [
      { field: 'status', value: 'denied' },
      { field: 'buyingEnabled', value: false },
      { field: 'redemptionsEnabled', value: false },
    ] as const) {
      await expect(
        changeCustomer(ctx, admin, { customerId: userId, change }),
      ).rejects.toMatchObject({
        code: 'reauthentication_required',
        message: REAUTHENTICATION_REQUIRED,
      });
    }
    // Tester and gifting fee change no access: a signed-in admin is enough.
    const detail = await changeCustomer(ctx, admin, {
      customerId: userId,
      change: { field: 'tester', value: true },
    });
    expect(detail.customer.tester).toBe(true);
    const [row] = await db().select().from(customers).where(eq(customers.userId, userId));
    expect(row).toMatchObject({
      status: 'approved',
      buyingEnabled: true,
      redemptionsEnabled: true,
    });
  });
});

describe('the customers list', () => {
  it('searches by name or email, filters, and pages by 25 with the total', async () => {
    const rows = Array.from({ length: 26 }, (_, i) => ({
      name: `Pager ${i}`,
      email: `pager${i}@list.test`,
      emailVerified: true,
      audience: 'customer' as const,
      role: 'user',
    }));
    const inserted = await db()
      .insert(user)
      .values(rows)
      .returning({ id: user.id, email: user.email });
    await db()
      .insert(customers)
      .values(
        inserted.map((u, i) => ({
          userId: u.id,
          name: `Pager ${i}`,
          emailLower: u.email,
          tester: i === 3,
          buyingEnabled: i !== 4,
          status: i === 5 ? ('denied' as const) : ('approved' as const),
          lastWebActive: i === 0 ? new Date('2026-05-01T10:00:00Z') : null,
        })),
      );
    await insertVoucher(db(), {
      campaignId: tillCampaignId,
      companyId: tillCompanyId,
      buyerUserId: inserted[0]!.id,
      pricePaidPence: 2250,
    });
    await insertVoucher(db(), {
      campaignId: tillCampaignId,
      companyId: tillCompanyId,
      buyerUserId: inserted[0]!.id,
      pricePaidPence: 4000,
      cancelledAt: new Date(),
    });

    const list = async (qs: string) => {
      const res = await call('admin', 'GET', `/api/admin/customers?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return adminCustomerListSchema.parse(res.json());
    };
    const first = await list('q=@list.test');
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 25 });
    expect(first.customers).toHaveLength(25);
    expect((await list('q=@list.test&page=2')).customers).toHaveLength(1);
    expect((await list('q=PAGER 1')).total).toBe(11); // Pager 1, 10–19
    expect((await list('q=@list.test&tester=true')).customers.map((c) => c.name)).toEqual([
      'Pager 3',
    ]);
    expect((await list('q=@list.test&buyingOff=true')).customers.map((c) => c.name)).toEqual([
      'Pager 4',
    ]);
    expect((await list('q=@list.test&status=denied')).customers.map((c) => c.name)).toEqual([
      'Pager 5',
    ]);
    const [pager0] = (await list('q=pager0@list.test')).customers;
    // Two vouchers, the cancelled one not in the spend.
    expect(pager0).toMatchObject({
      vouchers: 2,
      spendPence: 2250,
      lastActiveAt: '2026-05-01T10:00:00.000Z',
    });

    const detail = await call('admin', 'GET', `/api/admin/customers/${pager0!.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const parsed = adminCustomerDetailSchema.parse(detail.json());
    expect(parsed.recentVouchers).toHaveLength(2);
    expect(parsed.recentVouchers[0]!.campaignName).toBe('Till ladder');
    expect((await call('admin', 'GET', '/api/admin/customers/nobody')).statusCode).toBe(404);
  });

  it('stops counting past 10,000 matches and says more match; a narrower search counts exactly', async () => {
    // One more than the limit, in one statement: the list must not count them all on each load.
    await db().execute(sql`
      insert into "user" (id, name, email, email_verified, audience)
      select 'counted-' || g, 'Counted ' || g, 'counted' || g || '@count.test', true, 'customer'
      from generate_series(1, ${ADMIN_LIST_COUNT_LIMIT + 1}) g`);
    await db().execute(sql`
      insert into customers (user_id, name, email_lower)
      select 'counted-' || g, 'Counted ' || g, 'counted' || g || '@count.test'
      from generate_series(1, ${ADMIN_LIST_COUNT_LIMIT + 1}) g`);
    const list = async (qs: string) => {
      const res = await call('admin', 'GET', `/api/admin/customers?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return adminCustomerListSchema.parse(res.json());
    };
    const all = await list('q=@count.test');
    expect(all).toMatchObject({ total: ADMIN_LIST_COUNT_LIMIT, totalCapped: true });
    expect(all.customers).toHaveLength(25);
    // Pages past the counted ones still answer.
    expect((await list('q=@count.test&page=401')).customers).toHaveLength(1);
    // counted1 and counted10–19, 100–199, 1000–1999, 10000–10001: under the limit, exact.
    expect(await list('q=counted1')).toMatchObject({ total: 1113, totalCapped: false });
  });
});

describe('changes and where they are enforced', () => {
  it('a denied customer is signed out, cannot sign in or buy, is emailed, and the change is logged', async () => {
    const email = 'denied@cust.test';
    const { userId, cookie } = await newSignedInBuyer(t.app, db(), email);
    const res = await patch(userId, { field: 'status', value: 'denied' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customer.status).toBe('denied');

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie },
    });
    expect(session.json().user).toBeNull();
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'Buyer-Password-1' },
      remoteAddress: '10.9.9.9',
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().error.message).toBe(CUSTOMER_ACCOUNT_DENIED);
    // A session racing the denial (a built actor) is refused at the purchase too.
    await expect(
      createPurchase(ctx, await actorOf(ctx, email), {
        campaignId: sellingCampaignId,
        slot: 1,
        buyFor: 'self',
      }),
    ).rejects.toMatchObject({ code: 'forbidden', message: CUSTOMER_ACCOUNT_DENIED });

    const [mail] = await waitForMail(t.app, email, { template: 'customer-denied' });
    expect(mail!.subject).toContain('closed to sign-in');
    expect(await lastLog(userId)).toMatchObject({
      action: 'customer.updated',
      actorLabel: demoAccounts.admin.email,
      data: { email, before: { status: 'approved' }, after: { status: 'denied' } },
    });

    // Approved again: they may sign in.
    expect((await patch(userId, { field: 'status', value: 'approved' })).statusCode).toBe(200);
    await waitForMail(t.app, email, { template: 'customer-approved' });
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'Buyer-Password-1' },
      remoteAddress: '10.9.9.9',
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('buying off: the campaign page says why and the server refuses a crafted purchase', async () => {
    const email = 'nobuy@cust.test';
    const { userId, cookie } = await newSignedInBuyer(t.app, db(), email);
    const page = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${sellingCampaignId}`,
        headers: { cookie },
      });
    expect((await page()).json().buyingRefusal).toBeNull();
    expect((await patch(userId, { field: 'buyingEnabled', value: false })).statusCode).toBe(200);
    expect((await page()).json().buyingRefusal).toBe(BUYING_DISABLED);

    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId: sellingCampaignId, slot: 1, buyFor: 'self' },
      headers: { cookie },
    });
    expect(bought.statusCode).toBe(403);
    expect(bought.json().error.message).toBe(BUYING_DISABLED);
    await waitForMail(t.app, email, { template: 'customer-buying-off' });
    expect((await lastLog(userId))!.data).toMatchObject({
      email,
      before: { buyingEnabled: true },
      after: { buyingEnabled: false },
    });
  });

  it("redemptions off: the buyer's codes are refused at the till with a clear message", async () => {
    const email = 'noredeem@cust.test';
    const { userId } = await newSignedInBuyer(t.app, db(), email);
    const code = await insertVoucher(db(), {
      campaignId: tillCampaignId,
      companyId: tillCompanyId,
      buyerUserId: userId,
    });
    expect((await patch(userId, { field: 'redemptionsEnabled', value: false })).statusCode).toBe(
      200,
    );
    const till = await actorOf(ctx, 'till@cust.test');
    expect((await lookUpVoucher(ctx, till, { code })).refusal).toBe(CUSTOMER_REDEMPTIONS_OFF);
    await expect(redeemVoucher(ctx, till, { code })).rejects.toMatchObject({
      code: 'conflict',
      message: CUSTOMER_REDEMPTIONS_OFF,
    });
    await waitForMail(t.app, email, { template: 'customer-redemptions-off' });

    expect((await patch(userId, { field: 'redemptionsEnabled', value: true })).statusCode).toBe(
      200,
    );
    expect((await redeemVoucher(ctx, till, { code })).voucher.status).toBe('used');
  });

  it('a tester sees a test-mode campaign; others do not', async () => {
    const { userId, cookie } = await newSignedInBuyer(t.app, db(), 'tester@cust.test');
    const testCampaign = await insertLiveCampaign(db(), sellingCompanyId, { testMode: true });
    const page = () =>
      t.app.inject({ method: 'GET', url: `/api/campaigns/${testCampaign}`, headers: { cookie } });
    expect((await page()).statusCode).toBe(404);
    expect((await patch(userId, { field: 'tester', value: true })).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
  });

  it('sets, bounds and clears the gifting fee override', async () => {
    const { userId } = await newSignedInBuyer(t.app, db(), 'fee@cust.test');
    const tooHigh = await patch(userId, { field: 'giftingFeePence', value: 5001 });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().error.message).toBe(CUSTOMER_GIFTING_FEE_RANGE);
    const set = await patch(userId, { field: 'giftingFeePence', value: 250 });
    expect(set.json().customer.giftingFeePence).toBe(250);
    const cleared = await patch(userId, { field: 'giftingFeePence', value: null });
    expect(cleared.json().customer.giftingFeePence).toBeNull();
    expect((await lastLog(userId))!.data).toMatchObject({
      before: { giftingFeePence: 250 },
      after: { giftingFeePence: null },
    });
    // A body with no known change is refused at the edge.
    expect((await patch(userId, { field: 'name', value: 'x' })).statusCode).toBe(422);
  });
});
