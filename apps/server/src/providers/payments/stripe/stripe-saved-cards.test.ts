import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../../../test/stripe-stand-in';
import type { StripeStandIn, TestPaymentMethod } from '../../../../test/stripe-stand-in';
import type { SetupIntentSnapshot } from '../payment-provider';
import { PaymentProviderError } from '../payment-provider';
import { createStripeProvider } from './stripe-provider';
import type { StripeProvider } from './stripe-provider';

// Saved cards and off-session charges (custom offers, ADR 027) against the local stand-in for
// Stripe's API, which answers from Stripe's published sample objects.

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

const setupInput = (offerId: string) => ({
  connectedAccountId: ACCOUNT,
  email: 'ada@example.test',
  metadata: { offerId },
  idempotencyKey: `offer-setup-${offerId}`,
  description: 'Custom offer at Brew & Bake',
});

const chargeInput = (setup: SetupIntentSnapshot, offerId: string) => ({
  amountPence: 4200,
  currency: 'gbp' as const,
  applicationFeePence: 150,
  connectedAccountId: ACCOUNT,
  metadata: { paymentId: `payment-${offerId}`, offerId },
  idempotencyKey: `offer-charge-${offerId}`,
  offSession: { customerId: setup.customerId, paymentMethodId: setup.paymentMethodId! },
});

/** A card saved as the browser saves it (Stripe.js's confirmCardSetup) with a test card. */
async function savedCard(offerId: string, card: TestPaymentMethod) {
  const setup = await provider.createCardSetup(setupInput(offerId));
  standIn.completeSetup(setup.id, card);
  const saved = await provider.retrieveSetupIntent(setup.id, ACCOUNT);
  standIn.requests.length = 0;
  return saved;
}

