import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  companies,
  companyMembers,
  eq,
  integrations,
  shopCodes,
  user,
  voucherEvents,
  vouchers,
} from '@stepup/db';
import {
  SHOP_ADDRESS_HTTPS,
  SHOP_AUTHORISATION_UNKNOWN,
  SHOP_REJECTED_KEYS,
  shopUseRefused,
} from '@stepup/domain';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { actorOf } from '../../../test/actors';
import { newVerifiedAccount, waitForMail } from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer, successEvent } from '../../../test/purchase-helpers';
import { startWooCommerceStandIn } from '../../../test/stand-ins/woocommerce';
import type { WooCommerceStandIn } from '../../../test/stand-ins/woocommerce';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { sandboxWebhookSecret } from '../../providers/payments/sandbox/sandbox-provider';
import { signWebhookPayload } from '../../providers/payments/webhook-signature';
import { createPurchase } from '../purchases/create-purchase';
import { settlePaymentEvent } from '../purchases/settle-payment-event';
import { redeemVoucher } from '../redemption/service';
import { recordVoucherEvent, queueVoucherEvents } from '../voucher-events/voucher-events';
import { SHOP_CODE_ATTEMPTS, syncShopCode } from './shop-code-sync';

// The Online shop tab against a local WooCommerce (test/stand-ins/woocommerce.ts): connecting
// (both ways), the shop-code sync, the order webhook and disconnecting, with the requests the
// shop received asserted.
let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
let shop: WooCommerceStandIn;
let owner: { cookie: string; companyId: string };
let other: { cookie: string; companyId: string };
let staffCookie: string;
let campaignId: string;
const pings: number[] = [];
let campaigns = 0;

