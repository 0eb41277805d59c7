import '@shopify/shopify-api/adapters/node';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiVersion, LogSeverity, Session, shopifyApi } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { myshopifyDomain } from '@stepup/domain';
import type { ShopCodeRequest, ShopConnection, ShopOrderUse, ShopPlatform } from '../shop-platform';

/**
 * Shopify through its official library, @shopify/shopify-api (ADR 040): OAuth (the library checks
 * the callback's HMAC and state), the GraphQL Admin API at one pinned version, and the webhooks'
 * HMAC. A voucher becomes a basic discount code worth its face value, usable once, until expiry.
 */

/** The Admin API version every call and webhook uses (Shopify supports each for a year). */
export const SHOPIFY_API_VERSION = ApiVersion.October26;

/**
 * The least the app needs: discounts to write (a code per voucher), orders to read (the
 * orders/paid webhook that tells which codes an order used needs read_orders).
 */
export const SHOPIFY_SCOPES = ['write_discounts', 'read_orders'];

/** Where Shopify sends the merchant back after the install (on the business site). */
export const SHOPIFY_CALLBACK_PATH = '/api/shopify/callback';
/** Where Shopify posts the webhooks (orders, uninstall, the privacy topics). */
export const SHOPIFY_WEBHOOK_PATH = '/api/shopify/webhooks';

/** Why a Shopify call failed, without the token or the shop's answer body in it. */
export class ShopifyError extends Error {}

// Every request the library makes goes through its runtime's fetch. Tests point it at a local
// stand-in for Shopify (pointShopifyAt), rewriting https://{shop}/… to the stand-in's origin and
// naming the shop in X-Stand-In-Shop; otherwise it is Node's fetch, as the node adapter sets it.
let standInOrigin: string | undefined;
setAbstractFetchFunc((input, init) => {
  if (!standInOrigin) return globalThis.fetch(input, init);
  const url = new URL(typeof input === 'string' ? input : input.toString());
  const headers = new Headers(init?.headers);
  headers.set('x-stand-in-shop', url.host);
  return globalThis.fetch(`${standInOrigin}${url.pathname}${url.search}`, { ...init, headers });
});

/** Tests only: send every Shopify request to a local stand-in (undefined: to Shopify again). */
export function pointShopifyAt(origin: string | undefined): void {
  standInOrigin = origin?.replace(/\/+$/, '');
}

export interface ShopifyInstallStart {
  /** Shopify's authorization page for the shop. */
  redirectUrl: string;
  /** The signed state cookie the callback checks (Set-Cookie values). */
  setCookies: string[];
  /** The state in the redirect (bound to the company by the caller). */
  state: string;
}

export interface ShopifyPlatform extends ShopPlatform {
  readonly kind: 'shopify';
  beginInstall(shop: string, request: RequestLike): Promise<ShopifyInstallStart>;
  /**
   * Completes the install: the library checks the callback's HMAC and its state against the state
   * cookie, then exchanges the code for an offline access token. Throws when anything is wrong.
   */
  completeInstall(request: RequestLike): Promise<{ shop: string; credentials: ShopifyCredentials }>;
  /** Checks a webhook's X-Shopify-Hmac-Sha256 over the raw body with the app's secret. */
  verifyWebhook(headers: HeadersLike, rawBody: Buffer): boolean;
}

/**
 * What is kept for a shop (sealed): the offline access token and, as Shopify's expiring offline
 * tokens come, the refresh token and when the access token expires (ISO instant).
 */
export type ShopifyCredentials = Record<string, string> & { accessToken: string };

/** Refresh this long before the access token's expiry (a call must not start with a dying one). */
const REFRESH_MARGIN_MS = 5 * 60_000;

function credentialsOf(session: Session): ShopifyCredentials {
  if (!session.accessToken) throw new ShopifyError('Shopify gave no access token');
  return {
    accessToken: session.accessToken,
    ...(session.refreshToken ? { refreshToken: session.refreshToken } : {}),
    ...(session.expires ? { accessTokenExpiresAt: session.expires.toISOString() } : {}),
  };
}

export type HeadersLike = Record<string, string | string[] | undefined>;
/** The parts of an incoming request the library reads (method, URL with query, headers). */
export interface RequestLike {
  method: string;
  url: string;
  headers: HeadersLike;
}

