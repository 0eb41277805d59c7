import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@stepup/db';
import type {
  CreatePaymentIntentInput,
  DisputeSnapshot,
  PaymentIntentSnapshot,
  PaymentProvider,
  SetupIntentSnapshot,
} from '../payment-provider';
import {
  disputeFromStripeObject,
  eventFromStripeJson,
  PaymentProviderError,
  refundFromStripeObject,
  setupIntentFromStripeObject,
} from '../payment-provider';
import { constructWebhookEvent } from '../webhook-signature';
import type {
  SandboxDisputeRow,
  SandboxIntentRow,
  SandboxRefundRow,
  SandboxSetupRow,
} from './repository';
import {
  closeOpenDispute,
  findDispute,
  insertDispute,
  findIntent,
  findRefundsOfIntent,
  insertRefundOnce,
  findIntentByIdempotencyKey,
  findPaymentMethod,
  findSetup,
  insertIntentOnce,
  insertPaymentMethod,
  insertSetupOnce,
  moveIntent,
  moveSetup,
  setPaymentMethodCustomer,
} from './repository';

/** Stripe's documented test cards the sandbox understands (docs.stripe.com/testing). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Authentication on-session and at setup; once set up, off-session charges succeed. */
  authentication: '4000002500003155',
  /** Authentication on every payment, also off-session after a setup. */
  alwaysAuthenticate: '4000002760003184',
  /** Sets up fine; every charge is declined for insufficient funds. */
  insufficientFunds: '4000000000009995',
  /** The charge succeeds, then the cardholder disputes it as fraudulent (a chargeback). */
  disputed: '4000000000000259',
} as const;

/** When an event reaches the webhook: now (as Stripe posts it), or through the delivery job. */
type Delivery = 'now' | 'queued';

type TestCard = 'succeeds' | 'authenticate' | 'declined' | 'insufficient_funds' | 'disputed';

/** How a saved card's off-session charge ends (sandbox_payment_methods.off_session_outcome). */
type OffSessionOutcome = 'succeeds' | 'authentication_required' | 'insufficient_funds';

/** The test card behind a card number, or undefined for a number the sandbox does not know. */
function testCardOf(digits: string): TestCard | undefined {
  switch (digits) {
    case SANDBOX_CARDS.succeeds:
      return 'succeeds';
    case SANDBOX_CARDS.authentication:
    case SANDBOX_CARDS.alwaysAuthenticate:
      return 'authenticate';
    case SANDBOX_CARDS.declined:
      return 'declined';
    case SANDBOX_CARDS.insufficientFunds:
      return 'insufficient_funds';
    case SANDBOX_CARDS.disputed:
      return 'disputed';
    default:
      return undefined;
  }
}