describe('Stripe provider: saving a card (customer + SetupIntent on the connected account)', () => {
  it('creates the customer, then an off-session SetupIntent for it, each with its idempotency key', async () => {
    const setup = await provider.createCardSetup(setupInput('o-1'));

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/setup_intents',
    ]);
    const [customerReq, setupReq] = standIn.requests;
    expect(customerReq!.form).toEqual({ email: 'ada@example.test', 'metadata[offerId]': 'o-1' });
    expect(customerReq!.headers['idempotency-key']).toBe('offer-setup-o-1-customer');
    expect(setupReq!.form).toEqual({
      customer: setup.customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[offerId]': 'o-1',
      description: 'Custom offer at Brew & Bake',
    });
    expect(setupReq!.headers['idempotency-key']).toBe('offer-setup-o-1');
    for (const req of standIn.requests) {
      expect(req.headers['stripe-account']).toBe(ACCOUNT);
      expect(req.headers.authorization).toBe(`Bearer ${settings.secretKey}`);
    }

    expect(setup).toMatchObject({
      status: 'requires_payment_method',
      connectedAccountId: ACCOUNT,
      metadata: { offerId: 'o-1' },
      paymentMethodId: null,
      lastError: null,
    });
    expect(setup.id).toMatch(/^seti_/);
    expect(setup.customerId).toMatch(/^cus_/);
    expect(setup.clientSecret).toMatch(new RegExp(`^${setup.id}_secret_`));

    // A retried request (same keys) answers the same customer and SetupIntent.
    expect(await provider.createCardSetup(setupInput('o-1'))).toEqual(setup);
    expect(standIn.customers.size).toBe(1);
  });

  it('leaves the email out when the buyer has none', async () => {
    await provider.createCardSetup({ ...setupInput('o-2'), email: null });
    expect(standIn.requests[0]!.form).toEqual({ 'metadata[offerId]': 'o-2' });
  });

  it('retrieves the SetupIntent with its saved card once the browser confirmed it', async () => {
    const setup = await provider.createCardSetup(setupInput('o-3'));
    const paymentMethodId = standIn.completeSetup(setup.id, 'pm_card_visa');
    standIn.requests.length = 0;

    expect(await provider.retrieveSetupIntent(setup.id, ACCOUNT)).toEqual({
      ...setup,
      status: 'succeeded',
      paymentMethodId,
    });
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/setup_intents/${setup.id}`,
    ]);
    expect(standIn.requests[0]!.headers['stripe-account']).toBe(ACCOUNT);
    // Not on another company's account.
    await expect(provider.retrieveSetupIntent(setup.id, 'acct_other')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('cancels an unfinished SetupIntent; a finished one is answered as retrieved, without an error', async () => {
    const open = await provider.createCardSetup(setupInput('o-4'));
    standIn.requests.length = 0;
    expect(await provider.cancelSetupIntent(open.id, ACCOUNT)).toMatchObject({
      id: open.id,
      status: 'canceled',
    });
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/setup_intents/${open.id}/cancel`,
    ]);

    const saved = await savedCard('o-5', 'pm_card_visa');
    expect(await provider.cancelSetupIntent(saved.id, ACCOUNT)).toEqual(saved);
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/setup_intents/${saved.id}/cancel`,
      `GET /v1/setup_intents/${saved.id}`,
    ]);
    await expect(provider.cancelSetupIntent(saved.id, 'acct_other')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('detaches the saved card; a card already detached is fine', async () => {
    const saved = await savedCard('o-6', 'pm_card_visa');
    await provider.detachPaymentMethod(saved.paymentMethodId!, ACCOUNT);
    expect(standIn.paymentMethods.get(saved.paymentMethodId!)!.customer).toBeNull();
    await provider.detachPaymentMethod(saved.paymentMethodId!, ACCOUNT);

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/payment_methods/${saved.paymentMethodId}/detach`,
      `POST /v1/payment_methods/${saved.paymentMethodId}/detach`,
    ]);
    expect(standIn.requests[0]!.headers['stripe-account']).toBe(ACCOUNT);
    // An unknown card is still an error.
    await expect(provider.detachPaymentMethod('pm_unknown', ACCOUNT)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('Stripe provider: off-session charges of a saved card', () => {
  it('creates and confirms the intent with the customer, card and fee: paid at once', async () => {
    const saved = await savedCard('o-7', 'pm_card_visa');
    const input = chargeInput(saved, 'o-7');
    const intent = await provider.createPaymentIntent(input);

    expect(standIn.requests).toHaveLength(1);
    const [req] = standIn.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/payment_intents');
    expect(req!.form).toMatchObject({
      amount: '4200',
      currency: 'gbp',
      application_fee_amount: '150',
      customer: saved.customerId,
      payment_method: saved.paymentMethodId,
      off_session: 'true',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      'metadata[paymentId]': 'payment-o-7',
      'metadata[offerId]': 'o-7',
    });
    // Nothing the customer would have to answer in a browser.
    expect(req!.form).not.toHaveProperty('automatic_payment_methods[enabled]');
    expect(req!.headers['stripe-account']).toBe(ACCOUNT);
    expect(req!.headers['idempotency-key']).toBe('offer-charge-o-7');

    expect(intent).toMatchObject({
      status: 'succeeded',
      amountPence: 4200,
      amountReceivedPence: 4200,
      applicationFeePence: 150,
      connectedAccountId: ACCOUNT,
      metadata: input.metadata,
      lastError: null,
    });
    // A retried charge (same key) is the same intent, not a second charge.
    expect(await provider.createPaymentIntent(input)).toEqual(intent);
  });

  it('a card that needs authentication (402 authentication_required) answers the refused intent', async () => {
    const saved = await savedCard('o-8', 'pm_card_authenticationRequired');
    const input = chargeInput(saved, 'o-8');
    const intent = await provider.createPaymentIntent(input);

    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amountReceivedPence: 0,
      metadata: input.metadata,
      connectedAccountId: ACCOUNT,
      lastError: 'Your card was declined. This transaction requires authentication.',
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    // The same intent, which the customer can complete on-session.
    expect(standIn.intents.get(intent.id)).toMatchObject({
      customer: saved.customerId,
      payment_method: saved.paymentMethodId,
    });
    expect(await provider.createPaymentIntent(input)).toEqual(intent);
  });

  it('a declined card (402 insufficient_funds) answers the refused intent with the reason', async () => {
    const saved = await savedCard('o-9', 'pm_card_visa_chargeDeclinedInsufficientFunds');
    const intent = await provider.createPaymentIntent(chargeInput(saved, 'o-9'));
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amountReceivedPence: 0,
      lastError: 'Your card has insufficient funds.',
    });
  });

  it('a card authenticated at setup (3155) is charged off-session without the customer', async () => {
    const saved = await savedCard('o-10', 'pm_card_authenticationRequiredOnSetup');
    expect((await provider.createPaymentIntent(chargeInput(saved, 'o-10'))).status).toBe(
      'succeeded',
    );
  });

  it('a detached card, or another refusal than the card, is a PaymentProviderError', async () => {
    const saved = await savedCard('o-11', 'pm_card_visa');
    await provider.detachPaymentMethod(saved.paymentMethodId!, ACCOUNT);
    const detached = await provider
      .createPaymentIntent(chargeInput(saved, 'o-11'))
      .catch((e: unknown) => e);
    expect(detached).toBeInstanceOf(PaymentProviderError);
    expect((detached as Error).message).toContain('resource_missing');

    const other = await savedCard('o-12', 'pm_card_visa');
    standIn.failNext({
      status: 401,
      body: {
        error: {
          message: `Invalid API Key provided: ${settings.secretKey}`,
          type: 'invalid_request_error',
        },
      },
    });
    const unauthorised = await provider
      .createPaymentIntent(chargeInput(other, 'o-12'))
      .catch((e: unknown) => e);
    expect(unauthorised).toBeInstanceOf(PaymentProviderError);
    expect((unauthorised as Error).message).not.toContain(settings.secretKey);
  });
});

describe('Stripe provider: setup_intent events', () => {
  const setupEvent = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: 'evt_setup_1',
      object: 'event',
      type,
      account: ACCOUNT,
      created: 1_790_000_000,
      livemode: false,
      data: { object },
    });
    return {
      payload,
      header: sdk.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret }),
    };
  };

  it('maps setup_intent.succeeded and setup_intent.setup_failed to the SetupIntent snapshot', async () => {
    const saved = await savedCard('o-13', 'pm_card_visa');
    // The event's object is the SetupIntent as Stripe's API answers it.
    const object = { ...standIn.setupIntents.get(saved.id)! };
    delete object.account;
    const succeeded = setupEvent('setup_intent.succeeded', object);
    expect(provider.parseWebhook(succeeded.payload, succeeded.header)).toEqual({
      id: 'evt_setup_1',
      type: 'setup_intent.succeeded',
      account: ACCOUNT,
      created: 1_790_000_000,
      setupIntent: saved,
    });

    const failed = setupEvent('setup_intent.setup_failed', {
      ...object,
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        type: 'card_error',
      },
    });
    expect(provider.parseWebhook(failed.payload, failed.header)).toMatchObject({
      type: 'setup_intent.setup_failed',
      setupIntent: {
        id: saved.id,
        status: 'requires_payment_method',
        paymentMethodId: null,
        lastError: 'Your card was declined.',
        metadata: { offerId: 'o-13' },
      },
    });
  });
});
