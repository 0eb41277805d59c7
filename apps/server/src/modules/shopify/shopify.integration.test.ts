import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, integrations, shopCodes, voucherEvents, vouchers } from '@stepup/db';
import type { Database } from '@stepup/db';
import { COMPANY_ROLE_REFUSED, SHOPIFY_SHOP_INVALID, shopUseRefused } from '@stepup/domain';
import { actorOf, visitor } from '../../../test/actors';
import { cookiesFrom } from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import type { AppContext } from '../../context/app-context';
import type { AppError } from '../../app-error';
import {
  SHOPIFY_API_VERSION,
  pointShopifyAt,
} from '../../providers/shops/shopify/shopify-platform';
import { redeemVoucher } from '../redemption/service';
import { syncShopCode } from '../shops/shop-code-sync';
import { beginShopifyInstall } from './shopify-connection';
import { shopifyPlatformOf } from './shopify-app';

// Shopify is a local stand-in (node:http) answering the documented OAuth and GraphQL Admin shapes;
// the library's runtime fetch is pointed at it (pointShopifyAt), so no request leaves the machine.

const API_KEY = 'testclientid0123456789';
const API_SECRET = 'shpss_test_secret_0123456789';
const SHOP = 'first-bakery.myshopify.com';
const TOKEN = 'shpat_offline_token_1234';
const RENEWED_TOKEN = 'shpat_renewed_token_5678';
/** The library refuses OAuth to robots' user agents (light-my-request's own is one). */
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';

interface Seen {
  method: string;
  path: string;
  shop: string;
  token: string | undefined;
  body: Record<string, unknown>;
}

let standIn: http.Server;
let seen: Seen[] = [];
/** Discount codes the stand-in's shop has (code → id). */
let shopDiscounts = new Map<string, string>();

function answerGraphql(query: string, variables: Record<string, unknown>): unknown {
  if (query.includes('codeDiscountNodeByCode')) {
    const id = shopDiscounts.get(String(variables.code));
    return { data: { codeDiscountNodeByCode: id ? { id } : null } };
  }
  if (query.includes('discountCodeBasicCreate')) {
    const input = variables.basicCodeDiscount as { code: string };
    const id = `gid://shopify/DiscountCodeNode/${shopDiscounts.size + 1}`;
    shopDiscounts.set(input.code, id);
    return { data: { discountCodeBasicCreate: { codeDiscountNode: { id }, userErrors: [] } } };
  }
  if (query.includes('discountCodeDeactivate')) {
    return {
      data: { discountCodeDeactivate: { codeDiscountNode: { id: variables.id }, userErrors: [] } },
    };
  }
  if (query.includes('webhookSubscriptionCreate')) {
    return {
      data: {
        webhookSubscriptionCreate: {
          webhookSubscription: { id: 'gid://shopify/WebhookSubscription/1' },
          userErrors: [],
        },
      },
    };
  }
  if (query.includes('appUninstall')) return { data: { appUninstall: { userErrors: [] } } };
  return { errors: [{ message: 'unknown operation' }] };
}

let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
const db = (): Database => t.deps.database.db;
let owner: { cookie: string; companyId: string };
let other: { cookie: string; companyId: string };

