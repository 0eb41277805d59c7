import { createHmac, timingSafeEqual } from 'node:crypto';
import { penceToDecimalPounds } from '@stepup/domain';
import type { ShopCodeRequest, ShopConnection, ShopOrderUse, ShopPlatform } from '../shop-platform';
import { ShopRequestError } from '../shop-request-error';

// WooCommerce through its REST API v3 (https://woocommerce.github.io/woocommerce-rest-api-docs/):
// HTTP Basic auth with the shop's consumer key and secret (the shop must be on https, which the
// connection enforces in production), coupons for voucher codes, and one webhook on
// order.updated signed with our secret (X-WC-Webhook-Signature: base64 HMAC-SHA256 of the raw
// body). No client library: the calls are five plain JSON requests (ADR 038).

/** The webhook topic we register: every status change of an order, payment included. */
export const WOO_ORDER_TOPIC = 'order.updated';
/** Order statuses in which WooCommerce has counted the coupon as used. */
const USED_STATUSES = new Set(['processing', 'completed', 'on-hold']);
const TIMEOUT_MS = 15_000;

/** The sealed credentials of a WooCommerce connection, opened. */
export interface WooCredentials {
  consumerKey: string;
  consumerSecret: string;
  /** Ours; WooCommerce signs each webhook delivery with it. */
  webhookSecret: string;
  /** Where our webhook posts (to find it again on disconnect). */
  deliveryUrl: string;
}

function credentialsOf(connection: ShopConnection): WooCredentials {
  const { consumerKey, consumerSecret, webhookSecret, deliveryUrl } = connection.credentials;
  if (!consumerKey || !consumerSecret) throw new ShopRequestError('No WooCommerce key saved', 401);
  return {
    consumerKey,
    consumerSecret,
    webhookSecret: webhookSecret ?? '',
    deliveryUrl: deliveryUrl ?? '',
  };
}

async function call<T>(
  connection: ShopConnection,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const { consumerKey, consumerSecret } = credentialsOf(connection);
  const what = `${method} ${path.split('?')[0]}`;
  let response: Response;
  try {
    response = await fetch(`${connection.shopUrl}/wp-json/wc/v3${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ShopRequestError(
      `${what}: the shop could not be reached (${(err as Error).name})`,
      null,
    );
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const code =
      data && typeof data === 'object' && 'code' in data
        ? String((data as { code: unknown }).code)
        : '';
    const error = new ShopRequestError(
      `${what}: the shop answered ${response.status}${code ? ` ${code.slice(0, 80)}` : ''}`,
      response.status,
    );
    Object.assign(error, { code });
    throw error;
  }
  return { status: response.status, data: data as T };
}

interface WooWebhook {
  id: number;
  topic: string;
  delivery_url: string;
}

async function ourWebhooks(connection: ShopConnection): Promise<WooWebhook[]> {
  const { deliveryUrl } = credentialsOf(connection);
  const { data } = await call<WooWebhook[]>(connection, 'GET', '/webhooks?per_page=100');
  return (Array.isArray(data) ? data : []).filter((hook) => hook.delivery_url === deliveryUrl);
}

/** True for the unsigned ping WooCommerce posts when a webhook is saved (`webhook_id=<id>`). */
export function isWooPing(rawBody: Buffer): boolean {
  return /^webhook_id=\d+$/.test(rawBody.toString('utf8').trim());
}

/** The base64 HMAC-SHA256 of the body with the secret, as WooCommerce signs its deliveries. */
export function wooSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** WooCommerce's date fields: an ISO instant without zone or milliseconds (GMT here). */
const wooGmt = (at: Date) => at.toISOString().slice(0, 19);

export const wooCommercePlatform: ShopPlatform = {
  kind: 'woocommerce',

  async createCode(connection: ShopConnection, request: ShopCodeRequest) {
    try {
      const { data } = await call<{ id: number }>(connection, 'POST', '/coupons', {
        code: request.code,
        discount_type: 'fixed_cart',
        amount: penceToDecimalPounds(request.amountPence),
        usage_limit: 1,
        // A customer may pay with two vouchers (or a voucher and the shop's own offer).
        individual_use: false,
        date_expires_gmt: wooGmt(request.expiresAt),
        description: request.title,
      });
      return { externalId: String(data.id) };
    } catch (err) {
      // Created by an earlier attempt whose answer was lost: answer the existing coupon's id.
      if ((err as { code?: string }).code !== 'woocommerce_rest_coupon_code_already_exists')
        throw err;
      const { data } = await call<{ id: number; code: string }[]>(
        connection,
        'GET',
        `/coupons?code=${encodeURIComponent(request.code.toLowerCase())}`,
      );
      const found = (Array.isArray(data) ? data : []).find(
        (coupon) => coupon.code.toLowerCase() === request.code.toLowerCase(),
      );
      if (!found) throw err;
      return { externalId: String(found.id) };
    }
  },

  async disableCode(connection: ShopConnection, code: { code: string; externalId: string }) {
    try {
      // Without force the coupon moves to the bin: unusable, and the shop's admin can still see it.
      await call(connection, 'DELETE', `/coupons/${encodeURIComponent(code.externalId)}`);
    } catch (err) {
      const status = (err as ShopRequestError).status;
      if (status === 404 || status === 410) return;
      throw err;
    }
  },

  readOrderWebhook(connection, headers, rawBody): ShopOrderUse[] | null {
    const { webhookSecret } = credentialsOf(connection);
    const header = headers['x-wc-webhook-signature'];
    const given = Buffer.from(typeof header === 'string' ? header : '', 'utf8');
    const expected = Buffer.from(wooSignature(rawBody, webhookSecret), 'utf8');
    if (!webhookSecret || given.length !== expected.length || !timingSafeEqual(given, expected))
      return null;
    let order: unknown;
    try {
      order = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return [];
    }
    if (!order || typeof order !== 'object') return [];
    const { id, number, status, coupon_lines } = order as {
      id?: unknown;
      number?: unknown;
      status?: unknown;
      coupon_lines?: unknown;
    };
    if (typeof status !== 'string' || !USED_STATUSES.has(status)) return [];
    const codes = (Array.isArray(coupon_lines) ? coupon_lines : [])
      .map((line: { code?: unknown }) => (typeof line?.code === 'string' ? line.code : null))
      .filter((code): code is string => code !== null);
    if (codes.length === 0) return [];
    const ref = number ?? id;
    return [{ codes, orderRef: String(ref ?? '').slice(0, 100) }];
  },

  async subscribeToOrders(connection: ShopConnection, deliveryUrl: string) {
    const { webhookSecret } = credentialsOf(connection);
    const existing = await ourWebhooks({
      ...connection,
      credentials: { ...connection.credentials, deliveryUrl },
    });
    if (existing.some((hook) => hook.topic === WOO_ORDER_TOPIC)) return;
    await call(connection, 'POST', '/webhooks', {
      name: 'StepUp vouchers: orders',
      status: 'active',
      topic: WOO_ORDER_TOPIC,
      delivery_url: deliveryUrl,
      secret: webhookSecret,
    });
  },

  async disconnect(connection: ShopConnection) {
    for (const hook of await ourWebhooks(connection)) {
      try {
        await call(connection, 'DELETE', `/webhooks/${hook.id}?force=true`);
      } catch (err) {
        if ((err as ShopRequestError).status !== 404) throw err;
      }
    }
  },
};