const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ctx = business.ctx;
  // The shop posts into the business server (its delivery and callback URLs are on it).
  shop = await startWooCommerceStandIn({
    deliver: async (url, init) => {
      const target = new URL(url);
      const res = await business.inject({
        method: init.method,
        url: `${target.pathname}${target.search}`,
        headers: init.headers,
        payload: init.body,
      });
      if (init.body.startsWith('webhook_id=')) pings.push(res.statusCode);
      return { status: res.statusCode };
    },
  });
  owner = await newCompanyUser(business, db(), 'owner@teashop.test', 'Tea Shop Ltd');
  other = await newCompanyUser(business, db(), 'owner@other.test', 'Other Ltd');
  await db()
    .update(companies)
    .set({
      status: 'approved',
      currentStatus: 'online',
      paymentAccountId: 'acct_sandbox_teashop',
      paymentsEnabled: true,
    })
    .where(eq(companies.id, owner.companyId));
  staffCookie = await newVerifiedAccount(business, {
    email: 'staff@teashop.test',
    password: 'Company-Password-1',
    companyName: 'Temporary Ltd',
  });
  const [staff] = await db().select().from(user).where(eq(user.email, 'staff@teashop.test'));
  await db().delete(companyMembers).where(eq(companyMembers.userId, staff!.id));
  await db()
    .insert(companyMembers)
    .values({ companyId: owner.companyId, userId: staff!.id, roleInCompany: 'manager' });
  campaignId = await insertLiveCampaign(db(), owner.companyId, { name: 'Tea Club' });
  await newSignedInBuyer(t.app, db(), 'ada@example.test');
}, 90_000);
afterAll(async () => {
  await shop?.close();
  await business?.close();
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, body?: unknown) =>
  business.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const shopIntegration = async () => {
  const rows = await db()
    .select()
    .from(integrations)
    .where(eq(integrations.companyId, owner.companyId));
  return rows.find((row) => row.status !== 'disconnected');
};
const codeRow = async (voucherId: string) =>
  (await db().select().from(shopCodes).where(eq(shopCodes.voucherId, voucherId)))[0];
const voucherRow = async (voucherId: string) =>
  (await db().select().from(vouchers).where(eq(vouchers.id, voucherId)))[0]!;

/** A customer buys a £25 voucher of the tea shop (sandbox payment); answers the voucher. */
async function buyVoucher() {
  const customer = await actorOf(ctx, 'ada@example.test');
  // A campaign of its own each time (a customer buys a campaign's step once).
  const campaign = await insertLiveCampaign(db(), owner.companyId, {
    name: `Tea Club ${++campaigns}`,
  });
  const purchase = await createPurchase(t.app.ctx, customer, {
    campaignId: campaign,
    slot: 1,
    buyFor: 'self',
  });
  const body = successEvent(`evt_${purchase.paymentId}`, purchase);
  await settlePaymentEvent(
    t.app.ctx,
    body,
    signWebhookPayload(body, sandboxWebhookSecret(t.deps.config.authSecret)),
  );
  const [voucher] = await db()
    .select()
    .from(vouchers)
    .where(eq(vouchers.paymentId, purchase.paymentId));
  return voucher!;
}

describe('who may call', () => {
  const ownerOnly: [string, 'GET' | 'POST' | 'DELETE', string, unknown?][] = [
    ['in store only', 'POST', '/api/company/shop/in-store-only', {}],
    [
      'connect with keys',
      'POST',
      '/api/company/shop/woocommerce/keys',
      { shopUrl: 'https://shop.test', consumerKey: 'ck_12345678', consumerSecret: 'cs_12345678' },
    ],
    [
      'authorise',
      'POST',
      '/api/company/shop/woocommerce/authorise',
      { shopUrl: 'https://shop.test' },
    ],
    ['disconnect', 'DELETE', '/api/company/shop'],
    ['codes', 'GET', '/api/company/shop/codes'],
    ['try again', 'POST', '/api/company/shop/codes/some-voucher/retry', {}],
  ];

  it.each(ownerOnly)('%s: a visitor gets 401 and a member of staff 403', async (_, m, url, b) => {
    expect((await call(m, url, undefined, b)).statusCode).toBe(401);
    expect((await call(m, url, staffCookie, b)).statusCode).toBe(403);
  });

  it('the connection: a visitor gets 401; staff may look; nothing exists on the customer site', async () => {
    expect((await call('GET', '/api/company/shop')).statusCode).toBe(401);
    const seen = await call('GET', '/api/company/shop', staffCookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ mode: 'none', platforms: ['woocommerce'] });
    const web = await t.app.inject({ method: 'GET', url: '/api/company/shop' });
    expect(web.statusCode).toBe(404);
  });

  it('refuses a plain-http shop address outside the local machine', async () => {
    const res = await call('POST', '/api/company/shop/woocommerce/keys', owner.cookie, {
      shopUrl: 'http://shop.example.com',
      consumerKey: 'ck_12345678',
      consumerSecret: 'cs_12345678',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ shopUrl: SHOP_ADDRESS_HTTPS });
  });
});