const call = (
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  business.inject({
    method,
    url,
    headers: { 'user-agent': BROWSER, ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = req.url ?? '';
      seen.push({
        method: req.method ?? '',
        path,
        shop: String(req.headers['x-stand-in-shop']),
        token: req.headers['x-shopify-access-token'] as string | undefined,
        body,
      });
      res.setHeader('content-type', 'application/json');
      if (path === '/admin/oauth/access_token') {
        const ok = body.client_id === API_KEY && body.client_secret === API_SECRET;
        res.statusCode = ok ? 200 : 400;
        // Expiring offline tokens: an hour, with a refresh token (replaced on each refresh).
        const renewing = body.grant_type === 'refresh_token';
        res.end(
          JSON.stringify(
            ok
              ? {
                  access_token: renewing ? RENEWED_TOKEN : TOKEN,
                  scope: 'write_discounts,read_orders',
                  expires_in: 3600,
                  refresh_token: renewing ? 'shprt_second' : 'shprt_first',
                  refresh_token_expires_in: 7_776_000,
                }
              : { error: 'invalid' },
          ),
        );
        return;
      }
      if (path === `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`) {
        res.end(
          JSON.stringify(
            answerGraphql(String(body.query), (body.variables ?? {}) as Record<string, unknown>),
          ),
        );
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  pointShopifyAt(`http://127.0.0.1:${(standIn.address() as AddressInfo).port}`);
  t = await buildTestApp({
    site: 'business',
    env: { SHOPIFY_API_KEY: API_KEY, SHOPIFY_API_SECRET: API_SECRET },
  });
  business = t.app;
  ctx = (business as unknown as { ctx: AppContext }).ctx;
  owner = await newCompanyUser(business, db(), 'owner@first.test', 'First Bakery Ltd');
  other = await newCompanyUser(business, db(), 'owner@other.test', 'Other Cafe Ltd');
}, 90_000);

afterAll(async () => {
  pointShopifyAt(undefined);
  await t?.close();
  await new Promise((resolve) => standIn?.close(resolve));
});

beforeEach(() => {
  seen = [];
  shopDiscounts = new Map();
});

/** Shopify's signature over the callback's query (sorted, without hmac), as it signs it. */
function signedCallback(query: Record<string, string>, secret = API_SECRET): string {
  const sorted = Object.keys(query)
    .sort()
    .map((key): [string, string] => [key, query[key]!]);
  const message = new URLSearchParams(sorted).toString();
  const hmac = createHmac('sha256', secret).update(message).digest('hex');
  return `/api/shopify/callback?${new URLSearchParams({ ...query, hmac }).toString()}`;
}

async function startInstall(who: { cookie: string }, shop = 'first-bakery') {
  const res = await call('POST', '/api/company/shopify/install', who.cookie, { shop });
  expect(res.statusCode, res.body).toBe(200);
  const redirect = new URL(res.json().redirectUrl as string);
  return {
    redirect,
    state: redirect.searchParams.get('state')!,
    cookies: cookiesFrom(res.headers['set-cookie']),
  };
}

/** The company's Shopify row (its "in store only" choice, when it made one, is another row). */
async function connectedRow(companyId: string) {
  const [row] = await db()
    .select()
    .from(integrations)
    .where(and(eq(integrations.companyId, companyId), eq(integrations.kind, 'shopify')));
  return row;
}

function webhook(topic: string, body: object, secret = API_SECRET, shop = SHOP) {
  const raw = JSON.stringify(body);
  return business.inject({
    method: 'POST',
    url: '/api/shopify/webhooks',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': shop,
      'x-shopify-api-version': SHOPIFY_API_VERSION,
      'x-shopify-hmac-sha256': createHmac('sha256', secret).update(raw).digest('base64'),
    },
    payload: raw,
  });
}

describe('installing the app on a Shopify shop', () => {
  it('says Shopify is offered', async () => {
    const res = await call('GET', '/api/company/shopify', owner.cookie);
    expect(res.json()).toEqual({ available: true, shop: null, status: 'not_connected' });
  });

  it('refuses a visitor, a customer-less call and staff before anything happens', async () => {
    expect(
      (await call('POST', '/api/company/shopify/install', undefined, { shop: SHOP })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/company/shopify')).statusCode).toBe(401);
    const ownerActor = await actorOf(ctx, 'owner@first.test');
    if (ownerActor.kind !== 'business' || !ownerActor.company) throw new Error('no company');
    const staff = {
      ...ownerActor,
      company: { ...ownerActor.company, role: 'staff' as const, isOwner: false },
    };
    const request = { method: 'POST', url: '/api/company/shopify/install', headers: {} };
    await expect(
      beginShopifyInstall(ctx, visitor(), { shop: SHOP }, request),
    ).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    const refused = await beginShopifyInstall(ctx, staff, { shop: SHOP }, request).catch(
      (e: AppError) => e,
    );
    expect(refused).toMatchObject({ code: 'forbidden', message: COMPANY_ROLE_REFUSED });
    expect(seen).toEqual([]);
  });

  it('accepts only a *.myshopify.com shop', async () => {
    for (const shop of [
      'https://evil.example',
      'first-bakery.myshopify.com.evil.test',
      'https://x.myshopify.com/admin',
    ]) {
      const res = await call('POST', '/api/company/shopify/install', owner.cookie, { shop });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ shop: SHOPIFY_SHOP_INVALID });
    }
  });

  it('sends the owner to the shop with the least scopes, then connects it on a valid callback', async () => {
    // The company had a WooCommerce shop, disconnected it and chose "in store only": the
    // installed shop replaces that choice.
    await db()
      .insert(integrations)
      .values({
        companyId: owner.companyId,
        kind: 'woocommerce',
        shopUrl: 'https://old-shop.example',
        status: 'disconnected',
        createdAt: new Date(Date.now() - 60_000),
      });
    const inStore = await call('POST', '/api/company/shop/in-store-only', owner.cookie);
    expect(inStore.json()).toMatchObject({ mode: 'in_store_only' });
    const { redirect, state, cookies } = await startInstall(owner);
    expect(redirect.origin).toBe(`https://${SHOP}`);
    expect(redirect.pathname).toBe('/admin/oauth/authorize');
    expect(redirect.searchParams.get('client_id')).toBe(API_KEY);
    expect(redirect.searchParams.get('scope')).toBe('write_discounts,read_orders');
    expect(redirect.searchParams.get('redirect_uri')).toBe(
      'https://business.stepup.test/api/shopify/callback',
    );

    const back = await call(
      'GET',
      signedCallback({
        code: 'auth-code-1',
        shop: SHOP,
        state,
        timestamp: String(Math.floor(Date.now() / 1000)),
      }),
      `${owner.cookie}; ${cookies}`,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/api?shopify=connected');

    // The code exchange, then the two webhook subscriptions with the offline token.
    const exchange = seen.find((s) => s.path === '/admin/oauth/access_token')!;
    expect(exchange).toMatchObject({
      method: 'POST',
      shop: SHOP,
      body: { client_id: API_KEY, client_secret: API_SECRET, code: 'auth-code-1', expiring: '1' },
    });
    const subscriptions = seen.filter((s) =>
      String(s.body.query).includes('webhookSubscriptionCreate'),
    );
    expect(subscriptions.map((s) => s.body.variables)).toEqual([
      {
        topic: 'ORDERS_PAID',
        webhookSubscription: {
          uri: 'https://business.stepup.test/api/shopify/webhooks',
          format: 'JSON',
        },
      },
      {
        topic: 'APP_UNINSTALLED',
        webhookSubscription: {
          uri: 'https://business.stepup.test/api/shopify/webhooks',
          format: 'JSON',
        },
      },
    ]);
    expect(subscriptions.every((s) => s.token === TOKEN)).toBe(true);

    const row = await connectedRow(owner.companyId);
    expect(row).toMatchObject({ kind: 'shopify', shopUrl: `https://${SHOP}`, status: 'connected' });
    expect(row!.accessTokenEncrypted).not.toContain(TOKEN);
    const credentials = JSON.parse(ctx.secrets.open(row!.accessTokenEncrypted!)) as Record<
      string,
      string
    >;
    expect(credentials).toMatchObject({ accessToken: TOKEN, refreshToken: 'shprt_first' });
    expect(Date.parse(credentials.accessTokenExpiresAt!)).toBeGreaterThan(Date.now() + 50 * 60_000);
    const status = await call('GET', '/api/company/shopify', owner.cookie);
    expect(status.json()).toEqual({ available: true, shop: SHOP, status: 'connected' });
    const choice = await call('GET', '/api/company/shop', owner.cookie);
    expect(choice.json()).toMatchObject({
      mode: 'shop',
      kind: 'shopify',
      shopUrl: `https://${SHOP}`,
      status: 'connected',
    });
  });

  it('refuses a forged callback: a wrong HMAC, another company’s state, or no state cookie', async () => {
    const mine = await startInstall(other, 'other-cafe');
    const now = String(Math.floor(Date.now() / 1000));
    const query = {
      code: 'c',
      shop: 'other-cafe.myshopify.com',
      state: mine.state,
      timestamp: now,
    };

    // Signed with another secret.
    const forged = await call(
      'GET',
      signedCallback(query, 'not-the-secret'),
      `${other.cookie}; ${mine.cookies}`,
    );
    expect(forged.headers.location).toBe('/api?shopify=refused');
    // Another company's member carrying the other company's state and cookies.
    const stolen = await call('GET', signedCallback(query), `${owner.cookie}; ${mine.cookies}`);
    expect(stolen.headers.location).toBe('/api?shopify=refused');
    // The right member without the state cookies.
    const noCookie = await call('GET', signedCallback(query), other.cookie);
    expect(noCookie.headers.location).toBe('/api?shopify=refused');
    // Signed out.
    const signedOut = await call('GET', signedCallback(query), mine.cookies);
    expect(signedOut.headers.location).toBe('/api?shopify=refused');

    expect(seen.filter((s) => s.path === '/admin/oauth/access_token')).toEqual([]);
    expect(await connectedRow(other.companyId)).toBeUndefined();
  });
});

describe('the shop platform', () => {
  const connection = {
    kind: 'shopify' as const,
    shopUrl: `https://${SHOP}`,
    credentials: { accessToken: TOKEN },
  };

  it('creates a single-use discount code worth the face value until expiry, once', async () => {
    const platform = shopifyPlatformOf(ctx)!;
    const expiresAt = new Date('2027-11-26T23:59:59.000Z');
    const request = {
      voucherId: 'v1',
      code: 'ABCD2345EFGH',
      amountPence: 2550,
      expiresAt,
      title: 'Winter treats',
    };
    const created = await platform.createCode(connection, request);
    expect(created.externalId).toBe('gid://shopify/DiscountCodeNode/1');
    const create = seen.find((s) => String(s.body.query).includes('discountCodeBasicCreate'))!;
    expect(create.token).toBe(TOKEN);
    expect(create.body.variables).toMatchObject({
      basicCodeDiscount: {
        title: 'Winter treats',
        code: 'ABCD2345EFGH',
        endsAt: '2027-11-26T23:59:59.000Z',
        usageLimit: 1,
        appliesOncePerCustomer: true,
        context: { all: 'ALL' },
        customerGets: {
          value: { discountAmount: { amount: '25.50', appliesOnEachItem: false } },
          items: { all: true },
        },
      },
    });
    expect(create.body.variables).not.toHaveProperty('basicCodeDiscount.minimumRequirement');

    // Again (a retry after a lost answer): the code that exists answers its id, nothing new.
    seen = [];
    expect(await platform.createCode(connection, request)).toEqual(created);
    expect(seen.some((s) => String(s.body.query).includes('discountCodeBasicCreate'))).toBe(false);
  });

  it('deactivates a code on disable', async () => {
    const platform = shopifyPlatformOf(ctx)!;
    await platform.disableCode(connection, {
      code: 'ABCD2345EFGH',
      externalId: 'gid://shopify/DiscountCodeNode/7',
    });
    const deactivate = seen.find((s) => String(s.body.query).includes('discountCodeDeactivate'))!;
    expect(deactivate.body.variables).toEqual({ id: 'gid://shopify/DiscountCodeNode/7' });
  });
});

describe('expiring offline tokens', () => {
  it('renews an access token about to expire before the call, and stores the new one sealed', async () => {
    const platform = shopifyPlatformOf(ctx)!;
    const expiring = {
      kind: 'shopify' as const,
      shopUrl: `https://${SHOP}`,
      credentials: {
        accessToken: TOKEN,
        refreshToken: 'shprt_first',
        accessTokenExpiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
    };
    await platform.disableCode(expiring, {
      code: 'ZZZZ2345EFGH',
      externalId: 'gid://shopify/DiscountCodeNode/3',
    });
    const refresh = seen.find((s) => s.path === '/admin/oauth/access_token')!;
    expect(refresh.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'shprt_first',
    });
    const deactivate = seen.find((s) => String(s.body.query).includes('discountCodeDeactivate'))!;
    expect(deactivate.token).toBe(RENEWED_TOKEN);
    const row = await connectedRow(owner.companyId);
    expect(JSON.parse(ctx.secrets.open(row!.accessTokenEncrypted!))).toMatchObject({
      accessToken: RENEWED_TOKEN,
      refreshToken: 'shprt_second',
    });

    // The old credentials again (a caller that read them before): the renewed token is used.
    seen = [];
    await platform.disableCode(expiring, {
      code: 'ZZZZ2345EFGH',
      externalId: 'gid://shopify/DiscountCodeNode/3',
    });
    expect(seen.map((s) => s.token)).toEqual([RENEWED_TOKEN]);
  });
});

describe('Shopify webhooks', () => {
  it('a paid order that used a voucher code makes the voucher used, with the order as reference', async () => {
    const campaignId = await insertLiveCampaign(db(), owner.companyId);
    const code = await insertVoucher(db(), { campaignId, companyId: owner.companyId });
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    const integration = await connectedRow(owner.companyId);
    await db().insert(shopCodes).values({
      voucherId: voucher!.id,
      integrationId: integration!.id,
      status: 'created',
      externalId: 'gid://shopify/DiscountCodeNode/9',
    });

    const order = {
      id: 820982911946154500,
      name: '#1001',
      order_number: 1001,
      discount_codes: [{ code: code.toLowerCase(), amount: '25.00', type: 'fixed_amount' }],
    };
    const res = await webhook('orders/paid', order);
    expect(res.statusCode).toBe(200);
    const [used] = await db().select().from(vouchers).where(eq(vouchers.id, voucher!.id));
    expect(used).toMatchObject({ usedChannel: 'shop', usedOrderRef: '#1001' });
    expect(used!.usedAt).not.toBeNull();
    const [copy] = await db().select().from(shopCodes).where(eq(shopCodes.voucherId, voucher!.id));
    expect(copy).toMatchObject({ status: 'used', orderRef: '#1001' });
    const events = await db()
      .select()
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, voucher!.id));
    expect(events.map((e) => e.type)).toEqual(['voucher.redeemed']);

    // Shopify delivers again: nothing changes twice.
    expect((await webhook('orders/paid', order)).statusCode).toBe(200);
    expect(
      await db().select().from(voucherEvents).where(eq(voucherEvents.voucherId, voucher!.id)),
    ).toHaveLength(1);
  });

  it('a wrong signature is refused with 401 and changes nothing', async () => {
    const campaignId = await insertLiveCampaign(db(), owner.companyId);
    const code = await insertVoucher(db(), { campaignId, companyId: owner.companyId });
    const res = await webhook(
      'orders/paid',
      { name: '#1002', discount_codes: [{ code }] },
      'wrong-secret',
    );
    expect(res.statusCode).toBe(401);
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    expect(voucher!.usedAt).toBeNull();
    expect(voucher!.usedChannel).toBeNull();
  });

  it('through the shared sync: a sold voucher gets its code, the till closes it, a later shop use is refused and reported', async () => {
    const campaignId = await insertLiveCampaign(db(), owner.companyId);
    const code = await insertVoucher(db(), {
      campaignId,
      companyId: owner.companyId,
      faceValuePence: 2550,
    });
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    const copyOf = async () =>
      (await db().select().from(shopCodes).where(eq(shopCodes.voucherId, voucher!.id)))[0];
    const graphql = (operation: string) =>
      seen.filter((r) => String(r.body.query).includes(operation));

    // The sync job (queued by voucher.issued) creates the discount code at the shop.
    await syncShopCode(ctx, voucher!.id);
    const [created] = graphql('discountCodeBasicCreate');
    const input = (created!.body.variables as { basicCodeDiscount: Record<string, unknown> })
      .basicCodeDiscount;
    expect(input).toMatchObject({ code, usageLimit: 1 });
    expect(JSON.stringify(input)).toContain('"25.50"');
    expect(await copyOf()).toMatchObject({ status: 'created' });

    // Used at the till first: the shop's copy is deactivated by the next sync.
    const till = await actorOf(ctx, 'owner@first.test');
    await redeemVoucher(ctx, till, { code });
    await syncShopCode(ctx, voucher!.id);
    expect(graphql('discountCodeDeactivate')).toHaveLength(1);
    expect(await copyOf()).toMatchObject({ status: 'disabled' });

    // A shop order with the code afterwards: refused (the till's use stands) and reported.
    const late = { name: '#1003', discount_codes: [{ code, amount: '25.50' }] };
    expect((await webhook('orders/paid', late)).statusCode).toBe(200);
    const [after] = await db().select().from(vouchers).where(eq(vouchers.id, voucher!.id));
    expect(after).toMatchObject({ usedChannel: 'till', usedOrderRef: null });
    expect((await copyOf())!.lastError).toBe(shopUseRefused('#1003', 'used in store'));
  });

  it('answers the privacy topics once signed, and disconnects the shop on app/uninstalled', async () => {
    for (const topic of ['customers/data_request', 'customers/redact']) {
      expect((await webhook(topic, { shop_domain: SHOP })).statusCode).toBe(200);
      expect((await webhook(topic, { shop_domain: SHOP }, 'wrong')).statusCode).toBe(401);
    }
    expect((await connectedRow(owner.companyId))!.status).toBe('connected');
    expect((await webhook('app/uninstalled', { id: 1, domain: SHOP })).statusCode).toBe(200);
    const row = await connectedRow(owner.companyId);
    expect(row).toMatchObject({ status: 'disconnected', accessTokenEncrypted: null });
    expect((await webhook('shop/redact', { shop_domain: SHOP })).statusCode).toBe(200);
  });
});
