import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stripe's own sample PaymentIntent, the shape every answer of the stand-in starts from: the
 * `payment_intent` resource of `openapi/fixtures3.json` in stripe/openapi at commit
 * f6c2a48fbac2819d1feba8143d942ffc65e1c0d2 (MIT License, Copyright (c) 2011- Stripe, Inc.).
 */
const samplePaymentIntent = JSON.parse(
  fs.readFileSync(new URL('./fixtures/stripe-payment-intent.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body as flat `key → value` (`metadata[paymentId]` kept as written). */
  form: Record<string, string>;
}

type Intent = Record<string, unknown> & { id: string; status: string };

/** Stripe's error answers (shapes from https://docs.stripe.com/error-codes and api/errors). */
export const stripeErrors = {
  cardDeclined: {
    status: 402,
    body: {
      error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
        message: 'Your card was declined.',
        param: '',
        type: 'card_error',
      },
    },
  },
  invalidApiKey: {
    status: 401,
    body: {
      error: {
        message: 'Invalid API Key provided: sk_test_****************************wxyz',
        type: 'invalid_request_error',
      },
    },
  },
  unexpectedState: (intent: Intent) => ({
    status: 400,
    body: {
      error: {
        code: 'payment_intent_unexpected_state',
        doc_url: 'https://stripe.com/docs/error-codes/payment-intent-unexpected-state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        payment_intent: intent,
        type: 'invalid_request_error',
      },
    },
  }),
  noSuchIntent: (id: string) => ({
    status: 404,
    body: {
      error: {
        code: 'resource_missing',
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
        message: `No such payment_intent: '${id}'`,
        param: 'intent',
        type: 'invalid_request_error',
      },
    },
  }),
};

export interface StripeStandIn {
  host: string;
  port: number;
  requests: RecordedRequest[];
  intents: Map<string, Intent>;
  /** Connected accounts created through POST /v1/accounts, by id. */
  accounts: Map<string, Record<string, unknown> & { id: string }>;
  /** The next request is answered with this error instead. */
  failNext(error: { status: number; body: unknown }): void;
  close(): Promise<void>;
}

const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/**
 * A local stand-in for Stripe's API on 127.0.0.1 (a random port) for the PaymentIntent calls the
 * provider makes: create, retrieve, cancel; and Connect's accounts and account links. Intents are
 * kept per connected account (`Stripe-Account`), creates honour `Idempotency-Key`, and every
 * request is recorded.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Intent>();
  /** The connected account each intent was created on. */
  const accountOf = new Map<string, string>();
  const byIdempotencyKey = new Map<string, Intent>();
  const failures: { status: number; body: unknown }[] = [];
  const accounts = new Map<string, Record<string, unknown> & { id: string }>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(body));
      };
      const failure = failures.shift();
      if (failure) return send(failure.status, failure.body);
      const account = String(req.headers['stripe-account'] ?? '');
      const idempotencyKey = String(req.headers['idempotency-key'] ?? '');

      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const known = byIdempotencyKey.get(`${account} ${idempotencyKey}`);
        if (known) return send(200, known);
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        );
        const intent: Intent = {
          ...samplePaymentIntent,
          id,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amount: Number(form.amount),
          amount_received: 0,
          application_fee_amount: Number(form.application_fee_amount),
          currency: form.currency,
          description: form.description ?? null,
          receipt_email: form.receipt_email ?? null,
          metadata,
          status: 'requires_payment_method',
          last_payment_error: null,
          next_action: null,
          canceled_at: null,
          transfer_data: null,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(id, intent);
        accountOf.set(id, account);
        if (idempotencyKey) byIdempotencyKey.set(`${account} ${idempotencyKey}`, intent);
        return send(200, intent);
      }
      // Connect onboarding: accounts (honouring Idempotency-Key) and account links, in the shapes
      // of https://docs.stripe.com/api/accounts/object and /api/account_links/object.
      if (req.method === 'POST' && url.pathname === '/v1/accounts') {
        const known = byIdempotencyKey.get(`accounts ${idempotencyKey}`);
        if (known) return send(200, known);
        const id = `acct_${randomBytes(8).toString('hex')}`;
        const account = {
          id,
          object: 'account',
          type: form.type,
          country: form.country,
          default_currency: form.default_currency,
          email: form.email ?? null,
          business_profile: { name: form['business_profile[name]'] ?? null },
          metadata: { companyId: form['metadata[companyId]'] },
          charges_enabled: false,
          details_submitted: false,
          payouts_enabled: false,
          created: Math.floor(Date.now() / 1000),
        };
        accounts.set(id, account);
        if (idempotencyKey) byIdempotencyKey.set(`accounts ${idempotencyKey}`, account as never);
        return send(200, account);
      }
      const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && accountMatch) {
        const account = accounts.get(accountMatch[1]!);
        if (!account) {
          return send(404, {
            error: {
              code: 'resource_missing',
              message: `No such account: '${accountMatch[1]}'`,
              type: 'invalid_request_error',
            },
          });
        }
        return send(200, account);
      }
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        return send(200, {
          object: 'account_link',
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
          url: `https://connect.stripe.com/setup/e/${form.account}/${randomBytes(6).toString('hex')}`,
        });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (match) {
        const intent = intents.get(match[1]!);
        if (!intent || accountOf.get(intent.id) !== account) {
          const missing = stripeErrors.noSuchIntent(match[1]!);
          return send(missing.status, missing.body);
        }
        if (req.method === 'GET' && !match[2]) return send(200, intent);
        if (req.method === 'POST' && match[2]) {
          if (!CANCELABLE.has(intent.status)) {
            const refused = stripeErrors.unexpectedState(intent);
            return send(refused.status, refused.body);
          }
          intent.status = 'canceled';
          intent.canceled_at = Math.floor(Date.now() / 1000);
          return send(200, intent);
        }
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    intents,
    accounts,
    failNext: (error) => void failures.push(error),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