/** How an off-session charge of the card ends once it is saved. */
function offSessionOutcomeOf(digits: string): OffSessionOutcome {
  if (digits === SANDBOX_CARDS.alwaysAuthenticate) return 'authentication_required';
  if (digits === SANDBOX_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'succeeds';
}

// Stripe's own texts for these outcomes, as Stripe.js shows them.
export const CARD_DECLINED = 'Your card was declined.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const UNKNOWN_TEST_CARD =
  'Your card number is incorrect. In the sandbox use a test card such as 4242 4242 4242 4242.';
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
/** Stripe's message of an off-session charge the bank wants authenticated (`authentication_required`). */
export const AUTHENTICATION_REQUIRED =
  'Your card was declined. This transaction requires authentication.';
export const INTENT_NOT_FOUND = 'No such payment_intent.';
export const SETUP_INTENT_NOT_FOUND = 'No such setup_intent.';
export const PAYMENT_METHOD_NOT_FOUND = 'No such PaymentMethod.';
export const DISPUTE_NOT_FOUND = 'No such dispute.';
/** Stripe's refusals of a refund. */
export const CHARGE_NOT_PAID = 'This PaymentIntent does not have a successful charge to refund.';
export const REFUND_TOO_MUCH = 'Refund amount is greater than unrefunded amount on charge.';

export interface SandboxIntentState {
  paymentIntentId: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  error: string | null;
}

export interface SandboxSetupState {
  setupIntentId: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  error: string | null;
}

export interface SandboxProvider extends PaymentProvider {
  kind: 'sandbox';
  /** The sandbox card form's submit: the outcome follows the test card's number. */
  confirmCard(
    intentId: string,
    clientSecret: string,
    cardNumber: string,
  ): Promise<SandboxIntentState>;
  /** The sandbox 3-D Secure page's buttons. */
  completeChallenge(
    intentId: string,
    clientSecret: string,
    outcome: 'complete' | 'fail',
  ): Promise<SandboxIntentState>;
  /** The sandbox card form of a SetupIntent (a card saved for a custom offer). */
  confirmSetup(
    setupIntentId: string,
    clientSecret: string,
    cardNumber: string,
  ): Promise<SandboxSetupState>;
  /** The sandbox 3-D Secure page of a SetupIntent. */
  completeSetupChallenge(
    setupIntentId: string,
    clientSecret: string,
    outcome: 'complete' | 'fail',
  ): Promise<SandboxSetupState>;
  /**
   * The card network's decision on a dispute opened by 4000 0000 0000 0259 (what Stripe decides
   * once the evidence is in): `charge.dispute.closed` is sent once; a dispute decided already is
   * answered as it is.
   */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<DisputeSnapshot>;
}

/**
 * The webhook signing secret of the sandbox (`whsec_…`), derived from AUTH_SECRET so it is stable
 * across restarts and processes without anyone setting it.
 */
export function sandboxWebhookSecret(authSecret: string): string {
  return `whsec_${createHmac('sha256', authSecret).update('sandbox-webhook-signing-secret').digest('hex')}`;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function stripeLikeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const b of bytes) id += ALNUM[b % ALNUM.length];
  return `${prefix}${id}`;
}

function secretsMatch(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The intent as Stripe's API would answer it (the `data.object` of its events). */
function stripeObject(row: SandboxIntentRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amountPence,
    amount_received: row.status === 'succeeded' ? row.amountPence : 0,
    application_fee_amount: row.applicationFeePence,
    client_secret: row.clientSecret,
    currency: row.currency,
    status: row.status,
    metadata: row.metadata,
    created: Math.floor(row.createdAt.getTime() / 1000),
    livemode: false,
    customer: row.customerId,
    payment_method: row.paymentMethodId,
    latest_charge: row.status === 'succeeded' ? chargeIdOf(row.id) : null,
    last_payment_error: row.lastError ? { message: row.lastError, type: 'card_error' } : null,
  };
}

/** The sandbox's charge of an intent: one per succeeded intent, named after it. */
const chargeIdOf = (intentId: string) => `ch_${intentId.replace(/^pi_/, '')}`;

/** The intent's charge as Stripe's API would answer it (the `data.object` of `charge.*` events). */
function stripeChargeObject(row: SandboxIntentRow): Record<string, unknown> {
  return {
    id: chargeIdOf(row.id),
    object: 'charge',
    amount: row.amountPence,
    amount_captured: row.status === 'succeeded' ? row.amountPence : 0,
    amount_refunded: row.amountRefundedPence,
    refunded: row.amountRefundedPence >= row.amountPence,
    application_fee_amount: row.applicationFeePence,
    currency: row.currency,
    paid: row.status === 'succeeded',
    status: 'succeeded',
    payment_intent: row.id,
    metadata: row.metadata,
    created: Math.floor(row.createdAt.getTime() / 1000),
    livemode: false,
  };
}

