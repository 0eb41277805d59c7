import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local WooCommerce shop for the tests and the browser walk: the documented request and
// response shapes of the REST API v3 (https://woocommerce.github.io/woocommerce-rest-api-docs/)
// that the WooCommerce platform uses — coupons, webhooks and an authenticated GET, with HTTP
// Basic auth by consumer key and secret — and the app authorisation endpoint
// /wc-auth/v1/authorize (an approve page; approving posts the new key to callback_url and
// sends the browser to return_url). It records every request and can post a signed order
// webhook to the registered delivery URL.

export interface WooRecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body, or null. */
  body: Record<string, unknown> | null;
  /** The consumer key the request authenticated with, or null when it did not. */
  key: string | null;
}

export interface WooCoupon {
  id: number;
  code: string;
  amount: string;
  discount_type: string;
  usage_limit: number | null;
  individual_use: boolean;
  date_expires_gmt: string | null;
  description: string;
  status: 'publish' | 'trash';
}

export interface WooWebhook {
  id: number;
  name: string;
  status: string;
  topic: string;
  delivery_url: string;
  secret: string;
}

/** Posts to our server: fetch by default; a test may deliver into app.inject instead. */
export type Deliver = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number }>;

const fetchDeliver: Deliver = async (url, init) => {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status };
};

export interface WooCommerceStandIn {
  url: string;
  requests: WooRecordedRequest[];
  coupons: Map<number, WooCoupon>;
  webhooks: Map<number, WooWebhook>;
  /** A key the shop accepts (as if made in its admin: WooCommerce > Settings > Advanced > REST API). */
  addKey(): { consumerKey: string; consumerSecret: string };
  /** The next `count` coupon writes (POST/DELETE) answer 500. */
  failCouponWrites(count: number): void;
  /** The coupon of a code (WooCommerce keeps codes in lower case), or undefined. */
  couponOf(code: string): WooCoupon | undefined;
  /**
   * Posts an order (WooCommerce's order shape, the parts we read) to every active order webhook,
   * signed with its secret, or with `signWith` instead. Answers each delivery's HTTP status.
   */
  postOrder(order: {
    id: number;
    number?: string;
    status?: string;
    codes: string[];
    signWith?: string;
  }): Promise<number[]>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
};

