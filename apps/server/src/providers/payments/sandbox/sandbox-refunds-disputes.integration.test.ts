import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sandboxDisputes, sandboxRefunds } from '@stepup/db';
import type { Database, DatabaseHandle } from '@stepup/db';
import { openTestDatabase } from '../../../../test/test-database';
import type { PaymentEvent } from '../payment-provider';
import { PaymentProviderError } from '../payment-provider';
import { signWebhookPayload } from '../webhook-signature';
import {
  CHARGE_NOT_PAID,
  createSandboxProvider,
  DISPUTE_NOT_FOUND,
  INTENT_NOT_FOUND,
  REFUND_TOO_MUCH,
  SANDBOX_CARDS,
} from './sandbox-provider';
import type { SandboxProvider } from './sandbox-provider';

// The sandbox's refunds and disputes (ADR 028) in Stripe's shapes: a refund of a paid intent's
// charge (its fee given back in proportion) and Stripe's dispute test card. Every event the
// sandbox queues is read back through parseWebhook, as the webhook endpoint reads it.

const WEBHOOK_SECRET = 'whsec_sandbox_refunds_test';
const ACCOUNT = 'acct_sandbox_refunds0001';

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
/** An intent of £24 with a £1.50 gifting fee, paid with the card (or left unpaid). */
async function intent(cardNumber: string | null = SANDBOX_CARDS.succeeds) {
  const paymentId = `payment-${++counter}`;
  const created = await sandbox.createPaymentIntent({
    amountPence: 2400,
    currency: 'gbp',
    applicationFeePence: 150,
    connectedAccountId: ACCOUNT,
    metadata: { paymentId },
    idempotencyKey: paymentId,
  });
  if (cardNumber) await sandbox.confirmCard(created.id, created.clientSecret, cardNumber);
  queued = [];
  return created.id;
}

const refund = (paymentIntentId: string, refundId: string, amountPence: number) =>
  sandbox.createRefund({
    paymentIntentId,
    connectedAccountId: ACCOUNT,
    amountPence,
    metadata: { refundId },
    idempotencyKey: `refund-${refundId}`,
  });

const feeRefunded = async (refundId: string) => {
  const [row] = await db
    .select({ fee: sandboxRefunds.applicationFeeRefundedPence })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.id, refundId));
  return row!.fee;
};