/** A refund as Stripe's API answers it. */
function stripeRefundObject(row: SandboxRefundRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'refund',
    amount: row.amountPence,
    charge: chargeIdOf(row.paymentIntentId),
    payment_intent: row.paymentIntentId,
    currency: 'gbp',
    status: row.status,
    reason: 'requested_by_customer',
    metadata: row.metadata,
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** A dispute as Stripe's API answers it (the `data.object` of `charge.dispute.*` events). */
function stripeDisputeObject(row: SandboxDisputeRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'dispute',
    amount: row.amountPence,
    charge: chargeIdOf(row.paymentIntentId),
    payment_intent: row.paymentIntentId,
    currency: 'gbp',
    reason: row.reason,
    status: row.status,
    is_charge_refundable: false,
    metadata: {},
    created: Math.floor(row.createdAt.getTime() / 1000),
    livemode: false,
  };
}

/** The SetupIntent as Stripe's API would answer it (the `data.object` of its events). */
function stripeSetupObject(row: SandboxSetupRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'setup_intent',
    client_secret: row.clientSecret,
    customer: row.customerId,
    payment_method: row.paymentMethodId,
    payment_method_types: ['card'],
    status: row.status,
    usage: 'off_session',
    metadata: row.metadata,
    created: Math.floor(row.createdAt.getTime() / 1000),
    livemode: false,
    last_setup_error: row.lastError ? { message: row.lastError, type: 'card_error' } : null,
  };
}

const setupSnapshot = (row: SandboxSetupRow): SetupIntentSnapshot =>
  setupIntentFromStripeObject(stripeSetupObject(row), row.connectedAccountId);

const setupStateOf = (row: SandboxSetupRow): SandboxSetupState => ({
  setupIntentId: row.id,
  status: row.status,
  error: row.lastError,
});

function snapshot(row: SandboxIntentRow): PaymentIntentSnapshot {
  const object = stripeObject(row);
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountPence: row.amountPence,
    amountReceivedPence: Number(object.amount_received),
    latestChargeId: (object.latest_charge as string | null) ?? null,
    currency: String(object.currency).toLowerCase(),
    applicationFeePence: row.applicationFeePence,
    connectedAccountId: row.connectedAccountId,
    metadata: row.metadata,
    lastError: row.lastError,
    created: Number(object.created),
  };
}

const stateOf = (row: SandboxIntentRow): SandboxIntentState => ({
  paymentIntentId: row.id,
  status: row.status,
  error: row.lastError,
});

/**
 * The embedded default card provider: Stripe's shapes, Stripe's test cards and Stripe's webhook
 * signatures, with its intents kept in the database (durable across restarts). Its events are
 * delivered as Stripe delivers them, straight to the webhook's own use case the moment they
 * happen (`deliverEvent`, ADR 042): a card form's pay call answers once its payment is settled.
 * A delivery that fails is handed to `queueEvent`, which queues it as a job retried like Stripe's
 * retries (jobs/deliver-sandbox-webhook.ts).
 */