const wooError = (res: http.ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { code, message, data: { status } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startWooCommerceStandIn({
  deliver = fetchDeliver,
  port = 0,
}: { deliver?: Deliver; port?: number } = {}): Promise<WooCommerceStandIn> {
  const keys = new Map<string, string>();
  const requests: WooRecordedRequest[] = [];
  const coupons = new Map<number, WooCoupon>();
  const webhooks = new Map<number, WooWebhook>();
  let nextId = 100;
  let failingWrites = 0;

  const addKey = () => {
    const consumerKey = `ck_${randomBytes(20).toString('hex')}`;
    const consumerSecret = `cs_${randomBytes(20).toString('hex')}`;
    keys.set(consumerKey, consumerSecret);
    return { consumerKey, consumerSecret };
  };

  const authenticated = (req: http.IncomingMessage): string | null => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return null;
    const [key, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return key && keys.get(key) === secret ? key : null;
  };

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = await readBody(req);
      let body: Record<string, unknown> | null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const key = authenticated(req);
      const method = req.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        key,
      });

      // The app authorisation endpoint: the shop's admin approves, the key goes to callback_url.
      if (url.pathname === '/wc-auth/v1/authorize') {
        const params = url.searchParams;
        res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Approve ${escapeHtml(params.get('app_name') ?? '')}</title></head>
<body><main><h1>${escapeHtml(params.get('app_name') ?? '')} would like to connect to your store</h1>
<p>Scope: ${escapeHtml(params.get('scope') ?? '')}</p>
<form method="get" action="/wc-auth/v1/access_granted">${[...params]
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join('')}<button type="submit">Approve</button></form></main></body></html>`);
        return;
      }
      if (url.pathname === '/wc-auth/v1/access_granted') {
        const params = url.searchParams;
        const made = addKey();
        const delivered = await deliver(params.get('callback_url') ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            key_id: nextId++,
            user_id: params.get('user_id'),
            consumer_key: made.consumerKey,
            consumer_secret: made.consumerSecret,
            key_permissions: params.get('scope'),
          }),
        }).catch(() => ({ status: 0 }));
        if (delivered.status !== 200) {
          wooError(
            res,
            401,
            'woocommerce_rest_cannot_create',
            'An error occurred in the request and at the time were unable to send the consumer data',
          );
          return;
        }
        const back = new URL(params.get('return_url') ?? '/');
        back.searchParams.set('success', '1');
        back.searchParams.set('user_id', params.get('user_id') ?? '');
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }

      const api = url.pathname.match(/^\/wp-json\/wc\/v3\/(\w+)(?:\/(\d+))?$/);
      if (!api) return wooError(res, 404, 'rest_no_route', 'No route was found.');
      if (!key)
        return wooError(
          res,
          401,
          'woocommerce_rest_cannot_view',
          'Sorry, you cannot list resources.',
        );
      const [, resource, idText] = api;
      const id = idText ? Number(idText) : null;

      if (resource === 'system_status' && method === 'GET')
        return json(res, 200, { environment: { version: '9.4.0' }, settings: { currency: 'GBP' } });

      if (resource === 'coupons') {
        if ((method === 'POST' || method === 'DELETE') && failingWrites > 0) {
          failingWrites--;
          return wooError(res, 500, 'internal_server_error', 'There has been a critical error.');
        }
        if (method === 'GET' && id === null) {
          const code = url.searchParams.get('code');
          return json(
            res,
            200,
            [...coupons.values()].filter(
              (c) => c.status === 'publish' && (!code || c.code === code),
            ),
          );
        }
        if (method === 'POST' && id === null && body) {
          const code = String(body.code ?? '').toLowerCase();
          if ([...coupons.values()].some((c) => c.code === code && c.status === 'publish'))
            return wooError(
              res,
              400,
              'woocommerce_rest_coupon_code_already_exists',
              'The coupon code already exists',
            );
          const coupon: WooCoupon = {
            id: nextId++,
            code,
            amount: String(body.amount ?? '0'),
            discount_type: String(body.discount_type ?? 'fixed_cart'),
            usage_limit: typeof body.usage_limit === 'number' ? body.usage_limit : null,
            individual_use: body.individual_use === true,
            date_expires_gmt:
              typeof body.date_expires_gmt === 'string' ? body.date_expires_gmt : null,
            description: String(body.description ?? ''),
            status: 'publish',
          };
          coupons.set(coupon.id, coupon);
          return json(res, 201, coupon);
        }
        if (method === 'DELETE' && id !== null) {
          const coupon = coupons.get(id);
          if (!coupon)
            return wooError(res, 404, 'woocommerce_rest_shop_coupon_invalid_id', 'Invalid ID.');
          if (url.searchParams.get('force') === 'true') {
            coupons.delete(id);
            return json(res, 200, coupon);
          }
          if (coupon.status === 'trash')
            return wooError(
              res,
              410,
              'woocommerce_rest_already_trashed',
              'The coupon has already been deleted.',
            );
          coupon.status = 'trash';
          return json(res, 200, coupon);
        }
      }

      if (resource === 'webhooks') {
        if (method === 'GET' && id === null)
          return json(
            res,
            200,
            [...webhooks.values()].map(({ secret: _s, ...hook }) => hook),
          );
        if (method === 'POST' && id === null && body) {
          const hook: WooWebhook = {
            id: nextId++,
            name: String(body.name ?? ''),
            status: String(body.status ?? 'active'),
            topic: String(body.topic ?? ''),
            delivery_url: String(body.delivery_url ?? ''),
            secret: String(body.secret ?? ''),
          };
          webhooks.set(hook.id, hook);
          // WooCommerce pings a new webhook's address (unsigned, form-encoded).
          await deliver(hook.delivery_url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `webhook_id=${hook.id}`,
          }).catch(() => undefined);
          const { secret: _secret, ...shown } = hook;
          return json(res, 201, shown);
        }
        if (method === 'DELETE' && id !== null) {
          const hook = webhooks.get(id);
          if (!hook)
            return wooError(res, 404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
          if (url.searchParams.get('force') !== 'true')
            return wooError(
              res,
              501,
              'woocommerce_rest_trash_not_supported',
              'Webhooks do not support trashing.',
            );
          webhooks.delete(id);
          const { secret: _secret, ...shown } = hook;
          return json(res, 200, shown);
        }
      }
      wooError(
        res,
        404,
        'rest_no_route',
        'No route was found matching the URL and request method.',
      );
    })().catch((err: Error) => wooError(res, 500, 'stand_in_error', err.message));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    coupons,
    webhooks,
    addKey,
    failCouponWrites: (count) => {
      failingWrites = count;
    },
    couponOf: (code) =>
      [...coupons.values()].find((c) => c.code === code.toLowerCase() && c.status === 'publish') ??
      [...coupons.values()].find((c) => c.code === code.toLowerCase()),
    async postOrder({ id, number, status = 'processing', codes, signWith }) {
      const order = {
        id,
        number: number ?? String(id),
        status,
        currency: 'GBP',
        total: '0.00',
        coupon_lines: codes.map((code, i) => ({
          id: i + 1,
          code: code.toLowerCase(),
          discount: '25.00',
          discount_tax: '0.00',
          meta_data: [],
        })),
      };
      const body = JSON.stringify(order);
      const statuses: number[] = [];
      for (const hook of webhooks.values()) {
        if (hook.status !== 'active' || !hook.topic.startsWith('order.')) continue;
        const signature = createHmac('sha256', signWith ?? hook.secret)
          .update(body)
          .digest('base64');
        const { status: answered } = await deliver(hook.delivery_url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-wc-webhook-source': `http://127.0.0.1:${actual}/`,
            'x-wc-webhook-topic': hook.topic,
            'x-wc-webhook-resource': 'order',
            'x-wc-webhook-event': hook.topic.split('.')[1] ?? '',
            'x-wc-webhook-signature': signature,
            'x-wc-webhook-id': String(hook.id),
            'x-wc-webhook-delivery-id': String(nextId++),
          },
          body,
        });
        statuses.push(answered);
      }
      return statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
