import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sandboxPaymentMethods } from '@stepup/db';
import type { Database, DatabaseHandle } from '@stepup/db';
import { openTestDatabase } from '../../../../test/test-database';
import type { PaymentEvent, SetupIntentSnapshot } from '../payment-provider';
import { PaymentProviderError } from '../payment-provider';
import { signWebhookPayload } from '../webhook-signature';
import {
  AUTHENTICATION_FAILED,
  AUTHENTICATION_REQUIRED,
  CARD_DECLINED,
  createSandboxProvider,
  INSUFFICIENT_FUNDS,
  SANDBOX_CARDS,
  UNKNOWN_TEST_CARD,
} from './sandbox-provider';
import type { SandboxProvider } from './sandbox-provider';

// The sandbox's saved cards (custom offers, ADR 027) after Stripe's documented test cards: a
// SetupIntent confirmed with each card, then an off-session charge of the card it saved. Every
// event the sandbox sends is read back through parseWebhook, as the webhook endpoint reads it.

const WEBHOOK_SECRET = 'whsec_sandbox_saved_cards_test';
const ACCOUNT = 'acct_sandbox_savedcards01';
const OTHER_ACCOUNT = 'acct_sandbox_othercompany';

let scratch: Awaited<ReturnType<typeof openTestDatabase>>;
let database: DatabaseHandle;
let db: Database;
let sandbox: SandboxProvider;
/** The bodies the sandbox queued for delivery, in order. */
let queued: string[] = [];

beforeAll(async () => {
  scratch = await openTestDatabase();
  database = scratch.database;
  db = database.db;
  sandbox = createSandboxProvider({
    db,
    webhookSecret: WEBHOOK_SECRET,
    queueEvent: async (body) => void queued.push(body),
  });
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});
beforeEach(() => {
  queued = [];
});

/** The queued events as the webhook endpoint sees them: signed, verified and parsed. */
const events = (): PaymentEvent[] =>
  queued.map((body) => sandbox.parseWebhook(body, signWebhookPayload(body, WEBHOOK_SECRET)));

let counter = 0;
const setupInput = (offerId = `offer-${++counter}`) => ({
  connectedAccountId: ACCOUNT,
  email: 'ada@example.test',
  metadata: { offerId },
  idempotencyKey: `offer-setup-${offerId}`,
  description: 'Custom offer at Brew & Bake',
});

const chargeInput = (setup: SetupIntentSnapshot, key = `offer-charge-${++counter}`) => ({
  amountPence: 4200,
  currency: 'gbp' as const,
  applicationFeePence: 150,
  connectedAccountId: ACCOUNT,
  metadata: { paymentId: `payment-${key}`, offerId: setup.metadata.offerId! },
  idempotencyKey: key,
  offSession: { customerId: setup.customerId, paymentMethodId: setup.paymentMethodId! },
});

/** A card saved with the test card: the setup confirmed (and its 3-D Secure page completed). */
async function savedCard(cardNumber: string): Promise<SetupIntentSnapshot> {
  const setup = await sandbox.createCardSetup(setupInput());
  const state = await sandbox.confirmSetup(setup.id, setup.clientSecret, cardNumber);
  if (state.status === 'requires_action') {
    await sandbox.completeSetupChallenge(setup.id, setup.clientSecret, 'complete');
  }
  const saved = await sandbox.retrieveSetupIntent(setup.id, ACCOUNT);
  expect(saved.status).toBe('succeeded');
  return saved;
}