describe('sandbox refunds', () => {
  it('refunds part, then the rest; each tells the webhook what is refunded in all', async () => {
    const intentId = await intent();
    const part = await refund(intentId, 'r-1', 1000);
    expect(part).toEqual({
      id: expect.stringMatching(/^re_/),
      paymentIntentId: intentId,
      chargeId: `ch_${intentId.slice(3)}`,
      amountPence: 1000,
      status: 'succeeded',
      metadata: { refundId: 'r-1' },
      created: expect.any(Number),
    });
    const rest = await refund(intentId, 'r-2', 1400);

    expect(events()).toEqual([
      expect.objectContaining({
        type: 'charge.refunded',
        account: ACCOUNT,
        charge: {
          id: `ch_${intentId.slice(3)}`,
          paymentIntentId: intentId,
          amountPence: 2400,
          amountCapturedPence: 2400,
          amountRefundedPence: 1000,
          refunded: false,
          connectedAccountId: ACCOUNT,
        },
      }),
      expect.objectContaining({
        type: 'charge.refunded',
        charge: expect.objectContaining({ amountRefundedPence: 2400, refunded: true }),
      }),
    ]);
    // The fee goes back in proportion, and the parts of a full refund add up to the whole fee.
    expect(await feeRefunded(part.id)).toBe(63);
    expect(await feeRefunded(rest.id)).toBe(87);

    expect((await sandbox.listRefunds(intentId, ACCOUNT)).map((r) => r.id)).toEqual([
      part.id,
      rest.id,
    ]);
  });

  it('a repeated call (same key) answers the same refund and sends nothing new', async () => {
    const intentId = await intent();
    const first = await refund(intentId, 'r-3', 500);
    queued = [];
    expect(await refund(intentId, 'r-3', 500)).toEqual(first);
    expect(queued).toEqual([]);
    expect(await sandbox.listRefunds(intentId, ACCOUNT)).toHaveLength(1);
  });

  it('refuses more than is left, an unpaid intent, and an intent unknown or of another account', async () => {
    const unpaid = await intent(null);
    const intentId = await intent();
    await refund(intentId, 'r-4', 2000);
    await expect(refund(intentId, 'r-5', 401)).rejects.toThrow(REFUND_TOO_MUCH);
    await expect(refund(unpaid, 'r-6', 100)).rejects.toThrow(CHARGE_NOT_PAID);
    await expect(refund('pi_unknown', 'r-7', 100)).rejects.toThrow(INTENT_NOT_FOUND);
    await expect(
      sandbox.createRefund({
        paymentIntentId: intentId,
        connectedAccountId: 'acct_sandbox_someoneelse',
        amountPence: 100,
        metadata: {},
        idempotencyKey: 'refund-r-8',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(sandbox.listRefunds(intentId, 'acct_sandbox_someoneelse')).rejects.toThrow(
      INTENT_NOT_FOUND,
    );
    // Only the first refund happened, and only it told the webhook.
    expect(await sandbox.listRefunds(intentId, ACCOUNT)).toHaveLength(1);
    expect(queued).toHaveLength(1);
  });
});

describe('sandbox disputes (Stripe’s 4000 0000 0000 0259)', () => {
  it('the card pays like 4242, then the charge is disputed as fraudulent', async () => {
    const intentId = await intent(null);
    const created = await sandbox.retrievePaymentIntent(intentId, ACCOUNT);
    const state = await sandbox.confirmCard(intentId, created.clientSecret, '4000 0000 0000 0259');
    expect(state).toEqual({ paymentIntentId: intentId, status: 'succeeded', error: null });

    const [succeeded, disputed] = events();
    expect(succeeded).toMatchObject({ type: 'payment_intent.succeeded' });
    expect(disputed).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'charge.dispute.created',
      account: ACCOUNT,
      created: expect.any(Number),
      dispute: {
        id: expect.stringMatching(/^dp_/),
        chargeId: `ch_${intentId.slice(3)}`,
        paymentIntentId: intentId,
        amountPence: 2400,
        status: 'needs_response',
        reason: 'fraudulent',
        connectedAccountId: ACCOUNT,
        created: expect.any(Number),
      },
    });
    expect(events()).toHaveLength(2);
    // In Stripe's shape on the wire too.
    expect(JSON.parse(queued[1]!).data.object).toMatchObject({
      object: 'dispute',
      charge: `ch_${intentId.slice(3)}`,
      payment_intent: intentId,
      amount: 2400,
      currency: 'gbp',
      reason: 'fraudulent',
      status: 'needs_response',
    });
    // Submitting the form again opens nothing more.
    queued = [];
    await sandbox.confirmCard(intentId, created.clientSecret, '4000000000000259');
    expect(queued).toEqual([]);
    const rows = await db
      .select()
      .from(sandboxDisputes)
      .where(eq(sandboxDisputes.paymentIntentId, intentId));
    expect(rows).toHaveLength(1);
  });

  it('closing the dispute sends charge.dispute.closed once, with the outcome', async () => {
    const intentId = await intent(SANDBOX_CARDS.disputed);
    const [row] = await db
      .select()
      .from(sandboxDisputes)
      .where(eq(sandboxDisputes.paymentIntentId, intentId));

    const lost = await sandbox.closeDispute(row!.id, 'lost');
    expect(lost).toMatchObject({ id: row!.id, status: 'lost', paymentIntentId: intentId });
    expect(events()).toEqual([
      expect.objectContaining({
        type: 'charge.dispute.closed',
        account: ACCOUNT,
        dispute: expect.objectContaining({ id: row!.id, status: 'lost', amountPence: 2400 }),
      }),
    ]);
    // Decided already: answered as it is, nothing sent, the outcome kept.
    queued = [];
    expect(await sandbox.closeDispute(row!.id, 'won')).toMatchObject({ status: 'lost' });
    expect(queued).toEqual([]);

    const another = await intent(SANDBOX_CARDS.disputed);
    const [open] = await db
      .select()
      .from(sandboxDisputes)
      .where(eq(sandboxDisputes.paymentIntentId, another));
    expect(await sandbox.closeDispute(open!.id, 'won')).toMatchObject({ status: 'won' });
    expect(events()).toEqual([
      expect.objectContaining({
        type: 'charge.dispute.closed',
        dispute: expect.objectContaining({ status: 'won' }),
      }),
    ]);

    await expect(sandbox.closeDispute('dp_unknown', 'won')).rejects.toThrow(DISPUTE_NOT_FOUND);
  });

  it('4242 opens no dispute', async () => {
    const intentId = await intent(null);
    const created = await sandbox.retrievePaymentIntent(intentId, ACCOUNT);
    await sandbox.confirmCard(intentId, created.clientSecret, SANDBOX_CARDS.succeeds);
    expect(events().map((e) => e.type)).toEqual(['payment_intent.succeeded']);
  });
});

describe('delivery as Stripe delivers (ADR 042)', () => {
  it('delivers each event at once, and queues for the retry job only the one whose delivery failed', async () => {
    const delivered: string[] = [];
    const retried: string[] = [];
    let failNext = false;
    const direct = createSandboxProvider({
      db,
      webhookSecret: WEBHOOK_SECRET,
      queueEvent: async (body) => void retried.push(body),
      deliverEvent: async (body) => {
        if (failNext) {
          failNext = false;
          throw new Error('the webhook answered 500');
        }
        delivered.push(body);
      },
    });
    const pay = async (paymentId: string) => {
      const created = await direct.createPaymentIntent({
        amountPence: 2400,
        currency: 'gbp',
        applicationFeePence: 150,
        connectedAccountId: ACCOUNT,
        metadata: { paymentId },
        idempotencyKey: paymentId,
      });
      return direct.confirmCard(created.id, created.clientSecret, SANDBOX_CARDS.succeeds);
    };
    const type = (body: string) => (JSON.parse(body) as { type: string }).type;

    expect((await pay('payment-direct-1')).status).toBe('succeeded');
    expect(delivered.map(type)).toEqual(['payment_intent.succeeded']);
    expect(retried).toEqual([]);

    failNext = true;
    expect((await pay('payment-direct-2')).status).toBe('succeeded');
    expect(delivered).toHaveLength(1);
    expect(retried.map(type)).toEqual(['payment_intent.succeeded']);
  });
});
