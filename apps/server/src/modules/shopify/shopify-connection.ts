import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SHOPIFY_INSTALL_FAILED,
  SHOPIFY_NOT_OFFERED,
  SHOPIFY_WEBHOOK_UNSIGNED,
  myshopifyDomain,
  shopifyInstallSchema,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { validate } from '../../context/validate';
import {
  SHOPIFY_CALLBACK_PATH,
  SHOPIFY_WEBHOOK_PATH,
} from '../../providers/shops/shopify/shopify-platform';
import type { HeadersLike, RequestLike } from '../../providers/shops/shopify/shopify-platform';
import type { ShopConnection } from '../../providers/shops/shop-platform';
import {
  disconnectShop,
  findCompanyConnection,
  findConnectedShop,
  isShopConnectedElsewhere,
  saveShopifyConnection,
} from './repository';
import { shopifyRateRules } from './shopify-rate-rules';
import { shopifyPlatformOf } from './shopify-app';
import { recordShopOrderUses } from '../shops/shop-webhooks';
import { releaseShopBefore } from '../shops/shop-connection';

/** The cookie binding an install in progress to the company that started it (and its state). */
export const INSTALL_COOKIE = 'stepup_shopify_install';
const INSTALL_COOKIE_SECONDS = 10 * 60;

