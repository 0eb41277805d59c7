import { createHash, randomBytes } from 'node:crypto';
import type { ShopConnectionView } from '@stepup/contracts';
import {
  SHOP_AUTHORISATION_UNKNOWN,
  SHOP_NOT_CONNECTED,
  SHOP_PLATFORM_UNAVAILABLE,
  SHOP_REJECTED_KEYS,
  SHOP_UNREACHABLE,
  shopAddressOf,
  wooKeysSchema,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { invalidField, validate } from '../../context/validate';
import { ShopRequestError } from '../../providers/shops/shop-request-error';
import {
  claimWooAuthorisation,
  findShopIntegration,
  replaceShopIntegration,
  updateIntegration,
} from './repository';
import type { IntegrationRow } from './repository';
import { shopConnectionOf, wooAuthCallbackUrl, wooDeliveryUrl } from './shop-connection-of';
import { availableShopKinds, shopPlatformOf } from './shop-platforms';
import type { ShopPlatformsContext } from './shop-platforms';
import { shopRateRules } from './shop-rate-rules';

// The Online shop tab (docs/product.md#website-connection): choose "in store only" or connect a
// WooCommerce shop (its app authorisation, or a pasted REST API key), see it, disconnect it.

/** How long the owner has to approve our app in their shop. */
const AUTHORISE_FOR_MS = 30 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function viewOf(ctx: ShopPlatformsContext, row: IntegrationRow | undefined): ShopConnectionView {
  const platforms = availableShopKinds(ctx);
  if (!row)
    return {
      mode: 'none',
      kind: null,
      shopUrl: null,
      status: null,
      lastError: null,
      connectedAt: null,
      platforms,
    };
  if (row.kind === 'manual')
    return {
      mode: 'in_store_only',
      kind: null,
      shopUrl: null,
      status: 'connected',
      lastError: null,
      connectedAt: row.updatedAt.toISOString(),
      platforms,
    };
  return {
    mode: 'shop',
    kind: row.kind === 'shopify' ? 'shopify' : 'woocommerce',
    shopUrl: row.shopUrl,
    status: row.status === 'connected' ? 'connected' : row.status === 'error' ? 'error' : 'pending',
    lastError: row.lastError,
    connectedAt: row.status === 'connected' ? row.updatedAt.toISOString() : null,
    platforms,
  };
}

const shopAddress = (ctx: AppContext, typed: string) => {
  const address = shopAddressOf(typed, { allowLocalHttp: ctx.config.env !== 'production' });
  if ('problem' in address) throw invalidField('shopUrl', address.problem);
  return address.url;
};

const woo = (ctx: ShopPlatformsContext) => {
  const platform = shopPlatformOf(ctx, 'woocommerce');
  if (!platform) throw new AppError('conflict', SHOP_PLATFORM_UNAVAILABLE);
  return platform;
};

/**
 * Checks the key with an authenticated call and registers our order webhook: the connection is
 * `connected`, or `error` with what the shop said. Answers the problem, or null.
 */
async function finishWooConnection(ctx: AppContext, row: IntegrationRow): Promise<string | null> {
  const connection = shopConnectionOf(ctx.config, row);
  if (!connection) return SHOP_REJECTED_KEYS;
  try {
    await woo(ctx).subscribeToOrders(connection, wooDeliveryUrl(ctx.config, row.id));
    await updateIntegration(ctx.db, row.id, {
      status: 'connected',
      lastError: null,
      lastSyncAt: ctx.clock(),
    });
    return null;
  } catch (err) {
    const problem =
      err instanceof ShopRequestError && err.unauthorised ? SHOP_REJECTED_KEYS : SHOP_UNREACHABLE;
    ctx.report(err as Error);
    await updateIntegration(ctx.db, row.id, { status: 'error', lastError: problem });
    return problem;
  }
}

/** Who may call: any member of a company. Its online shop choice (never a secret). */
export async function getShopConnection(
  ctx: AppContext,
  actor: Actor,
): Promise<ShopConnectionView> {
  const { companyId } = requireCompanyMember(actor).company;
  return viewOf(ctx, await findShopIntegration(ctx.db, companyId));
}

/** Who may call: the owner. No online shop: vouchers are used at the till only. */
export async function chooseInStoreOnly(
  ctx: AppContext,
  actor: Actor,
): Promise<ShopConnectionView> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  await ctx.limiter.hit(shopRateRules.connectPerIp, actor.ip);
  await ctx.limiter.hit(shopRateRules.connectPerCompany, companyId);
  const current = await findShopIntegration(ctx.db, companyId);
  if (current?.kind !== 'manual') {
    if (current) await disconnectRow(ctx, current);
    await replaceShopIntegration(ctx.db, companyId, { kind: 'manual', status: 'connected' });
  }
  return viewOf(ctx, await findShopIntegration(ctx.db, companyId));
}