describe('sandbox SetupIntents: saving a card for an off-session charge', () => {
  it('creates a customer and a SetupIntent on the connected account, once per idempotency key', async () => {
    const input = setupInput('offer-once');
    const setup = await sandbox.createCardSetup(input);
    expect(setup).toMatchObject({
      status: 'requires_payment_method',
      connectedAccountId: ACCOUNT,
      metadata: { offerId: 'offer-once' },
      paymentMethodId: null,
      lastError: null,
    });
    expect(setup.id).toMatch(/^seti_/);
    expect(setup.customerId).toMatch(/^cus_/);
    expect(setup.clientSecret).toMatch(new RegExp(`^${setup.id}_secret_`));

    const again = await sandbox.createCardSetup(input);
    expect(again).toEqual(setup);
    expect(await sandbox.retrieveSetupIntent(setup.id, ACCOUNT)).toEqual(setup);
    // Another company's account does not see it.
    await expect(sandbox.retrieveSetupIntent(setup.id, OTHER_ACCOUNT)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(queued).toHaveLength(0);
  });

  it('refuses a confirm or a 3-D Secure answer without the client secret, and changes nothing', async () => {
    const setup = await sandbox.createCardSetup(setupInput());
    const wrong = `${setup.id}_secret_guessed0000000000000000000`;
    await expect(
      sandbox.confirmSetup(setup.id, wrong, SANDBOX_CARDS.succeeds),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      sandbox.completeSetupChallenge(setup.id, wrong, 'complete'),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    // Another setup's secret is no key to this one either.
    const other = await sandbox.createCardSetup(setupInput());
    await expect(
      sandbox.confirmSetup(setup.id, other.clientSecret, SANDBOX_CARDS.succeeds),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect((await sandbox.retrieveSetupIntent(setup.id, ACCOUNT)).status).toBe(
      'requires_payment_method',
    );
    expect(queued).toHaveLength(0);
  });

  it('4242 4242 4242 4242: saved at once (setup_intent.succeeded); an off-session charge succeeds', async () => {
    const setup = await sandbox.createCardSetup(setupInput());
    const state = await sandbox.confirmSetup(setup.id, setup.clientSecret, '4242 4242 4242 4242');
    expect(state).toEqual({ setupIntentId: setup.id, status: 'succeeded', error: null });
    const saved = await sandbox.retrieveSetupIntent(setup.id, ACCOUNT);
    expect(saved.paymentMethodId).toMatch(/^pm_/);
    expect(saved.customerId).toBe(setup.customerId);

    const [setupEvent] = events();
    expect(setupEvent).toMatchObject({
      type: 'setup_intent.succeeded',
      account: ACCOUNT,
      setupIntent: {
        id: setup.id,
        status: 'succeeded',
        customerId: setup.customerId,
        paymentMethodId: saved.paymentMethodId,
        metadata: setup.metadata,
      },
    });

    queued = [];
    const input = chargeInput(saved);
    const intent = await sandbox.createPaymentIntent(input);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amountPence: 4200,
      amountReceivedPence: 4200,
      applicationFeePence: 150,
      connectedAccountId: ACCOUNT,
      metadata: input.metadata,
      lastError: null,
    });
    expect(events()).toEqual([
      expect.objectContaining({ type: 'payment_intent.succeeded', intent }),
    ]);

    // A retried create answers the same intent and sends nothing again.
    queued = [];
    expect(await sandbox.createPaymentIntent(input)).toEqual(intent);
    expect(queued).toHaveLength(0);
  });

  it('4000 0025 0000 3155: 3-D Secure at setup; once completed, off-session charges need nothing more', async () => {
    const setup = await sandbox.createCardSetup(setupInput());
    expect(
      await sandbox.confirmSetup(setup.id, setup.clientSecret, SANDBOX_CARDS.authentication),
    ).toEqual({ setupIntentId: setup.id, status: 'requires_action', error: null });
    // Not saved until the customer completes it.
    expect(events().map((e) => e.type)).toEqual(['other']);
    expect((await sandbox.retrieveSetupIntent(setup.id, ACCOUNT)).status).toBe('requires_action');

    queued = [];
    expect(await sandbox.completeSetupChallenge(setup.id, setup.clientSecret, 'complete')).toEqual({
      setupIntentId: setup.id,
      status: 'succeeded',
      error: null,
    });
    expect(events()).toEqual([
      expect.objectContaining({
        type: 'setup_intent.succeeded',
        setupIntent: expect.objectContaining({ id: setup.id, status: 'succeeded' }),
      }),
    ]);

    const saved = await sandbox.retrieveSetupIntent(setup.id, ACCOUNT);
    const first = await sandbox.createPaymentIntent(chargeInput(saved));
    const second = await sandbox.createPaymentIntent(chargeInput(saved));
    expect([first.status, second.status]).toEqual(['succeeded', 'succeeded']);
  });

  it('4000 0027 6000 3184: saved after 3-D Secure, but every off-session charge needs the customer', async () => {
    const saved = await savedCard(SANDBOX_CARDS.alwaysAuthenticate);
    queued = [];

    const input = chargeInput(saved);
    const intent = await sandbox.createPaymentIntent(input);
    expect(intent).toMatchObject({
      status: 'requires_action',
      amountReceivedPence: 0,
      lastError: AUTHENTICATION_REQUIRED,
      metadata: input.metadata,
    });
    expect(events()).toEqual([
      expect.objectContaining({ type: 'payment_intent.requires_action', intent }),
    ]);
    const again = await sandbox.createPaymentIntent(chargeInput(saved));
    expect(again.status).toBe('requires_action');

    // The customer comes back and authenticates on-session: paid, with the same intent.
    queued = [];
    expect(await sandbox.completeChallenge(intent.id, intent.clientSecret, 'complete')).toEqual({
      paymentIntentId: intent.id,
      status: 'succeeded',
      error: null,
    });
    expect(events()).toEqual([
      expect.objectContaining({
        type: 'payment_intent.succeeded',
        intent: expect.objectContaining({ id: intent.id, amountReceivedPence: 4200 }),
      }),
    ]);
  });

  it('4000 0000 0000 9995: saved, but an off-session charge is declined for insufficient funds', async () => {
    const saved = await savedCard(SANDBOX_CARDS.insufficientFunds);
    queued = [];

    const intent = await sandbox.createPaymentIntent(chargeInput(saved));
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amountReceivedPence: 0,
      lastError: INSUFFICIENT_FUNDS,
    });
    expect(INSUFFICIENT_FUNDS).toBe('Your card has insufficient funds.');
    expect(events()).toEqual([
      expect.objectContaining({
        type: 'payment_intent.payment_failed',
        intent: expect.objectContaining({ id: intent.id, lastError: INSUFFICIENT_FUNDS }),
      }),
    ]);

    // On-session, the customer replaces the card in the sandbox card form: a declined card
    // leaves the intent open for another try, a good card pays it.
    expect(
      await sandbox.confirmCard(intent.id, intent.clientSecret, SANDBOX_CARDS.declined),
    ).toEqual({
      paymentIntentId: intent.id,
      status: 'requires_payment_method',
      error: CARD_DECLINED,
    });
    expect(
      await sandbox.confirmCard(intent.id, intent.clientSecret, SANDBOX_CARDS.succeeds),
    ).toEqual({ paymentIntentId: intent.id, status: 'succeeded', error: null });
    expect((await sandbox.retrievePaymentIntent(intent.id, ACCOUNT)).amountReceivedPence).toBe(
      4200,
    );
  });

  it('4000 0000 0000 0002: the setup is declined (setup_intent.setup_failed) and nothing is saved', async () => {
    const setup = await sandbox.createCardSetup(setupInput());
    expect(
      await sandbox.confirmSetup(setup.id, setup.clientSecret, SANDBOX_CARDS.declined),
    ).toEqual({
      setupIntentId: setup.id,
      status: 'requires_payment_method',
      error: CARD_DECLINED,
    });
    expect(events()).toEqual([
      expect.objectContaining({
        type: 'setup_intent.setup_failed',
        account: ACCOUNT,
        setupIntent: expect.objectContaining({
          id: setup.id,
          status: 'requires_payment_method',
          paymentMethodId: null,
          lastError: CARD_DECLINED,
        }),
      }),
    ]);
    // The customer may try again with another card.
    expect(
      (await sandbox.confirmSetup(setup.id, setup.clientSecret, SANDBOX_CARDS.succeeds)).status,
    ).toBe('succeeded');
  });

  it('a failed 3-D Secure page saves nothing; an unknown number is refused without a change', async () => {
    const setup = await sandbox.createCardSetup(setupInput());
    expect(await sandbox.confirmSetup(setup.id, setup.clientSecret, '4000 0000 0000 1234')).toEqual(
      {
        setupIntentId: setup.id,
        status: 'requires_payment_method',
        error: UNKNOWN_TEST_CARD,
      },
    );
    await sandbox.confirmSetup(setup.id, setup.clientSecret, SANDBOX_CARDS.authentication);
    queued = [];
    expect(await sandbox.completeSetupChallenge(setup.id, setup.clientSecret, 'fail')).toEqual({
      setupIntentId: setup.id,
      status: 'requires_payment_method',
      error: AUTHENTICATION_FAILED,
    });
    expect(events().map((e) => e.type)).toEqual(['setup_intent.setup_failed']);
    expect((await sandbox.retrieveSetupIntent(setup.id, ACCOUNT)).paymentMethodId).toBeNull();
  });

  it('cancels an unfinished setup, and answers a finished one as it is', async () => {
    const open = await sandbox.createCardSetup(setupInput());
    expect((await sandbox.cancelSetupIntent(open.id, ACCOUNT)).status).toBe('canceled');
    // A canceled setup takes no card.
    expect(
      (await sandbox.confirmSetup(open.id, open.clientSecret, SANDBOX_CARDS.succeeds)).status,
    ).toBe('canceled');

    const saved = await savedCard(SANDBOX_CARDS.succeeds);
    expect(await sandbox.cancelSetupIntent(saved.id, ACCOUNT)).toEqual(saved);
    await expect(sandbox.cancelSetupIntent(saved.id, OTHER_ACCOUNT)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('a detached card can no longer be charged off-session; detaching twice is fine', async () => {
    const saved = await savedCard(SANDBOX_CARDS.succeeds);
    const paid = await sandbox.createPaymentIntent(chargeInput(saved, 'offer-charge-before'));
    expect(paid.status).toBe('succeeded');

    await sandbox.detachPaymentMethod(saved.paymentMethodId!, ACCOUNT);
    await sandbox.detachPaymentMethod(saved.paymentMethodId!, ACCOUNT);
    await expect(
      sandbox.detachPaymentMethod(saved.paymentMethodId!, OTHER_ACCOUNT),
    ).rejects.toBeInstanceOf(PaymentProviderError);

    await expect(sandbox.createPaymentIntent(chargeInput(saved))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    // The charge made before is still answered for its idempotency key.
    expect(await sandbox.createPaymentIntent(chargeInput(saved, 'offer-charge-before'))).toEqual(
      paid,
    );
  });

  it('charges a saved card only on its own account and for its own customer', async () => {
    const saved = await savedCard(SANDBOX_CARDS.succeeds);
    await expect(
      sandbox.createPaymentIntent({ ...chargeInput(saved), connectedAccountId: OTHER_ACCOUNT }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      sandbox.createPaymentIntent({
        ...chargeInput(saved),
        offSession: { customerId: 'cus_someoneelse', paymentMethodId: saved.paymentMethodId! },
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('sandbox saved cards under concurrent calls', () => {
  it('two card forms confirming one setup at once save one card; two charges with one key make one intent', async () => {
    const setup = await sandbox.createCardSetup(setupInput());
    const states = await Promise.all([
      sandbox.confirmSetup(setup.id, setup.clientSecret, SANDBOX_CARDS.succeeds),
      sandbox.confirmSetup(setup.id, setup.clientSecret, SANDBOX_CARDS.insufficientFunds),
    ]);
    expect(states.map((state) => state.status)).toEqual(['succeeded', 'succeeded']);
    const saved = await sandbox.retrieveSetupIntent(setup.id, ACCOUNT);
    const cards = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customerId, saved.customerId));
    expect(cards.map((card) => card.id)).toEqual([saved.paymentMethodId]);
    expect(events().filter((e) => e.type === 'setup_intent.succeeded')).toHaveLength(1);

    queued = [];
    const input = chargeInput(saved);
    const [a, b] = await Promise.all([
      sandbox.createPaymentIntent(input),
      sandbox.createPaymentIntent(input),
    ]);
    expect(a.id).toBe(b.id);
    expect(events().filter((e) => e.type !== 'other')).toHaveLength(1);
  });
});

describe('sandbox purchase intents keep their on-session behaviour', () => {
  it('a declined card still ends a purchase intent; the new test cards work on-session', async () => {
    const create = (key: string) =>
      sandbox.createPaymentIntent({
        amountPence: 2400,
        currency: 'gbp',
        applicationFeePence: 0,
        connectedAccountId: ACCOUNT,
        metadata: { paymentId: key },
        idempotencyKey: key,
      });
    const declined = await create('purchase-declined');
    expect(
      await sandbox.confirmCard(declined.id, declined.clientSecret, SANDBOX_CARDS.declined),
    ).toMatchObject({ status: 'canceled', error: CARD_DECLINED });

    const poor = await create('purchase-insufficient');
    expect(
      await sandbox.confirmCard(poor.id, poor.clientSecret, SANDBOX_CARDS.insufficientFunds),
    ).toMatchObject({ status: 'canceled', error: INSUFFICIENT_FUNDS });

    const strict = await create('purchase-3184');
    expect(
      await sandbox.confirmCard(strict.id, strict.clientSecret, SANDBOX_CARDS.alwaysAuthenticate),
    ).toMatchObject({ status: 'requires_action', error: null });
    expect(await sandbox.completeChallenge(strict.id, strict.clientSecret, 'fail')).toMatchObject({
      status: 'canceled',
      error: AUTHENTICATION_FAILED,
    });
  });
});
