import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@stepup/db';
import type {
  CreatePaymentIntentInput,
  PaymentIntentSnapshot,
  PaymentProvider,
} from '../payment-provider';
import { eventFromStripeJson, PaymentProviderError } from '../payment-provider';
import { constructWebhookEvent } from '../webhook-signature';
import type { SandboxIntentRow } from './repository';
import { findIntent, insertIntentOnce, moveIntent } from './repository';

/** Stripe's documented test cards the sandbox understands. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
} as const;

// Stripe's own texts for these outcomes, as Stripe.js shows them.
export const CARD_DECLINED = 'Your card was declined.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const UNKNOWN_TEST_CARD =
  'Your card number is incorrect. In the sandbox use a test card such as 4242 4242 4242 4242.';
export const INTENT_NOT_FOUND = 'No such payment_intent.';

export interface SandboxIntentState {
  paymentIntentId: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
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
    last_payment_error: row.lastError ? { message: row.lastError, type: 'card_error' } : null,
  };
}

function snapshot(row: SandboxIntentRow): PaymentIntentSnapshot {
  const object = stripeObject(row);
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountPence: row.amountPence,
    amountReceivedPence: Number(object.amount_received),
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
 * signatures, with its intents kept in the database (durable across restarts) and its events
 * handed to `queueEvent`, which queues their delivery to the webhook's own use case (a job, so it
 * is asynchronous and retried like Stripe's: jobs/deliver-sandbox-webhook.ts).
 */
export function createSandboxProvider({
  db,
  webhookSecret,
  queueEvent,
}: {
  db: Database;
  webhookSecret: string;
  /** Queues the delivery of one event's body (signed at each attempt, as Stripe does). */
  queueEvent: (body: string) => Promise<void>;
}): SandboxProvider {
  async function emit(type: string, row: SandboxIntentRow): Promise<void> {
    const body = JSON.stringify({
      id: stripeLikeId('evt_'),
      object: 'event',
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      type,
      account: row.connectedAccountId,
      livemode: false,
      pending_webhooks: 1,
      data: { object: stripeObject(row) },
    });
    await queueEvent(body);
  }

  async function ownIntent(intentId: string, clientSecret: string): Promise<SandboxIntentRow> {
    const row = await findIntent(db, intentId);
    if (!row || !secretsMatch(clientSecret, row.clientSecret)) {
      throw new PaymentProviderError(INTENT_NOT_FOUND);
    }
    return row;
  }

  return {
    kind: 'sandbox',

    // Connecting is instant in the sandbox: the account can take payments from the start.
    async createConnectedAccount() {
      return {
        id: stripeLikeId('acct_sandbox_', 16),
        chargesEnabled: true,
        detailsSubmitted: true,
      };
    },

    async retrieveConnectedAccount(accountId) {
      const known = accountId.startsWith('acct_sandbox_');
      return { id: accountId, chargesEnabled: known, detailsSubmitted: known };
    },

    async createAccountOnboardingLink() {
      return null;
    },

    async createPaymentIntent(input: CreatePaymentIntentInput) {
      if (!input.connectedAccountId) throw new PaymentProviderError('No connected account.');
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

    // Saved cards: implemented in the next commit.
    async createCardSetup() {
      throw new PaymentProviderError('Saved cards are not available yet.');
    },
    async retrieveSetupIntent() {
      throw new PaymentProviderError('Saved cards are not available yet.');
    },
    async cancelSetupIntent() {
      throw new PaymentProviderError('Saved cards are not available yet.');
    },
    async detachPaymentMethod() {
      throw new PaymentProviderError('Saved cards are not available yet.');
    },

    parseWebhook(rawBody, signatureHeader) {
      return eventFromStripeJson(constructWebhookEvent(rawBody, signatureHeader, webhookSecret));
    },

    async confirmCard(intentId, clientSecret, cardNumber) {
      const row = await ownIntent(intentId, clientSecret);
      if (row.status !== 'requires_payment_method') return stateOf(row);
      // Only the last four digits are ever kept; the number itself goes nowhere.
      const digits = cardNumber.replace(/\D/g, '');
      const cardLast4 = digits.slice(-4);
      let moved: SandboxIntentRow | undefined;
      if (digits === SANDBOX_CARDS.succeeds) {
        moved = await moveIntent(db, intentId, 'requires_payment_method', {
          status: 'succeeded',
          cardLast4,
          lastError: null,
        });
        if (moved) await emit('payment_intent.succeeded', moved);
      } else if (digits === SANDBOX_CARDS.declined) {
        // A declined attempt ends this intent in the sandbox: the buyer starts a new purchase.
        moved = await moveIntent(db, intentId, 'requires_payment_method', {
          status: 'canceled',
          cardLast4,
          lastError: CARD_DECLINED,
        });
        if (moved) await emit('payment_intent.payment_failed', moved);
      } else if (digits === SANDBOX_CARDS.authentication) {
        moved = await moveIntent(db, intentId, 'requires_payment_method', {
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
              status: 'canceled',
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
  };
}