const header = (headers: HeadersLike, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** A response object for the node adapter to write into, so the route sends what it says. */
function capturedResponse() {
  const headers: Record<string, string | string[]> = {};
  return {
    headers,
    raw: {
      statusCode: 200,
      statusMessage: 'OK',
      getHeaders: () => ({ ...headers }),
      setHeader: (name: string, value: string | string[]) => {
        headers[name.toLowerCase()] = value;
      },
      write: () => true,
      end: () => undefined,
    },
  };
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Pence as the decimal string Shopify's Money/Decimal inputs take: 2500 → "25.00". */
export const decimalPounds = (pence: number): string =>
  `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

const CREATE_DISCOUNT = `#graphql
mutation CreateVoucherDiscount($basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
    codeDiscountNode { id }
    userErrors { field code message }
  }
}`;

const DISCOUNT_BY_CODE = `#graphql
query VoucherDiscountByCode($code: String!) {
  codeDiscountNodeByCode(code: $code) { id }
}`;

const DEACTIVATE_DISCOUNT = `#graphql
mutation DeactivateVoucherDiscount($id: ID!) {
  discountCodeDeactivate(id: $id) {
    codeDiscountNode { id }
    userErrors { field code message }
  }
}`;

const SUBSCRIBE_WEBHOOK = `#graphql
mutation SubscribeWebhook($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id }
    userErrors { field message }
  }
}`;

const UNINSTALL_APP = `#graphql
mutation UninstallApp {
  appUninstall { userErrors { field message } }
}`;

interface UserError {
  field?: string[] | null;
  code?: string | null;
  message: string;
}

function throwOnUserErrors(what: string, errors: UserError[] | undefined): void {
  if (errors && errors.length > 0) {
    throw new ShopifyError(`${what}: ${errors.map((e) => e.message).join('; ')}`);
  }
}

/** The Shopify app of this server (SHOPIFY_API_KEY/SECRET), as a shop platform. */
export function createShopifyPlatform(
  settings: {
    apiKey: string;
    apiSecret: string;
    /** The business site's public origin: the app's URL (redirect and webhook addresses). */
    appUrl: string;
  },
  {
    saveCredentials,
  }: {
    /** Stores a shop's refreshed credentials (Shopify replaces the refresh token with each use). */
    saveCredentials?: (shopUrl: string, credentials: ShopifyCredentials) => Promise<void>;
  } = {},
): ShopifyPlatform {
  const app = new URL(settings.appUrl);
  const shopify = shopifyApi({
    apiKey: settings.apiKey,
    apiSecretKey: settings.apiSecret,
    scopes: SHOPIFY_SCOPES,
    hostName: app.host,
    hostScheme: app.protocol === 'http:' ? 'http' : 'https',
    apiVersion: SHOPIFY_API_VERSION,
    isEmbeddedApp: false,
    // The library logs the shop and OAuth steps at info; tokens never, but keep it to errors.
    logger: { level: LogSeverity.Error, log: () => {} },
  });

  // Credentials refreshed by this process, newer than what a caller may still hold.
  const refreshed = new Map<string, ShopifyCredentials>();

  /** The shop's usable access token: refreshed (and stored) first when it is about to expire. */
  async function accessTokenFor(shop: string, connection: ShopConnection): Promise<string> {
    const held = connection.credentials as Partial<ShopifyCredentials>;
    const newer = refreshed.get(shop);
    const current =
      newer &&
      (!held.accessTokenExpiresAt ||
        (newer.accessTokenExpiresAt ?? '') > (held.accessTokenExpiresAt ?? ''))
        ? newer
        : held;
    if (!current.accessToken) throw new ShopifyError('Not a connected Shopify shop');
    const expiresAt = current.accessTokenExpiresAt ? Date.parse(current.accessTokenExpiresAt) : NaN;
    if (!current.refreshToken || !(expiresAt - REFRESH_MARGIN_MS < Date.now()))
      return current.accessToken;
    let next: ShopifyCredentials;
    try {
      const { session } = await shopify.auth.refreshToken({
        shop,
        refreshToken: current.refreshToken,
      });
      next = credentialsOf(session);
    } catch {
      throw new ShopifyError('Shopify did not renew the access token');
    }
    refreshed.set(shop, next);
    await saveCredentials?.(connection.shopUrl, next);
    return next.accessToken;
  }

  const client = async (connection: ShopConnection) => {
    const shop = myshopifyDomain(connection.shopUrl);
    if (!shop) throw new ShopifyError('Not a connected Shopify shop');
    const accessToken = await accessTokenFor(shop, connection);
    const session = new Session({
      id: `offline_${shop}`,
      shop,
      state: '',
      isOnline: false,
      accessToken,
    });
    return new shopify.clients.Graphql({ session });
  };

  async function request<T>(
    connection: ShopConnection,
    operation: string,
    variables?: Record<string, unknown>,
  ): Promise<T> {
    try {
      const response = await (await client(connection)).request<T>(operation, { variables });
      return response.data as T;
    } catch (err) {
      if (err instanceof ShopifyError) throw err;
      // The library's errors carry the response; say only what failed.
      throw new ShopifyError(`Shopify refused the request (${(err as Error).name})`);
    }
  }

  async function existingDiscountId(
    connection: ShopConnection,
    code: string,
  ): Promise<string | null> {
    const data = await request<{ codeDiscountNodeByCode: { id: string } | null }>(
      connection,
      DISCOUNT_BY_CODE,
      { code },
    );
    return data.codeDiscountNodeByCode?.id ?? null;
  }

  return {
    kind: 'shopify',

    async createCode(connection, voucher: ShopCodeRequest) {
      // Idempotent: a retry after a lost answer finds the code it made.
      const existing = await existingDiscountId(connection, voucher.code);
      if (existing) return { externalId: existing };
      const data = await request<{
        discountCodeBasicCreate: {
          codeDiscountNode: { id: string } | null;
          userErrors: UserError[];
        };
      }>(connection, CREATE_DISCOUNT, {
        basicCodeDiscount: {
          title: voucher.title,
          code: voucher.code,
          startsAt: new Date().toISOString(),
          endsAt: voucher.expiresAt.toISOString(),
          context: { all: 'ALL' },
          customerGets: {
            value: {
              discountAmount: {
                amount: decimalPounds(voucher.amountPence),
                appliesOnEachItem: false,
              },
            },
            items: { all: true },
          },
          usageLimit: 1,
          appliesOncePerCustomer: true,
        },
      });
      const created = data.discountCodeBasicCreate;
      throwOnUserErrors('Shopify refused the discount code', created.userErrors);
      if (!created.codeDiscountNode) throw new ShopifyError('Shopify made no discount code');
      return { externalId: created.codeDiscountNode.id };
    },

    async disableCode(connection, code) {
      const id = code.externalId || (await existingDiscountId(connection, code.code));
      if (!id) return; // gone already
      const data = await request<{
        discountCodeDeactivate: {
          codeDiscountNode: { id: string } | null;
          userErrors: UserError[];
        };
      }>(connection, DEACTIVATE_DISCOUNT, { id });
      const errors = data.discountCodeDeactivate.userErrors;
      // A code deleted at the shop is as unusable as a deactivated one.
      if (errors.length > 0 && !(await existingDiscountId(connection, code.code))) return;
      throwOnUserErrors('Shopify did not deactivate the discount code', errors);
    },

    readOrderWebhook(_connection, headers, rawBody) {
      if (!this.verifyWebhook(headers, rawBody)) return null;
      let order: { name?: unknown; order_number?: unknown; discount_codes?: unknown };
      try {
        order = JSON.parse(rawBody.toString('utf8')) as typeof order;
      } catch {
        return [];
      }
      const codes = Array.isArray(order.discount_codes)
        ? order.discount_codes
            .map((d: { code?: unknown }) => (typeof d?.code === 'string' ? d.code.trim() : ''))
            .filter((c) => c.length > 0)
        : [];
      if (codes.length === 0) return [];
      const orderRef =
        typeof order.name === 'string' && order.name
          ? order.name
          : `#${String(order.order_number ?? '')}`;
      return [{ codes, orderRef } satisfies ShopOrderUse];
    },

    async subscribeToOrders(connection, deliveryUrl) {
      for (const topic of ['ORDERS_PAID', 'APP_UNINSTALLED']) {
        const data = await request<{
          webhookSubscriptionCreate: { userErrors: UserError[] };
        }>(connection, SUBSCRIBE_WEBHOOK, {
          topic,
          webhookSubscription: { uri: deliveryUrl, format: 'JSON' },
        });
        const errors = data.webhookSubscriptionCreate.userErrors;
        // Subscribing again (a reinstall) finds the address taken: that is the wanted state.
        if (errors.every((e) => /already been taken/i.test(e.message))) continue;
        throwOnUserErrors('Shopify refused the webhook subscription', errors);
      }
    },

    async disconnect(connection) {
      // Uninstalling revokes the token and removes the app's webhooks at the shop.
      const data = await request<{ appUninstall: { userErrors: UserError[] } }>(
        connection,
        UNINSTALL_APP,
      );
      throwOnUserErrors('Shopify did not uninstall the app', data.appUninstall.userErrors);
    },

    async beginInstall(shop, incoming) {
      const response = capturedResponse();
      await shopify.auth.begin({
        shop,
        callbackPath: SHOPIFY_CALLBACK_PATH,
        isOnline: false,
        rawRequest: incoming,
        rawResponse: response.raw,
      });
      // The library answers 410 to a robot's user agent, and redirects nowhere then.
      const redirectUrl = asList(response.headers.location)[0];
      if (!redirectUrl) throw new ShopifyError('The install could not start');
      const state = new URL(redirectUrl).searchParams.get('state');
      if (!state) throw new ShopifyError('The install could not start');
      return { redirectUrl, state, setCookies: asList(response.headers['set-cookie']) };
    },

    async completeInstall(incoming) {
      // Expiring offline tokens (an hour, with a refresh token): what Shopify requires of public
      // apps; the platform renews them before use and hands the new ones to saveCredentials.
      const { session } = await shopify.auth.callback({
        rawRequest: incoming,
        rawResponse: capturedResponse().raw,
        expiring: true,
      });
      return { shop: session.shop, credentials: credentialsOf(session) };
    },

    verifyWebhook(headers, rawBody) {
      const given = header(headers, 'x-shopify-hmac-sha256');
      if (!given) return false;
      const expected = createHmac('sha256', settings.apiSecret).update(rawBody).digest();
      const received = Buffer.from(given, 'base64');
      return received.length === expected.length && timingSafeEqual(received, expected);
    },
  };
}