/** Who may call: the owner. Connects a WooCommerce shop with a pasted REST API key and secret. */
export async function connectWooWithKeys(
  ctx: AppContext,
  actor: Actor,
  input: { shopUrl: string; consumerKey: string; consumerSecret: string },
): Promise<ShopConnectionView> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  await ctx.limiter.hit(shopRateRules.connectPerIp, actor.ip);
  await ctx.limiter.hit(shopRateRules.connectPerCompany, companyId);
  const shopUrl = shopAddress(ctx, input.shopUrl);
  const keys = validate(wooKeysSchema, input, { fields: true });
  woo(ctx);
  const previous = await findShopIntegration(ctx.db, companyId);
  if (previous && previous.kind !== 'manual') await disconnectRow(ctx, previous);
  const row = await replaceShopIntegration(ctx.db, companyId, {
    kind: 'woocommerce',
    shopUrl,
    accessTokenEncrypted: ctx.secrets.seal(JSON.stringify(keys)),
    webhookSecretEncrypted: ctx.secrets.seal(randomBytes(32).toString('base64url')),
    status: 'pending',
  });
  const problem = await finishWooConnection(ctx, row);
  if (problem) throw invalidField('consumerKey', problem);
  return viewOf(ctx, await findShopIntegration(ctx.db, companyId));
}

/**
 * Who may call: the owner. Starts WooCommerce's app authorisation: a pending connection holding
 * the hash of a fresh unguessable state (sent as user_id), valid 30 minutes, answered with the
 * shop's /wc-auth/v1/authorize address to send the owner to.
 */
export async function authoriseWoo(
  ctx: AppContext,
  actor: Actor,
  input: { shopUrl: string },
): Promise<{ authoriseUrl: string }> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  await ctx.limiter.hit(shopRateRules.connectPerIp, actor.ip);
  await ctx.limiter.hit(shopRateRules.connectPerCompany, companyId);
  const shopUrl = shopAddress(ctx, input.shopUrl);
  woo(ctx);
  const state = randomBytes(32).toString('base64url');
  const previous = await findShopIntegration(ctx.db, companyId);
  if (previous && previous.kind !== 'manual') await disconnectRow(ctx, previous);
  await replaceShopIntegration(ctx.db, companyId, {
    kind: 'woocommerce',
    shopUrl,
    status: 'pending',
    webhookSecretEncrypted: ctx.secrets.seal(randomBytes(32).toString('base64url')),
    config: {
      authStateHash: sha256(state),
      authExpiresAt: new Date(ctx.clock().getTime() + AUTHORISE_FOR_MS).toISOString(),
    },
  });
  const query = new URLSearchParams({
    app_name: ctx.config.env === 'production' ? 'StepUp' : 'StepUp (test)',
    scope: 'read_write',
    user_id: state,
    return_url: `${ctx.config.publicBusinessUrl}/api?tab=online-shop`,
    callback_url: wooAuthCallbackUrl(ctx.config),
  });
  return { authoriseUrl: `${shopUrl}/wc-auth/v1/authorize?${query.toString()}` };
}

/**
 * Who may call: the WooCommerce shop, proven by the state it carries back as user_id (known
 * only to us and the owner's browser, unguessable, valid once and for 30 minutes). Saves the key
 * it made, checks it and registers our webhook.
 */
export async function receiveWooAuthorisation(
  ctx: AppContext,
  ip: string,
  body: { user_id: string | number; consumer_key: string; consumer_secret: string },
): Promise<void> {
  await ctx.limiter.hit(shopRateRules.authCallbackPerIp, ip);
  const keys = validate(wooKeysSchema, {
    consumerKey: body.consumer_key,
    consumerSecret: body.consumer_secret,
  });
  const row = await claimWooAuthorisation(ctx.db, sha256(String(body.user_id)), ctx.clock());
  if (!row) throw new AppError('not_found', SHOP_AUTHORISATION_UNKNOWN);
  const sealed = ctx.secrets.seal(JSON.stringify(keys));
  await updateIntegration(ctx.db, row.id, { accessTokenEncrypted: sealed });
  await finishWooConnection(ctx, { ...row, accessTokenEncrypted: sealed });
}

/** Deletes what we made at the shop (best effort: a shop that cannot be reached is let go). */
async function disconnectRow(ctx: AppContext, row: IntegrationRow) {
  const platform = shopPlatformOf(ctx, row.kind);
  const connection = shopConnectionOf(ctx.config, row);
  if (platform && connection) {
    try {
      await platform.disconnect(connection);
    } catch (err) {
      ctx.report(err as Error);
    }
  }
  await updateIntegration(ctx.db, row.id, {
    status: 'disconnected',
    accessTokenEncrypted: null,
    webhookSecretEncrypted: null,
  });
}

/**
 * Before another platform's shop becomes the company's choice (Shopify's install): the current
 * shop, when it is a different one, is disconnected at its platform first, as connecting
 * WooCommerce does. Who may call: a use case that has checked the owner.
 */
export async function releaseShopBefore(
  ctx: AppContext,
  companyId: string,
  next: { kind: IntegrationRow['kind']; shopUrl: string },
): Promise<void> {
  const current = await findShopIntegration(ctx.db, companyId);
  if (!current || current.kind === 'manual') return;
  if (current.kind === next.kind && current.shopUrl === next.shopUrl) return;
  await disconnectRow(ctx, current);
}

/**
 * Who may call: the owner. Removes our webhook from the shop and forgets the key (WooCommerce
 * cannot revoke its own key through its API: the page tells the owner to delete it there).
 */
export async function disconnectShop(ctx: AppContext, actor: Actor): Promise<ShopConnectionView> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  await ctx.limiter.hit(shopRateRules.connectPerIp, actor.ip);
  await ctx.limiter.hit(shopRateRules.connectPerCompany, companyId);
  const row = await findShopIntegration(ctx.db, companyId);
  if (!row) throw new AppError('not_found', SHOP_NOT_CONNECTED);
  await disconnectRow(ctx, row);
  return viewOf(ctx, await findShopIntegration(ctx.db, companyId));
}
