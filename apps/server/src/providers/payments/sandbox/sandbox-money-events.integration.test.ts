import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurchaseResponseSchema } from '@stepup/contracts';
import { and, eq, payments, processedWebhookEvents, sandboxDisputes } from '@stepup/db';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../../test/purchase-helpers';
import { buildTestApp } from '../../../../test/test-app';
import type { TestApp } from '../../../../test/test-app';
import { SANDBOX_CARDS } from './sandbox-provider';

// The sandbox's refund and dispute events reach the webhook the way its payment events do: queued
// as a job, signed, delivered to POST /api/payments/webhook and recorded there once.

let t: TestApp;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Waits for the webhook to have recorded an event of this type (the delivery job is async). */
async function delivered(type: string, count = 1) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await db()
      .select()
      .from(processedWebhookEvents)
      .where(
        and(eq(processedWebhookEvents.provider, 'sandbox'), eq(processedWebhookEvents.type, type)),
      );
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`no ${type} delivered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sandbox refunds and disputes through the webhook', () => {
  it('4000 0000 0000 0259 pays, is disputed, refunded and decided: each event delivered once', async () => {
    const companyId = await insertSellingCompany(db(), {
      paymentAccountId: 'acct_sandbox_disputes',
    });
    const campaignId = await insertLiveCampaign(db(), companyId);
    const buyer = await newSignedInBuyer(t.app, db(), 'disputed@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId, slot: 1, buyFor: 'self' },
      headers: { cookie: buyer.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const purchase = createPurchaseResponseSchema.parse(res.json());
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
      payload: { clientSecret: purchase.clientSecret, cardNumber: SANDBOX_CARDS.disputed },
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded', error: null });

    // The payment succeeds like 4242 (its charge recorded), then Stripe's dispute arrives.
    await delivered('payment_intent.succeeded');
    await delivered('charge.dispute.created');
    const [payment] = await db().select().from(payments).where(eq(payments.id, purchase.paymentId));
    expect(payment).toMatchObject({
      status: 'succeeded',
      providerChargeId: `ch_${purchase.paymentIntentId.slice(3)}`,
    });

    const sandbox = t.deps.services.sandboxPayments!;
    await sandbox.createRefund({
      paymentIntentId: purchase.paymentIntentId,
      connectedAccountId: 'acct_sandbox_disputes',
      amountPence: 500,
      metadata: { paymentId: purchase.paymentId },
      idempotencyKey: `refund-test-${purchase.paymentId}`,
    });
    await delivered('charge.refunded');

    const [dispute] = await db()
      .select()
      .from(sandboxDisputes)
      .where(eq(sandboxDisputes.paymentIntentId, purchase.paymentIntentId));
    expect(dispute).toMatchObject({ status: 'needs_response', amountPence: purchase.totalPence });
    await sandbox.closeDispute(dispute!.id, 'won');
    await delivered('charge.dispute.closed');

    // Each once, however long the jobs kept running.
    for (const type of ['charge.dispute.created', 'charge.refunded', 'charge.dispute.closed']) {
      expect(await delivered(type)).toHaveLength(1);
    }
  });
});