const header = (headers: HeadersLike, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function bindingSignature(ctx: AppContext, companyId: string, state: string, shop: string) {
  return createHmac('sha256', ctx.config.authSecret)
    .update(`shopify-install\n${companyId}\n${state}\n${shop}`)
    .digest('base64url');
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function offered(ctx: AppContext) {
  const platform = shopifyPlatformOf(ctx);
  if (!platform) throw new AppError('not_found', SHOPIFY_NOT_OFFERED);
  return platform;
}

/** What the Online shop tab shows about Shopify. Who may call: any member of a company. */
export async function getShopifyConnection(
  ctx: AppContext,
  actor: Actor,
): Promise<{
  available: boolean;
  shop: string | null;
  status: 'not_connected' | 'connected' | 'disconnected' | 'pending' | 'error';
}> {
  const { companyId } = requireCompanyMember(actor).company;
  const available = shopifyPlatformOf(ctx) !== undefined;
  const row = await findCompanyConnection(ctx.db, companyId);
  if (!row || row.kind !== 'shopify' || !row.shopUrl)
    return { available, shop: null, status: 'not_connected' };
  return { available, shop: new URL(row.shopUrl).host, status: row.status };
}

/**
 * Starts installing the app on the company's shop: answers Shopify's authorization page to go to
 * and the cookies that bind the callback to this browser (the library's signed state) and to this
 * company (ours). Who may call: a member whose role manages the website connection (the owner).
 */
export async function beginShopifyInstall(
  ctx: AppContext,
  actor: Actor,
  input: unknown,
  request: RequestLike,
): Promise<{ redirectUrl: string; setCookies: string[] }> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  const platform = offered(ctx);
  await ctx.limiter.hit(shopifyRateRules.installPerIp, actor.ip);
  await ctx.limiter.hit(shopifyRateRules.installPerCompany, companyId);
  const { shop } = validate(shopifyInstallSchema, input, { fields: true });
  let started;
  try {
    started = await platform.beginInstall(shop, request);
  } catch {
    throw new AppError('unavailable', SHOPIFY_INSTALL_FAILED);
  }
  const binding = `${companyId}.${bindingSignature(ctx, companyId, started.state, shop)}`;
  const secure = ctx.config.publicBusinessUrl.startsWith('https:') ? '; Secure' : '';
  return {
    redirectUrl: started.redirectUrl,
    setCookies: [
      ...started.setCookies,
      `${INSTALL_COOKIE}=${binding}; Path=${SHOPIFY_CALLBACK_PATH}; Max-Age=${INSTALL_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    ],
  };
}

/**
 * Shopify sends the owner back here after they approve the app. The library checks the query's
 * HMAC and its state against its signed cookie and exchanges the code for an offline token; our
 * cookie must name the signed-in member's own company and this very state and shop. Then the
 * token is sealed as the company's connection and the order and uninstall webhooks subscribed.
 * Answers where to send the browser. Who may call: the member who started the install.
 */
export async function completeShopifyInstall(
  ctx: AppContext,
  actor: Actor,
  request: RequestLike,
): Promise<'connected' | 'refused' | 'taken'> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  const platform = offered(ctx);
  await ctx.limiter.hit(shopifyRateRules.installPerIp, actor.ip);
  const query = new URL(request.url, 'https://callback.invalid').searchParams;
  const shop = myshopifyDomain(query.get('shop') ?? '');
  const state = query.get('state') ?? '';
  const binding = cookieValue(header(request.headers, 'cookie'), INSTALL_COOKIE) ?? '';
  const [boundCompany, signature] = binding.split('.');
  if (!shop || !state || boundCompany !== companyId || !signature) return 'refused';
  const expected = Buffer.from(bindingSignature(ctx, companyId, state, shop));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'refused';

  let installed: Awaited<ReturnType<typeof platform.completeInstall>>;
  try {
    installed = await platform.completeInstall(request);
  } catch {
    return 'refused';
  }
  if (installed.shop !== shop) return 'refused';
  const connection: ShopConnection = {
    kind: 'shopify',
    shopUrl: `https://${shop}`,
    credentials: installed.credentials,
  };
  if (await isShopConnectedElsewhere(ctx.db, companyId, connection.shopUrl)) return 'taken';
  await releaseShopBefore(ctx, companyId, { kind: 'shopify', shopUrl: connection.shopUrl });
  const saved = await saveShopifyConnection(ctx.db, companyId, {
    shopUrl: connection.shopUrl,
    credentialsEncrypted: ctx.secrets.seal(JSON.stringify(connection.credentials)),
  });
  if (!saved.saved) return 'taken';
  try {
    await platform.subscribeToOrders(
      connection,
      `${ctx.config.publicBusinessUrl}${SHOPIFY_WEBHOOK_PATH}`,
    );
  } catch (err) {
    ctx.report(
      new Error(`Shopify webhook subscription failed for ${shop}: ${(err as Error).message}`),
    );
  }
  return 'connected';
}

/**
 * A webhook from Shopify, checked by its HMAC over the raw body (401 and nothing changes
 * otherwise): a paid order uses the vouchers whose codes it used; app/uninstalled disconnects the
 * shop; the privacy topics are answered (the marketplace keeps no Shopify customer data; shop/redact
 * forgets the shop's token). Who may call: Shopify, proven by the signature.
 */
export async function receiveShopifyWebhook(
  ctx: AppContext,
  headers: HeadersLike,
  rawBody: Buffer,
): Promise<void> {
  const platform = offered(ctx);
  if (!platform.verifyWebhook(headers, rawBody))
    throw new AppError('unauthenticated', SHOPIFY_WEBHOOK_UNSIGNED);
  const topic = header(headers, 'x-shopify-topic') ?? '';
  const shop = myshopifyDomain(header(headers, 'x-shopify-shop-domain') ?? '');
  if (!shop) return;
  const row = await findConnectedShop(ctx.db, `https://${shop}`);
  if (!row) return; // a shop no company has connected (any more): nothing to do
  switch (topic) {
    case 'orders/paid':
    case 'orders/create': {
      const connection: ShopConnection = {
        kind: 'shopify',
        shopUrl: row.shopUrl!,
        credentials: {},
      };
      const uses = platform.readOrderWebhook(connection, headers, rawBody) ?? [];
      await recordShopOrderUses(ctx, row, uses);
      return;
    }
    case 'app/uninstalled':
    case 'shop/redact':
      await disconnectShop(ctx.db, row.id);
      return;
    default:
      // customers/data_request and customers/redact: no Shopify customer data is kept here.
      return;
  }
}