describe('connecting a WooCommerce shop', () => {
  it("by WooCommerce's app authorisation: the shop's key is taken once, for the right company", async () => {
    const started = await call('POST', '/api/company/shop/woocommerce/authorise', owner.cookie, {
      shopUrl: shop.url,
    });
    expect(started.statusCode).toBe(200);
    const authorise = new URL(started.json().authoriseUrl);
    expect(`${authorise.origin}${authorise.pathname}`).toBe(`${shop.url}/wc-auth/v1/authorize`);
    expect(authorise.searchParams.get('scope')).toBe('read_write');
    expect(authorise.searchParams.get('callback_url')).toBe(
      'https://business.stepup.test/api/shops/woocommerce/auth-callback',
    );
    expect(authorise.searchParams.get('return_url')).toBe(
      'https://business.stepup.test/api?tab=online-shop',
    );
    const state = authorise.searchParams.get('user_id')!;
    expect(state.length).toBeGreaterThanOrEqual(40);
    expect((await call('GET', '/api/company/shop', owner.cookie)).json()).toMatchObject({
      mode: 'shop',
      status: 'pending',
    });

    // A made-up state is refused; the owner approves in the shop, which posts its key to us.
    const forged = await call('POST', '/api/shops/woocommerce/auth-callback', undefined, {
      user_id: 'guessed',
      consumer_key: 'ck_aaaaaaaaaaaa',
      consumer_secret: 'cs_aaaaaaaaaaaa',
    });
    expect(forged.statusCode).toBe(404);
    const approved = await fetch(
      `${shop.url}/wc-auth/v1/access_granted?${authorise.searchParams.toString()}`,
      { redirect: 'manual' },
    );
    expect(approved.status).toBe(302);
    expect(approved.headers.get('location')).toContain(
      'https://business.stepup.test/api?tab=online-shop',
    );
    const connected = (await call('GET', '/api/company/shop', owner.cookie)).json();
    expect(connected).toMatchObject({ mode: 'shop', kind: 'woocommerce', status: 'connected' });
    const posted = shop.requests.find((r) => r.method === 'POST' && r.path.endsWith('/webhooks'));
    expect(posted?.key).toMatch(/^ck_/);

    // The same callback again (a replay) is refused: the state was used.
    const replay = await call('POST', '/api/shops/woocommerce/auth-callback', undefined, {
      user_id: state,
      consumer_key: 'ck_bbbbbbbbbbbb',
      consumer_secret: 'cs_bbbbbbbbbbbb',
    });
    expect(replay.statusCode).toBe(404);
    expect(replay.json().error.message).toBe(SHOP_AUTHORISATION_UNKNOWN);
  });

  it('by a pasted REST API key: checked with the shop and our order webhook registered', async () => {
    const wrong = await call('POST', '/api/company/shop/woocommerce/keys', owner.cookie, {
      shopUrl: shop.url,
      consumerKey: 'ck_notashopkey1',
      consumerSecret: 'cs_notashopkey1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(SHOP_REJECTED_KEYS);

    const keys = shop.addKey();
    const before = shop.requests.length;
    const res = await call('POST', '/api/company/shop/woocommerce/keys', owner.cookie, {
      shopUrl: `${shop.url}/`,
      ...keys,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'shop', status: 'connected', shopUrl: shop.url });
    expect(res.body).not.toContain(keys.consumerSecret);
    const integration = (await shopIntegration())!;
    expect(integration.accessTokenEncrypted).not.toContain(keys.consumerSecret);
    const made = shop.requests.slice(before).filter((r) => r.key === keys.consumerKey);
    expect(made.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /wp-json/wc/v3/webhooks',
      'POST /wp-json/wc/v3/webhooks',
    ]);
    expect(made[1]!.body).toMatchObject({
      topic: 'order.updated',
      status: 'active',
      delivery_url: `https://business.stepup.test/api/shops/woocommerce/${integration.id}/orders`,
    });
    expect(String(made[1]!.body!.secret).length).toBeGreaterThanOrEqual(40);
    // Only ours is left at the shop; its ping got 200.
    expect(shop.webhooks.size).toBe(1);
    expect(pings.at(-1)).toBe(200);
    // The company's website connection prerequisite is met.
    const setup = await call('GET', '/api/company/setup', owner.cookie);
    expect(setup.json().facts.websiteConnection).toBe(true);
  });
});

describe('the shop-code sync and the order webhook', () => {
  it('a voucher sold becomes a single-use coupon for its value until its expiry', async () => {
    const voucher = await buyVoucher();
    const coupon = await waitFor('the coupon', async () => shop.couponOf(voucher.code));
    expect(coupon).toMatchObject({
      code: voucher.code.toLowerCase(),
      discount_type: 'fixed_cart',
      amount: '25.00',
      usage_limit: 1,
      date_expires_gmt: voucher.expiresAt.toISOString().slice(0, 19),
      status: 'publish',
    });
    expect(coupon.description).toContain('Tea Club');
    const row = await waitFor('created', async () => {
      const found = await codeRow(voucher.id);
      return found?.status === 'created' && found;
    });
    expect(row.externalId).toBe(String(coupon.id));
    const listed = await call('GET', '/api/company/shop/codes', owner.cookie);
    expect(listed.json().codes[0]).toMatchObject({
      code: voucher.code,
      faceValuePence: 2500,
      status: 'created',
      lastError: null,
    });
    // Another company sees none of them.
    expect((await call('GET', '/api/company/shop/codes', other.cookie)).json().codes).toEqual([]);
  });

  it('a signed order uses the voucher once, online, with its order number; replays change nothing', async () => {
    const voucher = await buyVoucher();
    await waitFor('created', async () => (await codeRow(voucher.id))?.status === 'created');
    expect(await shop.postOrder({ id: 5001, number: '5001', codes: [voucher.code] })).toEqual([
      200,
    ]);
    const used = await voucherRow(voucher.id);
    expect(used.usedAt).toBeInstanceOf(Date);
    expect(used.usedChannel).toBe('shop');
    expect(used.usedOrderRef).toBe('5001');
    expect(await codeRow(voucher.id)).toMatchObject({ status: 'used', orderRef: '5001' });

    expect(await shop.postOrder({ id: 5001, number: '5001', codes: [voucher.code] })).toEqual([
      200,
    ]);
    const events = await db()
      .select()
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, voucher.id));
    expect(events.filter((e) => e.type === 'voucher.redeemed')).toHaveLength(1);
    expect(await voucherRow(voucher.id)).toEqual(used);
    // The code used at the shop stays there as used (WooCommerce counted it).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(shop.couponOf(voucher.code)?.status).toBe('publish');
    expect((await codeRow(voucher.id))?.status).toBe('used');
  });

  it('a wrong signature gets 401 and changes nothing', async () => {
    const voucher = await buyVoucher();
    await waitFor('created', async () => (await codeRow(voucher.id))?.status === 'created');
    expect(
      await shop.postOrder({ id: 5002, codes: [voucher.code], signWith: 'not-our-secret' }),
    ).toEqual([401]);
    const integration = (await shopIntegration())!;
    const unsigned = await business.inject({
      method: 'POST',
      url: `/api/shops/woocommerce/${integration.id}/orders`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 5003,
        status: 'processing',
        coupon_lines: [{ code: voucher.code }],
      }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await voucherRow(voucher.id)).usedAt).toBeNull();
    expect((await codeRow(voucher.id))?.status).toBe('created');
  });

  it('a redemption at the till takes the code out of the shop', async () => {
    const voucher = await buyVoucher();
    await waitFor('created', async () => (await codeRow(voucher.id))?.status === 'created');
    const till = await actorOf(ctx, 'staff@teashop.test', { ip: '198.51.100.20' });
    await redeemVoucher(ctx, till, { code: voucher.code });
    await waitFor('disabled', async () => (await codeRow(voucher.id))?.status === 'disabled');
    const coupon = [...shop.coupons.values()].find((c) => c.code === voucher.code.toLowerCase());
    expect(coupon?.status).toBe('trash');
    expect(
      shop.requests.some(
        (r) => r.method === 'DELETE' && r.path === `/wp-json/wc/v3/coupons/${coupon!.id}`,
      ),
    ).toBe(true);

    // The shop's order with the code after the till's use is refused and reported.
    expect(await shop.postOrder({ id: 5004, number: '5004', codes: [voucher.code] })).toEqual([
      200,
    ]);
    const after = await voucherRow(voucher.id);
    expect(after.usedChannel).toBe('till');
    expect(after.usedOrderRef).toBeNull();
    expect(await codeRow(voucher.id)).toMatchObject({
      lastError: shopUseRefused('5004', 'used in store'),
    });
    const listed = (await call('GET', '/api/company/shop/codes', owner.cookie)).json();
    expect(
      listed.codes.find((c: { voucherId: string }) => c.voucherId === voucher.id),
    ).toMatchObject({
      lastError: shopUseRefused('5004', 'used in store'),
    });
    // The owner is emailed about the order to check, once: the shop's retry sends nothing more.
    const [notice] = await waitForMail(business, 'owner@teashop.test', {
      template: 'shop-use-refused',
    });
    expect(notice!.subject).toBe(
      `Check order 5004: voucher ${voucher.code} was already used in store`,
    );
    expect(await shop.postOrder({ id: 5004, number: '5004', codes: [voucher.code] })).toEqual([
      200,
    ]);
    await expect(
      waitForMail(business, 'owner@teashop.test', {
        template: 'shop-use-refused',
        count: 2,
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow('no mail');
  });

  it("a cancelled voucher's code is taken out of the shop", async () => {
    const voucher = await buyVoucher();
    await waitFor('created', async () => (await codeRow(voucher.id))?.status === 'created');
    const now = new Date();
    const eventId = await db().transaction(async (tx) => {
      await tx
        .update(vouchers)
        .set({ cancelledAt: now, cancelledBy: 'company' })
        .where(eq(vouchers.id, voucher.id));
      return recordVoucherEvent(tx, {
        companyId: owner.companyId,
        voucherId: voucher.id,
        type: 'voucher.cancelled',
        at: now,
      });
    });
    await queueVoucherEvents(ctx.jobs, [eventId]);
    await waitFor('disabled', async () => (await codeRow(voucher.id))?.status === 'disabled');
    expect(shop.couponOf(voucher.code)?.status).toBe('trash');
  });

  it('a shop that keeps failing leaves the code failed with its error; "Try again" creates it', async () => {
    const code = await insertVoucher(db(), { campaignId, companyId: owner.companyId });
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    shop.failCouponWrites(100);
    for (let run = 1; run < SHOP_CODE_ATTEMPTS; run++)
      await expect(syncShopCode(ctx, voucher!.id)).rejects.toThrow(/500/);
    await syncShopCode(ctx, voucher!.id);
    const failed = await codeRow(voucher!.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: SHOP_CODE_ATTEMPTS });
    expect(failed!.lastError).toContain('POST /coupons: the shop answered 500');
    const listed = (await call('GET', '/api/company/shop/codes', owner.cookie)).json();
    expect(listed.codes.find((c: { code: string }) => c.code === code)).toMatchObject({
      status: 'failed',
    });

    shop.failCouponWrites(0);
    const url = `/api/company/shop/codes/${voucher!.id}/retry`;
    expect((await call('POST', url, staffCookie, {})).statusCode).toBe(403);
    expect((await call('POST', url, other.cookie, {})).statusCode).toBe(404);
    expect((await call('POST', url, owner.cookie, {})).statusCode).toBe(200);
    await waitFor('created again', async () => (await codeRow(voucher!.id))?.status === 'created');
    expect(shop.couponOf(code)?.amount).toBe('25.00');
    // Only a failed code may be tried again.
    expect((await call('POST', url, owner.cookie, {})).statusCode).toBe(409);
  });
});

describe('disconnecting and in store only', () => {
  it('disconnect removes our webhook from the shop and stops the sync', async () => {
    const [hook] = [...shop.webhooks.values()];
    const res = await call('DELETE', '/api/company/shop', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'none' });
    expect(
      shop.requests.some(
        (r) =>
          r.method === 'DELETE' &&
          r.path === `/wp-json/wc/v3/webhooks/${hook!.id}` &&
          r.query.force === 'true',
      ),
    ).toBe(true);
    expect(shop.webhooks.size).toBe(0);
    const voucher = await buyVoucher();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(shop.couponOf(voucher.code)).toBeUndefined();
  });

  it('"in store only" meets the website connection prerequisite', async () => {
    const res = await call('POST', '/api/company/shop/in-store-only', other.cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'in_store_only' });
    const setup = await call('GET', '/api/company/setup', other.cookie);
    expect(setup.json().facts.websiteConnection).toBe(true);
  });
});
