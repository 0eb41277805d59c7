import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, stripeErrors } from '../../../../test/stripe-stand-in';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import { PaymentProviderError, WebhookSignatureError } from '../payment-provider';
import { signWebhookPayload } from '../webhook-signature';
import { createStripeProvider } from './stripe-provider';
import type { StripeProvider } from './stripe-provider';

const settings = {
  secretKey: 'sk_test_51StepUpPlatformSecretKeyForTestsOnly0000wxyz',
  publishableKey: 'pk_test_51StepUpPlatformPublishableKey',
  webhookSecret: 'whsec_stepup_test_signing_secret',
};
const ACCOUNT = 'acct_1BrewBakeConnected';

let standIn: StripeStandIn;
let provider: StripeProvider;
// Offline signing helpers only (no request is made with this client).
const sdk = new Stripe('sk_test_unused');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = createStripeProvider(settings, {
    api: { host: standIn.host, port: standIn.port, protocol: 'http' },
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const input = (paymentId: string) => ({
  amountPence: 2400,
  currency: 'gbp' as const,
  applicationFeePence: 150,
  connectedAccountId: ACCOUNT,
  metadata: { paymentId, campaignId: 'c-1', step: '1', slot: '1', buyFor: 'gift' },
  idempotencyKey: `payment-${paymentId}`,
  description: 'Brew & Bake voucher',
});

describe('Stripe provider: PaymentIntents (direct charges on the connected account)', () => {
  it('creates the intent on the connected account with the fee, metadata and idempotency key', async () => {
    const intent = await provider.createPaymentIntent(input('p-1'));

    expect(standIn.requests).toHaveLength(1);
    const [req] = standIn.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/payment_intents');
    expect(req!.form).toMatchObject({
      amount: '2400',
      currency: 'gbp',
      application_fee_amount: '150',
      'metadata[paymentId]': 'p-1',
      'metadata[campaignId]': 'c-1',
      'automatic_payment_methods[enabled]': 'true',
      description: 'Brew & Bake voucher',
    });
    expect(req!.headers['stripe-account']).toBe(ACCOUNT);
    expect(req!.headers['idempotency-key']).toBe('payment-p-1');
    expect(req!.headers.authorization).toBe(`Bearer ${settings.secretKey}`);

    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amountPence: 2400,
      amountReceivedPence: 0,
      applicationFeePence: 150,
      connectedAccountId: ACCOUNT,
      metadata: { paymentId: 'p-1' },
      lastError: null,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
  });

  it('a retried create with the same idempotency key answers the same intent', async () => {
    const first = await provider.createPaymentIntent(input('p-2'));
    const again = await provider.createPaymentIntent(input('p-2'));
    expect(again.id).toBe(first.id);
  });

  it('retrieves and cancels on the connected account', async () => {
    const created = await provider.createPaymentIntent(input('p-3'));
    standIn.requests.length = 0;

    const seen = await provider.retrievePaymentIntent(created.id, ACCOUNT);
    expect(seen).toMatchObject({ id: created.id, status: 'requires_payment_method' });
    const canceled = await provider.cancelPaymentIntent(created.id, ACCOUNT);
    expect(canceled).toMatchObject({ id: created.id, status: 'canceled' });

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_intents/${created.id}`,
      `POST /v1/payment_intents/${created.id}/cancel`,
    ]);
    for (const req of standIn.requests) {
      expect(req.headers['stripe-account']).toBe(ACCOUNT);
      expect(req.headers.authorization).toBe(`Bearer ${settings.secretKey}`);
    }
  });

  it('cancelling an intent already paid answers it as retrieved, without an error', async () => {
    const created = await provider.createPaymentIntent(input('p-4'));
    Object.assign(standIn.intents.get(created.id)!, {
      status: 'succeeded',
      amount_received: 2400,
    });
    standIn.requests.length = 0;

    const answer = await provider.cancelPaymentIntent(created.id, ACCOUNT);
    expect(answer).toMatchObject({
      id: created.id,
      status: 'succeeded',
      amountReceivedPence: 2400,
    });
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/payment_intents/${created.id}/cancel`,
      `GET /v1/payment_intents/${created.id}`,
    ]);
  });

  it('maps Stripe errors to PaymentProviderError, never showing the secret key', async () => {
    standIn.failNext(stripeErrors.cardDeclined);
    const declined = await provider.createPaymentIntent(input('p-5')).catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(PaymentProviderError);
    expect((declined as Error).message).toBe(
      'Your card was declined. (card_error/card_declined/generic_decline)',
    );

    standIn.failNext(stripeErrors.invalidApiKey);
    const unauthorised = await provider.createPaymentIntent(input('p-6')).catch((e: unknown) => e);
    expect(unauthorised).toBeInstanceOf(PaymentProviderError);
    expect((unauthorised as Error).message).toMatch(/^Invalid API Key provided/);
    expect((unauthorised as Error).message).not.toContain(settings.secretKey);
    // Even a message that quoted the key in full would not show it.
    standIn.failNext({
      status: 401,
      body: {
        error: {
          message: `Invalid API Key provided: ${settings.secretKey}`,
          type: 'invalid_request_error',
        },
      },
    });
    const quoted = await provider.createPaymentIntent(input('p-6b')).catch((e: unknown) => e);
    expect((quoted as Error).message).not.toContain(settings.secretKey);
    expect((quoted as Error).message).not.toMatch(/sk_test_[A-Za-z0-9]/);

    const missing = await provider
      .retrievePaymentIntent('pi_unknown', ACCOUNT)
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(PaymentProviderError);
    expect((missing as Error).message).toContain('resource_missing');

    // Another refusal of a cancel than "unexpected state" is still an error.
    const otherAccount = await provider
      .cancelPaymentIntent((await provider.createPaymentIntent(input('p-7'))).id, 'acct_other')
      .catch((e: unknown) => e);
    expect(otherAccount).toBeInstanceOf(PaymentProviderError);
  });

  it('an unreachable Stripe is a PaymentProviderError too', async () => {
    const closed = await startStripeStandIn();
    await closed.close();
    const unreachable = createStripeProvider(settings, {
      api: { host: closed.host, port: closed.port, protocol: 'http' },
      maxNetworkRetries: 0,
    });
    await expect(unreachable.createPaymentIntent(input('p-8'))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('Stripe provider: webhooks', () => {
  const event = (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      account: ACCOUNT,
      created: 1_790_000_000,
      livemode: false,
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          amount: 2400,
          amount_received: 2400,
          application_fee_amount: 150,
          client_secret: 'pi_1_secret_x',
          currency: 'gbp',
          status: 'succeeded',
          metadata: { paymentId: 'p-1' },
          created: 1_790_000_000,
          last_payment_error: null,
        },
      },
      ...overrides,
    });

  it('accepts an event signed by Stripe and maps it like the sandbox does', () => {
    const payload = event();
    const header = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: settings.webhookSecret,
    });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      account: ACCOUNT,
      created: 1_790_000_000,
      intent: {
        id: 'pi_1',
        clientSecret: 'pi_1_secret_x',
        status: 'succeeded',
        amountPence: 2400,
        amountReceivedPence: 2400,
        latestChargeId: null,
        currency: 'gbp',
        applicationFeePence: 150,
        connectedAccountId: ACCOUNT,
        metadata: { paymentId: 'p-1' },
        lastError: null,
        created: 1_790_000_000,
      },
    });
    const other = event({ id: 'evt_2', type: 'charge.captured' });
    expect(
      provider.parseWebhook(
        other,
        sdk.webhooks.generateTestHeaderString({ payload: other, secret: settings.webhookSecret }),
      ),
    ).toEqual({
      id: 'evt_2',
      type: 'other',
      originalType: 'charge.captured',
      account: ACCOUNT,
      created: 1_790_000_000,
    });
  });

  it('refuses a tampered body, a wrong secret, an old timestamp and a missing header', () => {
    const payload = event();
    const header = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: settings.webhookSecret,
    });
    const tampered = payload.replace('"amount":2400', '"amount":1');
    expect(() => provider.parseWebhook(tampered, header)).toThrow(WebhookSignatureError);

    const wrongSecret = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.parseWebhook(payload, wrongSecret)).toThrow(WebhookSignatureError);

    const old = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: settings.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(() => provider.parseWebhook(payload, old)).toThrow(WebhookSignatureError);

    expect(() => provider.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(payload, 'garbage')).toThrow(WebhookSignatureError);
  });

  it("the project's own signWebhookPayload signs exactly like Stripe (the sandbox's events verify)", () => {
    const payload = event();
    const ours = signWebhookPayload(payload, settings.webhookSecret);
    expect(sdk.webhooks.constructEvent(payload, ours, settings.webhookSecret).id).toBe('evt_1');
    expect(provider.parseWebhook(payload, ours).id).toBe('evt_1');

    const timestamp = 1_790_000_000;
    expect(signWebhookPayload(payload, settings.webhookSecret, timestamp)).toBe(
      sdk.webhooks.generateTestHeaderString({
        payload,
        secret: settings.webhookSecret,
        timestamp,
      }),
    );
    // And Stripe refuses ours when the secret or body differ, as it does its own.
    expect(() => sdk.webhooks.constructEvent(payload, ours, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
