import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stripe's own sample PaymentIntent, the shape every answer of the stand-in starts from: the
 * `payment_intent` resource of `openapi/fixtures3.json` in stripe/openapi at commit
 * f6c2a48fbac2819d1feba8143d942ffc65e1c0d2 (MIT License, Copyright (c) 2011- Stripe, Inc.).
 */
export const stripeFixture = (name: string) =>
  JSON.parse(fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const fixture = stripeFixture;
const samplePaymentIntent = fixture('stripe-payment-intent.json');
/**
 * Stripe's own sample SetupIntent, Customer and PaymentMethod (saved cards, custom offers): the
 * `setup_intent`, `customer` and `payment_method` resources of the same `openapi/fixtures3.json`
 * in stripe/openapi at commit f6c2a48fbac2819d1feba8143d942ffc65e1c0d2 (MIT License, Copyright
 * (c) 2011- Stripe, Inc.).
 */
const sampleSetupIntent = fixture('stripe-setup-intent.json');
const sampleCustomer = fixture('stripe-customer.json');
const samplePaymentMethod = fixture('stripe-payment-method.json');
/**
 * Stripe's own sample Refund (and, for tests of events, Charge, Dispute and Account: read them
 * with stripeFixture): the `refund`, `charge`, `dispute` and `account` resources of the same
 * `openapi/fixtures3.json` in stripe/openapi at commit f6c2a48fbac2819d1feba8143d942ffc65e1c0d2
 * (MIT License, Copyright (c) 2011- Stripe, Inc.).
 */
const sampleRefund = fixture('stripe-refund.json');

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body as flat `key → value` (`metadata[paymentId]` kept as written). */
  form: Record<string, string>;
}

type Intent = Record<string, unknown> & { id: string; status: string };
type StripeObject = Record<string, unknown> & { id: string };

/**
 * Stripe's test PaymentMethods (docs.stripe.com/testing) a setup can be completed with, and how
 * an off-session charge of the saved card ends.
 */