export function createSandboxProvider({
  db,
  webhookSecret,
  queueEvent,
  deliverEvent,
}: {
  db: Database;
  webhookSecret: string;
  /** Queues the delivery of one event's body (signed at each attempt, as Stripe does). */
  queueEvent: (body: string) => Promise<void>;
  /**
   * Delivers one event's body now (signed, to the webhook's use case). Without it every event is
   * queued (a test of the provider alone).
   */
  deliverEvent?: (body: string) => Promise<void>;
}): SandboxProvider {
  async function emit(type: string, row: SandboxIntentRow, when: Delivery = 'now'): Promise<void> {
    await emitObject(type, row.connectedAccountId, stripeObject(row), when);
  }

  async function emitSetup(type: string, row: SandboxSetupRow): Promise<void> {
    await emitObject(type, row.connectedAccountId, stripeSetupObject(row));
  }

  async function emitObject(
    type: string,
    account: string,
    object: Record<string, unknown>,
    when: Delivery = 'now',
  ): Promise<void> {
    const body = JSON.stringify({
      id: stripeLikeId('evt_'),
      object: 'event',
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      type,
      account,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    });
    if (when === 'now' && deliverEvent) {
      try {
        await deliverEvent(body);
        return;
      } catch {
        // Stripe retries a delivery the endpoint failed; so does the job queued next.
      }
    }
    await queueEvent(body);
  }

  async function ownIntent(intentId: string, clientSecret: string): Promise<SandboxIntentRow> {
    const row = await findIntent(db, intentId);
    if (!row || !secretsMatch(clientSecret, row.clientSecret)) {
      throw new PaymentProviderError(INTENT_NOT_FOUND);
    }
    return row;
  }

  async function ownSetup(setupIntentId: string, clientSecret: string): Promise<SandboxSetupRow> {
    const row = await findSetup(db, setupIntentId);
    if (!row || !secretsMatch(clientSecret, row.clientSecret)) {
      throw new PaymentProviderError(SETUP_INTENT_NOT_FOUND);
    }
    return row;
  }

  async function setupOnAccount(id: string, connectedAccountId: string) {
    const row = await findSetup(db, id);
    if (!row || row.connectedAccountId !== connectedAccountId) {
      throw new PaymentProviderError(SETUP_INTENT_NOT_FOUND);
    }
    return row;
  }

  /**
   * An off-session charge of a saved card: created already confirmed, its outcome the saved test
   * card's (as Stripe, the answer is the intent also when the card is refused).
   */
  async function chargeSavedCard(
    input: CreatePaymentIntentInput & {
      offSession: { customerId: string; paymentMethodId: string };
    },
  ): Promise<PaymentIntentSnapshot> {
    // A repeated create answers the first one, whatever became of the card since (as Stripe's
    // idempotency keys do).
    const known = await findIntentByIdempotencyKey(db, input.idempotencyKey);
    if (known) return snapshot(known);
    const method = await findPaymentMethod(db, input.offSession.paymentMethodId);
    if (
      !method ||
      method.connectedAccountId !== input.connectedAccountId ||
      method.customerId === null ||
      method.customerId !== input.offSession.customerId
    ) {
      throw new PaymentProviderError(PAYMENT_METHOD_NOT_FOUND);
    }
    const outcome = method.offSessionOutcome as OffSessionOutcome;
    const id = stripeLikeId('pi_');
    const row = await insertIntentOnce(db, {
      id,
      clientSecret: `${id}_secret_${stripeLikeId('', 25)}`,
      idempotencyKey: input.idempotencyKey,
      amountPence: input.amountPence,
      applicationFeePence: input.applicationFeePence,
      currency: input.currency,
      connectedAccountId: input.connectedAccountId,
      metadata: input.metadata,
      customerId: method.customerId,
      paymentMethodId: method.id,
      cardLast4: method.cardLast4,
      ...(outcome === 'succeeds'
        ? { status: 'succeeded' as const, lastError: null }
        : outcome === 'authentication_required'
          ? { status: 'requires_action' as const, lastError: AUTHENTICATION_REQUIRED }
          : { status: 'requires_payment_method' as const, lastError: INSUFFICIENT_FUNDS }),
    });
    // Only the call that created it tells the webhook (a retried create sends nothing new).
    // Queued, not delivered now: the caller links the intent to its payment only once this call
    // answers, and a delivery before that would find no payment of the intent.
    if (row.id === id) {
      await emit(
        row.status === 'succeeded'
          ? 'payment_intent.succeeded'
          : row.status === 'requires_action'
            ? 'payment_intent.requires_action'
            : 'payment_intent.payment_failed',
        row,
        'queued',
      );
    }
    return snapshot(row);
  }

  return {
    kind: 'sandbox',

    // Connecting is instant in the sandbox: the account can take payments from the start.
    async createConnectedAccount() {
      return {
        id: stripeLikeId('acct_sandbox_', 16),
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
        requirementsDue: [],
      };
    },

    async retrieveConnectedAccount(accountId) {
      const known = accountId.startsWith('acct_sandbox_');
      return {
        id: accountId,
        chargesEnabled: known,
        payoutsEnabled: known,
        detailsSubmitted: known,
        requirementsDue: known ? [] : ['external_account'],
      };
    },

    async createRefund(input) {
      const answer = await insertRefundOnce(db, {
        id: stripeLikeId('re_'),
        paymentIntentId: input.paymentIntentId,
        connectedAccountId: input.connectedAccountId,
        idempotencyKey: input.idempotencyKey,
        amountPence: input.amountPence,
        metadata: input.metadata,
      });
      if (!('refund' in answer)) {
        throw new PaymentProviderError(
          answer.kind === 'no-intent'
            ? INTENT_NOT_FOUND
            : answer.kind === 'not-paid'
              ? CHARGE_NOT_PAID
              : REFUND_TOO_MUCH,
        );
      }
      // Only the call that made the refund tells the webhook (a retried create sends nothing new).
      if (answer.kind === 'refunded') {
        await emitObject(
          'charge.refunded',
          answer.intent.connectedAccountId,
          stripeChargeObject(answer.intent),
        );
      }
      return refundFromStripeObject(stripeRefundObject(answer.refund));
    },

    async listRefunds(paymentIntentId, connectedAccountId) {
      const intent = await findIntent(db, paymentIntentId);
      if (!intent || intent.connectedAccountId !== connectedAccountId) {
        throw new PaymentProviderError(INTENT_NOT_FOUND);
      }
      const rows = await findRefundsOfIntent(db, paymentIntentId);
      return rows.map((row) => refundFromStripeObject(stripeRefundObject(row)));
    },

    async createAccountOnboardingLink() {
      return null;
    },

    async createPaymentIntent(input: CreatePaymentIntentInput) {
      if (!input.connectedAccountId) throw new PaymentProviderError('No connected account.');
      if (input.offSession) return chargeSavedCard({ ...input, offSession: input.offSession });
      const id = stripeLikeId('pi_');
      const row = await insertIntentOnce(db, {
        id,
        clientSecret: `${id}_secret_${stripeLikeId('', 25)}`,
        idempotencyKey: input.idempotencyKey,
        amountPence: input.amountPence,
        applicationFeePence: input.applicationFeePence,
        currency: input.currency,
        connectedAccountId: input.connectedAccountId,
        metadata: input.metadata,
        status: 'requires_payment_method',
      });
      return snapshot(row);
    },

    async retrievePaymentIntent(id, connectedAccountId) {
      const row = await findIntent(db, id);
      if (!row || row.connectedAccountId !== connectedAccountId) {
        throw new PaymentProviderError(INTENT_NOT_FOUND);
      }
      return snapshot(row);
    },

    async cancelPaymentIntent(id, connectedAccountId) {
      const row = await findIntent(db, id);
      if (!row || row.connectedAccountId !== connectedAccountId) {
        throw new PaymentProviderError(INTENT_NOT_FOUND);
      }
      if (row.status === 'requires_payment_method' || row.status === 'requires_action') {
        const moved = await moveIntent(db, id, row.status, { status: 'canceled' });
        if (moved) return snapshot(moved);
      }
      return snapshot((await findIntent(db, id))!);
    },

    async createCardSetup(input) {
      if (!input.connectedAccountId) throw new PaymentProviderError('No connected account.');
      const id = stripeLikeId('seti_');
      const row = await insertSetupOnce(db, {
        id,
        clientSecret: `${id}_secret_${stripeLikeId('', 25)}`,
        idempotencyKey: input.idempotencyKey,
        connectedAccountId: input.connectedAccountId,
        // The sandbox keeps no customer record of its own: the id names the buyer's saved cards.
        customerId: stripeLikeId('cus_', 14),
        metadata: input.metadata,
        status: 'requires_payment_method',
      });
      return setupSnapshot(row);
    },

    async retrieveSetupIntent(id, connectedAccountId) {
      return setupSnapshot(await setupOnAccount(id, connectedAccountId));
    },

    async cancelSetupIntent(id, connectedAccountId) {
      const row = await setupOnAccount(id, connectedAccountId);
      if (row.status === 'requires_payment_method' || row.status === 'requires_action') {
        const moved = await moveSetup(db, id, row.status, { status: 'canceled' });
        if (moved) return setupSnapshot(moved);
      }
      return setupSnapshot((await findSetup(db, id))!);
    },

    async detachPaymentMethod(paymentMethodId, connectedAccountId) {
      const method = await findPaymentMethod(db, paymentMethodId);
      if (!method || method.connectedAccountId !== connectedAccountId) {
        throw new PaymentProviderError(PAYMENT_METHOD_NOT_FOUND);
      }
      if (method.customerId !== null) await setPaymentMethodCustomer(db, method.id, null);
    },

    parseWebhook(rawBody, signatureHeader) {
      return eventFromStripeJson(constructWebhookEvent(rawBody, signatureHeader, webhookSecret));
    },

    async confirmCard(intentId, clientSecret, cardNumber) {
      const row = await ownIntent(intentId, clientSecret);
      // An off-session charge the bank refused or wants authenticated waits for the customer, who
      // pays it on-session with any card (Stripe: confirm the same intent again).
      const offSession = row.customerId !== null;
      const from = row.status;
      if (from !== 'requires_payment_method' && !(offSession && from === 'requires_action')) {
        return stateOf(row);
      }
      // Only the last four digits are ever kept; the number itself goes nowhere.
      const digits = cardNumber.replace(/\D/g, '');
      const cardLast4 = digits.slice(-4);
      const card = testCardOf(digits);
      let moved: SandboxIntentRow | undefined;
      if (card === 'succeeds' || card === 'disputed') {
        moved = await moveIntent(db, intentId, from, {
          status: 'succeeded',
          cardLast4,
          lastError: null,
        });
        if (moved) await emit('payment_intent.succeeded', moved);
        // Stripe's 4000 0000 0000 0259: paid, then the cardholder disputes the whole charge.
        if (moved && card === 'disputed') {
          const dispute = await insertDispute(db, {
            id: stripeLikeId('dp_'),
            paymentIntentId: moved.id,
            amountPence: moved.amountPence,
            reason: 'fraudulent',
            status: 'needs_response',
          });
          await emitObject(
            'charge.dispute.created',
            moved.connectedAccountId,
            stripeDisputeObject(dispute),
          );
        }
      } else if (card === 'declined' || card === 'insufficient_funds') {
        // A declined attempt ends a purchase's intent in the sandbox: the buyer starts a new
        // purchase. An off-session charge's intent stays open for another card.
        moved = await moveIntent(db, intentId, from, {
          status: offSession ? 'requires_payment_method' : 'canceled',
          cardLast4,
          lastError: card === 'declined' ? CARD_DECLINED : INSUFFICIENT_FUNDS,
        });
        if (moved) await emit('payment_intent.payment_failed', moved);
      } else if (card === 'authenticate') {
        moved = await moveIntent(db, intentId, from, {
          status: 'requires_action',
          cardLast4,
          lastError: null,
        });
        if (moved) await emit('payment_intent.requires_action', moved);
      } else {
        return { paymentIntentId: row.id, status: row.status, error: UNKNOWN_TEST_CARD };
      }
      return stateOf(moved ?? (await ownIntent(intentId, clientSecret)));
    },

    async completeChallenge(intentId, clientSecret, outcome) {
      const row = await ownIntent(intentId, clientSecret);
      if (row.status !== 'requires_action') return stateOf(row);
      const moved =
        outcome === 'complete'
          ? await moveIntent(db, intentId, 'requires_action', {
              status: 'succeeded',
              lastError: null,
            })
          : await moveIntent(db, intentId, 'requires_action', {
              // An off-session charge's intent stays open for another attempt, as above.
              status: row.customerId !== null ? 'requires_payment_method' : 'canceled',
              lastError: AUTHENTICATION_FAILED,
            });
      if (moved) {
        await emit(
          moved.status === 'succeeded'
            ? 'payment_intent.succeeded'
            : 'payment_intent.payment_failed',
          moved,
        );
      }
      return stateOf(moved ?? (await ownIntent(intentId, clientSecret)));
    },

    async confirmSetup(setupIntentId, clientSecret, cardNumber) {
      const row = await ownSetup(setupIntentId, clientSecret);
      if (row.status !== 'requires_payment_method') return setupStateOf(row);
      // Only the last four digits and the test card's later behaviour are kept, never the number.
      const digits = cardNumber.replace(/\D/g, '');
      const card = testCardOf(digits);
      if (!card) return { ...setupStateOf(row), error: UNKNOWN_TEST_CARD };
      if (card === 'declined') {
        const moved = await moveSetup(db, row.id, 'requires_payment_method', {
          status: 'requires_payment_method',
          paymentMethodId: null,
          lastError: CARD_DECLINED,
        });
        if (moved) await emitSetup('setup_intent.setup_failed', moved);
        return setupStateOf(moved ?? (await ownSetup(setupIntentId, clientSecret)));
      }
      const paymentMethodId = stripeLikeId('pm_');
      // Saved at once, or (a card that asks for 3-D Secure at setup) once the customer completes it.
      const authenticate = card === 'authenticate';
      // The card and the setup that names it are written together (or not at all).
      const moved = await db.transaction(async (tx) => {
        const won = await moveSetup(tx, row.id, 'requires_payment_method', {
          status: authenticate ? 'requires_action' : 'succeeded',
          paymentMethodId,
          lastError: null,
        });
        if (won) {
          await insertPaymentMethod(tx, {
            id: paymentMethodId,
            connectedAccountId: row.connectedAccountId,
            customerId: authenticate ? null : row.customerId,
            cardLast4: digits.slice(-4),
            offSessionOutcome: offSessionOutcomeOf(digits),
          });
        }
        return won;
      });
      if (!moved) return setupStateOf(await ownSetup(setupIntentId, clientSecret));
      await emitSetup(
        authenticate ? 'setup_intent.requires_action' : 'setup_intent.succeeded',
        moved,
      );
      return setupStateOf(moved);
    },

    async closeDispute(disputeId, outcome) {
      const dispute = await findDispute(db, disputeId);
      const intent = dispute && (await findIntent(db, dispute.paymentIntentId));
      if (!dispute || !intent) throw new PaymentProviderError(DISPUTE_NOT_FOUND);
      const closed = await closeOpenDispute(db, disputeId, outcome);
      if (closed) {
        await emitObject(
          'charge.dispute.closed',
          intent.connectedAccountId,
          stripeDisputeObject(closed),
        );
      }
      const row = closed ?? (await findDispute(db, disputeId))!;
      return disputeFromStripeObject(stripeDisputeObject(row), intent.connectedAccountId);
    },

    async completeSetupChallenge(setupIntentId, clientSecret, outcome) {
      const row = await ownSetup(setupIntentId, clientSecret);
      if (row.status !== 'requires_action') return setupStateOf(row);
      if (outcome === 'complete') {
        // Succeeded and the card attached to its customer, together.
        const moved = await db.transaction(async (tx) => {
          const won = await moveSetup(tx, row.id, 'requires_action', {
            status: 'succeeded',
            lastError: null,
          });
          if (won?.paymentMethodId) {
            await setPaymentMethodCustomer(tx, won.paymentMethodId, won.customerId);
          }
          return won;
        });
        if (!moved) return setupStateOf(await ownSetup(setupIntentId, clientSecret));
        await emitSetup('setup_intent.succeeded', moved);
        return setupStateOf(moved);
      }
      // Failed authentication: nothing saved; the customer may try again with a card.
      const moved = await moveSetup(db, row.id, 'requires_action', {
        status: 'requires_payment_method',
        paymentMethodId: null,
        lastError: AUTHENTICATION_FAILED,
      });
      if (moved) await emitSetup('setup_intent.setup_failed', moved);
      return setupStateOf(moved ?? (await ownSetup(setupIntentId, clientSecret)));
    },
  };
}
