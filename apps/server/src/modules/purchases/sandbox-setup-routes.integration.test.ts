import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, processedWebhookEvents, sandboxPaymentMethods } from '@stepup/db';
import { sandboxSetupStateSchema } from '@stepup/contracts';
import { PAYMENT_NOT_FOUND } from '@stepup/domain';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { SANDBOX_CARDS } from '../../providers/payments/sandbox/sandbox-provider';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';

// The sandbox card form of a card saved for a custom offer: POST
// /api/payments/sandbox/setup-intents/:id/confirm and …/challenge. As with Stripe.js, the client
// secret is the only credential: no session is needed, and without it nothing happens.

let t: TestApp;
let sandbox: SandboxProvider;
const ACCOUNT = 'acct_sandbox_setuproutes01';
let offers = 0;

beforeAll(async () => {
  t = await buildTestApp();
  sandbox = t.deps.services.sandboxPayments!;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const newSetup = () => {
  const offerId = `offer-route-${++offers}`;
  return sandbox.createCardSetup({
    connectedAccountId: ACCOUNT,
    email: 'ada@example.test',
    metadata: { offerId },
    idempotencyKey: `offer-setup-${offerId}`,
  });
};

const post = (setupIntentId: string, action: 'confirm' | 'challenge', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/setup-intents/${setupIntentId}/${action}`,
    payload,
  });

describe('sandbox setup-intent endpoints', () => {
  it('whoever holds the client secret saves the card with 4242 4242 4242 4242', async () => {
    const setup = await newSetup();
    const res = await post(setup.id, 'confirm', {
      clientSecret: setup.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sandboxSetupStateSchema.parse(res.json())).toEqual({
      setupIntentId: setup.id,
      status: 'succeeded',
      error: null,
    });
    const saved = await sandbox.retrieveSetupIntent(setup.id, ACCOUNT);
    const [card] = await t.deps.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, saved.paymentMethodId!));
    // Only the last four digits are kept.
    expect(card).toMatchObject({ customerId: setup.customerId, cardLast4: '4242' });
    expect(JSON.stringify(card)).not.toContain('4242424242424242');

    // Its signed setup_intent.succeeded event reaches the webhook, which records it.
    await expect
      .poll(
        async () =>
          (
            await t.deps.database.db
              .select()
              .from(processedWebhookEvents)
              .where(eq(processedWebhookEvents.type, 'setup_intent.succeeded'))
          ).length,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  });

  it('a wrong client secret is refused (404) on both endpoints and saves nothing', async () => {
    const setup = await newSetup();
    const other = await newSetup();
    for (const clientSecret of [`${setup.id}_secret_guessedguessedguessed00`, other.clientSecret]) {
      const confirm = await post(setup.id, 'confirm', {
        clientSecret,
        cardNumber: SANDBOX_CARDS.succeeds,
      });
      expect(confirm.statusCode).toBe(404);
      expect(confirm.json().error.message).toBe(PAYMENT_NOT_FOUND);
      const challenge = await post(setup.id, 'challenge', { clientSecret, outcome: 'complete' });
      expect(challenge.statusCode).toBe(404);
    }
    // An unknown SetupIntent answers the same as one held by someone else.
    const unknown = await post('seti_doesnotexist000000000', 'confirm', {
      clientSecret: setup.clientSecret,
      cardNumber: SANDBOX_CARDS.succeeds,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await sandbox.retrieveSetupIntent(setup.id, ACCOUNT)).status).toBe(
      'requires_payment_method',
    );
  });

  it('rejects what is not a SetupIntent id or a card form at the edge', async () => {
    const setup = await newSetup();
    expect(
      (
        await post('pi_notasetup', 'confirm', {
          clientSecret: setup.clientSecret,
          cardNumber: SANDBOX_CARDS.succeeds,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await post(setup.id, 'confirm', { clientSecret: setup.clientSecret, cardNumber: '42' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post(setup.id, 'challenge', { clientSecret: setup.clientSecret, outcome: 'maybe' }))
        .statusCode,
    ).toBe(422);
  });

  it('a card asking for 3-D Secure is saved once its page is completed', async () => {
    const setup = await newSetup();
    const confirm = await post(setup.id, 'confirm', {
      clientSecret: setup.clientSecret,
      cardNumber: SANDBOX_CARDS.authentication,
    });
    expect(confirm.json()).toEqual({
      setupIntentId: setup.id,
      status: 'requires_action',
      error: null,
    });
    const challenge = await post(setup.id, 'challenge', {
      clientSecret: setup.clientSecret,
      outcome: 'complete',
    });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toEqual({ setupIntentId: setup.id, status: 'succeeded', error: null });
  });

  it('a declined card answers the decline and leaves the setup open', async () => {
    const setup = await newSetup();
    const res = await post(setup.id, 'confirm', {
      clientSecret: setup.clientSecret,
      cardNumber: SANDBOX_CARDS.declined,
    });
    expect(res.json()).toEqual({
      setupIntentId: setup.id,
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
  });
});