export const testPaymentMethods = {
  /** 4242 4242 4242 4242 */
  pm_card_visa: 'succeeds',
  /** 4000 0025 0000 3155: authenticated at setup, later off-session charges succeed. */
  pm_card_authenticationRequiredOnSetup: 'succeeds',
  /** 4000 0027 6000 3184: every charge asks for authentication, also off-session. */
  pm_card_authenticationRequired: 'authentication_required',
  /** 4000 0000 0000 9995 */
  pm_card_visa_chargeDeclinedInsufficientFunds: 'insufficient_funds',
} as const;
export type TestPaymentMethod = keyof typeof testPaymentMethods;

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
  setupUnexpectedState: (setup: StripeObject & { status: string }) => ({
    status: 400,
    body: {
      error: {
        code: 'setup_intent_unexpected_state',
        doc_url: 'https://stripe.com/docs/error-codes/setup-intent-unexpected-state',
        message: `You cannot cancel this SetupIntent because it has a status of ${setup.status}. Only a SetupIntent with one of the following statuses may be canceled: requires_payment_method, requires_confirmation, requires_action.`,
        setup_intent: setup,
        type: 'invalid_request_error',
      },
    },
  }),
  /** Detaching a PaymentMethod that has no customer: Stripe sets no code, only the message. */
  notAttached: {
    status: 400,
    body: {
      error: {
        message:
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        type: 'invalid_request_error',
      },
    },
  },
  /**
   * An off-session charge refused by the bank (https://docs.stripe.com/payments/save-and-reuse,
   * "Charge the saved payment method later"): a 402 card error carrying the PaymentIntent, left
   * in `requires_payment_method` with the same error as its `last_payment_error`.
   */
  offSessionRefused: (
    intent: Intent,
    paymentMethod: StripeObject,
    refusal: 'authentication_required' | 'insufficient_funds',
  ) => {
    const error =
      refusal === 'authentication_required'
        ? {
            code: 'authentication_required',
            decline_code: 'authentication_required',
            doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
            message: 'Your card was declined. This transaction requires authentication.',
            type: 'card_error',
          }
        : {
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            doc_url: 'https://stripe.com/docs/error-codes/card-declined',
            message: 'Your card has insufficient funds.',
            type: 'card_error',
          };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { ...error, payment_method: paymentMethod };
    return {
      status: 402,
      body: { error: { ...error, payment_intent: intent, payment_method: paymentMethod } },
    };
  },
  /** A refund of an intent that has no successful charge (not paid, or canceled). */
  nothingToRefund: (intentId: string) => ({
    status: 400,
    body: {
      error: {
        code: 'charge_not_refundable',
        doc_url: 'https://stripe.com/docs/error-codes/charge-not-refundable',
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        param: 'payment_intent',
        type: 'invalid_request_error',
      },
    },
  }),
  /** A refund of a charge refunded in full already. */
  alreadyRefunded: (chargeId: string) => ({
    status: 400,
    body: {
      error: {
        code: 'charge_already_refunded',
        doc_url: 'https://stripe.com/docs/error-codes/charge-already-refunded',
        message: `Charge ${chargeId} has already been refunded.`,
        type: 'invalid_request_error',
      },
    },
  }),
  /** A refund for more than is left unrefunded of the charge. */
  refundTooLarge: (amount: number, left: number) => ({
    status: 400,
    body: {
      error: {
        code: 'amount_too_large',
        doc_url: 'https://stripe.com/docs/error-codes/amount-too-large',
        message: `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
        param: 'amount',
        type: 'invalid_request_error',
      },
    },
  }),
  noSuchObject: (kind: string, id: string, param: string) => ({
    status: 404,
    body: {
      error: {
        code: 'resource_missing',
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
        message: `No such ${kind}: '${id}'`,
        param,
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
  customers: Map<string, StripeObject>;
  setupIntents: Map<string, StripeObject & { status: string }>;
  paymentMethods: Map<string, StripeObject>;
  /** Refunds made through POST /v1/refunds, by id (with the connected account they were made on). */
  refunds: Map<string, StripeObject>;
  /**
   * What the buyer's bank does once the card is confirmed in the browser: the intent succeeds
   * with its charge (`latest_charge`, `ch_…`). Answers the succeeded intent.
   */
  pay(paymentIntentId: string): Intent;
  /**
   * What Stripe.js's confirmCardSetup does in the browser: the SetupIntent succeeds with one of
   * Stripe's test PaymentMethods, attached to its customer. Answers the saved card's id.
   */
  completeSetup(setupIntentId: string, card: TestPaymentMethod): string;
  /** The next request is answered with this error instead. */
  failNext(error: { status: number; body: unknown }): void;
  close(): Promise<void>;
}

const SETUP_CANCELABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/**
 * A local stand-in for Stripe's API on 127.0.0.1 (a random port) for the PaymentIntent calls the
 * provider makes: create (also off-session with a saved card), retrieve, cancel; customers,
 * SetupIntents and detaching PaymentMethods (saved cards); and Connect's accounts and account
 * links. Objects are kept per connected account (`Stripe-Account`), creates honour
 * `Idempotency-Key` (a repeated create replays the first answer, errors included, as Stripe does),
 * and every request is recorded.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Intent>();
  /** The connected account each intent was created on. */
  const accountOf = new Map<string, string>();
  const byIdempotencyKey = new Map<string, Intent>();
  const failures: { status: number; body: unknown }[] = [];
  const accounts = new Map<string, Record<string, unknown> & { id: string }>();
  const customers = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject & { status: string }>();
  const paymentMethods = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  /** What has been refunded of each intent's charge, pence. */
  const refundedOf = new Map<string, number>();
  const chargeOf = (intent: Intent) =>
    typeof intent.latest_charge === 'string'
      ? intent.latest_charge
      : `ch_${intent.id.replace(/^pi_/, '')}`;
  /** How an off-session charge of each saved card ends. */
  const behaviourOf = new Map<string, (typeof testPaymentMethods)[TestPaymentMethod]>();
  /** Answers replayed for a repeated Idempotency-Key (off-session charges, saved cards). */
  const replays = new Map<string, { status: number; body: unknown }>();
  const now = () => Math.floor(Date.now() / 1000);
  const metadataOf = (form: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );

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

      const replayKey = `${req.method} ${url.pathname} ${account} ${idempotencyKey}`;
      const replay = idempotencyKey ? replays.get(replayKey) : undefined;
      if (replay) return send(replay.status, replay.body);
      /** Answers, and keeps the answer for a repeated Idempotency-Key. */
      const answer = (status: number, body: unknown) => {
        if (idempotencyKey) replays.set(replayKey, { status, body });
        return send(status, body);
      };
      const ownedBy = <T extends StripeObject>(object: T | undefined) =>
        object && object.account === account ? object : undefined;
      const publicOf = ({ account: _owner, ...object }: StripeObject) => object;

      // An off-session charge of a saved card (https://docs.stripe.com/payments/save-and-reuse).
      if (
        req.method === 'POST' &&
        url.pathname === '/v1/payment_intents' &&
        form.off_session === 'true'
      ) {
        const paymentMethod = ownedBy(paymentMethods.get(form.payment_method ?? ''));
        if (!paymentMethod || paymentMethod.customer !== form.customer) {
          const missing = stripeErrors.noSuchObject(
            'PaymentMethod',
            form.payment_method ?? '',
            'payment_method',
          );
          return answer(missing.status, missing.body);
        }
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const amount = Number(form.amount);
        const intent: Intent = {
          ...samplePaymentIntent,
          id,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amount,
          amount_received: 0,
          application_fee_amount: Number(form.application_fee_amount),
          currency: form.currency,
          customer: form.customer,
          payment_method: form.payment_method,
          payment_method_types: ['card'],
          description: form.description ?? null,
          receipt_email: form.receipt_email ?? null,
          metadata: metadataOf(form),
          status: 'succeeded',
          last_payment_error: null,
          next_action: null,
          canceled_at: null,
          transfer_data: null,
          created: now(),
        };
        intents.set(id, intent);
        accountOf.set(id, account);
        const behaviour = behaviourOf.get(paymentMethod.id) ?? 'succeeds';
        if (behaviour === 'succeeds') {
          intent.amount_received = amount;
          return answer(200, intent);
        }
        const refused = stripeErrors.offSessionRefused(intent, publicOf(paymentMethod), behaviour);
        return answer(refused.status, refused.body);
      }
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        const id = `cus_${randomBytes(7).toString('hex')}`;
        const customer: StripeObject = {
          ...sampleCustomer,
          id,
          email: form.email ?? null,
          metadata: metadataOf(form),
          created: now(),
          account,
        };
        customers.set(id, customer);
        return answer(200, publicOf(customer));
      }
      if (req.method === 'POST' && url.pathname === '/v1/setup_intents') {
        if (!ownedBy(customers.get(form.customer ?? ''))) {
          const missing = stripeErrors.noSuchObject('customer', form.customer ?? '', 'customer');
          return answer(missing.status, missing.body);
        }
        const id = `seti_${randomBytes(12).toString('hex')}`;
        const setup = {
          ...sampleSetupIntent,
          id,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          customer: form.customer,
          usage: form.usage ?? 'off_session',
          payment_method_types: ['card'],
          description: form.description ?? null,
          metadata: metadataOf(form),
          status: 'requires_payment_method',
          payment_method: null,
          last_setup_error: null,
          next_action: null,
          created: now(),
          account,
        };
        setupIntents.set(id, setup);
        return answer(200, publicOf(setup));
      }
      const setupMatch = /^\/v1\/setup_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (setupMatch) {
        const setup = ownedBy(setupIntents.get(setupMatch[1]!));
        if (!setup) {
          const missing = stripeErrors.noSuchObject('setupintent', setupMatch[1]!, 'intent');
          return send(missing.status, missing.body);
        }
        if (req.method === 'GET' && !setupMatch[2]) return send(200, publicOf(setup));
        if (req.method === 'POST' && setupMatch[2]) {
          if (!SETUP_CANCELABLE.has(setup.status)) {
            const refused = stripeErrors.setupUnexpectedState(
              publicOf(setup) as StripeObject & { status: string },
            );
            return send(refused.status, refused.body);
          }
          setup.status = 'canceled';
          setup.cancellation_reason = null;
          return send(200, publicOf(setup));
        }
      }
      const detachMatch = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(url.pathname);
      if (req.method === 'POST' && detachMatch) {
        const paymentMethod = ownedBy(paymentMethods.get(detachMatch[1]!));
        if (!paymentMethod) {
          const missing = stripeErrors.noSuchObject(
            'PaymentMethod',
            detachMatch[1]!,
            'payment_method',
          );
          return send(missing.status, missing.body);
        }
        if (paymentMethod.customer === null) {
          return send(stripeErrors.notAttached.status, stripeErrors.notAttached.body);
        }
        paymentMethod.customer = null;
        return send(200, publicOf(paymentMethod));
      }

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
          // What Stripe asks of a new Express account before it can take payments.
          requirements: {
            currently_due: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
            eventually_due: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
            past_due: [],
          },
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
      // Refunds of a direct charge, made on the connected account
      // (https://docs.stripe.com/api/refunds/create): by payment_intent, at most what is left.
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const intentId = form.payment_intent ?? '';
        const intent = intents.get(intentId);
        if (!intent || accountOf.get(intentId) !== account) {
          const missing = stripeErrors.noSuchObject('payment_intent', intentId, 'payment_intent');
          return answer(missing.status, missing.body);
        }
        if (intent.status !== 'succeeded') {
          const refused = stripeErrors.nothingToRefund(intentId);
          return answer(refused.status, refused.body);
        }
        const received = Number(intent.amount_received);
        const refunded = refundedOf.get(intentId) ?? 0;
        const amount = form.amount ? Number(form.amount) : received - refunded;
        if (refunded >= received) {
          const refused = stripeErrors.alreadyRefunded(chargeOf(intent));
          return answer(refused.status, refused.body);
        }
        if (amount > received - refunded) {
          const refused = stripeErrors.refundTooLarge(amount, received - refunded);
          return answer(refused.status, refused.body);
        }
        refundedOf.set(intentId, refunded + amount);
        const id = `re_${randomBytes(12).toString('hex')}`;
        const refund: StripeObject = {
          ...sampleRefund,
          id,
          amount,
          charge: chargeOf(intent),
          payment_intent: intentId,
          currency: intent.currency,
          metadata: metadataOf(form),
          reason: form.reason ?? null,
          status: 'succeeded',
          created: now(),
          account,
        };
        refunds.set(id, refund);
        return answer(200, publicOf(refund));
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        // Newest first, as Stripe lists; `starting_after` pages on (the SDK's auto-pagination).
        const intentId = url.searchParams.get('payment_intent');
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const all = [...refunds.values()]
          .filter((r) => r.account === account && (!intentId || r.payment_intent === intentId))
          .reverse();
        const after = url.searchParams.get('starting_after');
        const from = after ? all.findIndex((r) => r.id === after) + 1 : 0;
        const page = all.slice(from, from + limit);
        return send(200, {
          object: 'list',
          url: '/v1/refunds',
          has_more: from + limit < all.length,
          data: page.map(publicOf),
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
    customers,
    setupIntents,
    paymentMethods,
    refunds,
    pay(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`No such payment_intent: ${paymentIntentId}`);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: `ch_${paymentIntentId.replace(/^pi_/, '')}`,
      });
      return intent;
    },
    completeSetup(setupIntentId, card) {
      const setup = setupIntents.get(setupIntentId);
      if (!setup) throw new Error(`No such setupintent: ${setupIntentId}`);
      const id = `pm_${randomBytes(12).toString('hex')}`;
      paymentMethods.set(id, {
        ...samplePaymentMethod,
        id,
        customer: setup.customer,
        metadata: {},
        created: now(),
        account: setup.account,
      });
      behaviourOf.set(id, testPaymentMethods[card]);
      setup.status = 'succeeded';
      setup.payment_method = id;
      return id;
    },
    failNext: (error) => void failures.push(error),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
