import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurchaseResponseSchema, paymentProgressSchema } from '@stepup/contracts';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { budgetReservations, count, eq, payments, vouchers } from '@stepup/db';
import { CAMPAIGN_UNAVAILABLE, VOUCHER_CODE_PATTERN } from '@stepup/domain';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { startStripeStandIn, stripeErrors } from '../../../test/stripe-stand-in';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { sandboxWebhookSecret } from '../../providers/payments/sandbox/sandbox-provider';
import { signWebhookPayload } from '../../providers/payments/webhook-signature';
import { expireHolds } from './expire-holds';
import { reconcilePayments } from './reconcile-payments';

/** The purchases module with the Stripe provider, its API a local stand-in (no network). */
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51StepUpIntegrationSecretKey0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51StepUpIntegrationPublishableKey',
  STRIPE_WEBHOOK_SECRET: 'whsec_StepUpIntegrationSigningSecret',
};
const ACCOUNT = 'acct_1StripeBrewBake';

let t: TestApp;
let standIn: StripeStandIn;
let companyId: string;
const db = () => t.deps.database.db;
const sdk = new Stripe('sk_test_unused');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await buildTestApp({
    env: STRIPE,
    stripeApi: { host: standIn.host, port: standIn.port, protocol: 'http' },
  });
  companyId = await insertSellingCompany(db(), { paymentAccountId: ACCOUNT });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

function succeeded(eventId: string, purchase: CreatePurchaseResponse) {
  const intent = standIn.intents.get(purchase.paymentIntentId)!;
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-09-30.clover',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    account: ACCOUNT,
    livemode: false,
    data: { object: intent },
  });
}

const deliver = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });

describe('purchases with the Stripe provider', () => {
  it('is selected by STRIPE_*; the sandbox card endpoints do not exist', async () => {
    expect(t.deps.services.payments.kind).toBe('stripe');
    expect(t.deps.services.sandboxPayments).toBeUndefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/intents/pi_x/confirm',
      payload: { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242' },
    });
    expect(res.statusCode).toBe(404);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/setup-intents/seti_x/confirm',
      payload: { clientSecret: 'seti_x_secret_y', cardNumber: '4242424242424242' },
    });
    expect(setup.statusCode).toBe(404);
  });

  it('create → Stripe-signed webhook → exactly one voucher', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const buyer = await newSignedInBuyer(t.app, db(), 'stripe-buyer@example.test');
    standIn.requests.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId, slot: 1, buyFor: 'self' },
      headers: { cookie: buyer.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const purchase = createPurchaseResponseSchema.parse(res.json());
    expect(purchase).toMatchObject({ provider: 'stripe', connectedAccountId: ACCOUNT });

    expect(standIn.requests).toHaveLength(1);
    const [req] = standIn.requests;
    expect(`${req!.method} ${req!.path}`).toBe('POST /v1/payment_intents');
    expect(req!.headers['stripe-account']).toBe(ACCOUNT);
    expect(req!.headers['idempotency-key']).toBe(`payment-${purchase.paymentId}`);
    expect(req!.form).toMatchObject({
      amount: String(purchase.totalPence),
      currency: 'gbp',
      application_fee_amount: String(purchase.giftingFeePence),
      'metadata[paymentId]': purchase.paymentId,
    });
    expect(purchase.paymentIntentId).toBe([...standIn.intents.keys()].at(-1));

    // The sandbox's secret signs nothing Stripe's endpoint accepts.
    const body = succeeded('evt_stripe_1', purchase);
    const forged = await deliver(
      body,
      signWebhookPayload(body, sandboxWebhookSecret(t.deps.config.authSecret)),
    );
    expect(forged.statusCode).toBe(400);

    const signature = sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: STRIPE.STRIPE_WEBHOOK_SECRET,
    });
    expect((await deliver(body, signature)).statusCode).toBe(200);
    // Stripe delivers at least once: the same event again changes nothing.
    expect((await deliver(body, signature)).statusCode).toBe(200);

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/purchases/${purchase.paymentId}/status`,
      headers: { cookie: buyer.cookie },
    });
    const progress = paymentProgressSchema.parse(status.json());
    expect(progress.status).toBe('succeeded');
    expect(progress.voucherCode).toMatch(VOUCHER_CODE_PATTERN);
    const [row] = await db()
      .select({ n: count() })
      .from(vouchers)
      .where(eq(vouchers.campaignId, campaignId));
    expect(row!.n).toBe(1);
  });

  it('a lost webhook: reconciliation retrieves the intent on the connected account and issues', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const buyer = await newSignedInBuyer(t.app, db(), 'stripe-buyer3@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId, slot: 1, buyFor: 'self' },
      headers: { cookie: buyer.cookie },
    });
    const purchase = createPurchaseResponseSchema.parse(res.json());
    succeeded('evt_never_delivered', purchase);
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.id, purchase.paymentId));
    standIn.requests.length = 0;
    await reconcilePayments(t.app.ctx);
    expect(
      standIn.requests.map((r) => `${r.method} ${r.path} ${String(r.headers['stripe-account'])}`),
    ).toContain(`GET /v1/payment_intents/${purchase.paymentIntentId} ${ACCOUNT}`);
    const [row] = await db()
      .select({ n: count() })
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    expect(row!.n).toBe(1);
  });

  it('an abandoned payment is cancelled at Stripe before its budget is given back', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const buyer = await newSignedInBuyer(t.app, db(), 'stripe-buyer4@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId, slot: 1, buyFor: 'self' },
      headers: { cookie: buyer.cookie },
    });
    const purchase = createPurchaseResponseSchema.parse(res.json());
    await db()
      .update(budgetReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(budgetReservations.paymentId, purchase.paymentId));
    standIn.requests.length = 0;
    await expireHolds(t.app.ctx);
    expect(
      standIn.requests.map((r) => `${r.method} ${r.path} ${String(r.headers['stripe-account'])}`),
    ).toContain(`POST /v1/payment_intents/${purchase.paymentIntentId}/cancel ${ACCOUNT}`);
    expect(standIn.intents.get(purchase.paymentIntentId)!.status).toBe('canceled');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/purchases/${purchase.paymentId}/status`,
      headers: { cookie: buyer.cookie },
    });
    expect(paymentProgressSchema.parse(status.json()).status).toBe('payment_failed');
  });

  it('an expired payment already paid at Stripe (cancel refused): issued, not released', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const buyer = await newSignedInBuyer(t.app, db(), 'stripe-buyer5@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId, slot: 1, buyFor: 'self' },
      headers: { cookie: buyer.cookie },
    });
    const purchase = createPurchaseResponseSchema.parse(res.json());
    succeeded('evt_late', purchase);
    await db()
      .update(budgetReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(budgetReservations.paymentId, purchase.paymentId));
    standIn.requests.length = 0;
    await expireHolds(t.app.ctx);
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/payment_intents/${purchase.paymentIntentId}/cancel`,
      `GET /v1/payment_intents/${purchase.paymentIntentId}`,
    ]);
    const [row] = await db()
      .select({ n: count() })
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    expect(row!.n).toBe(1);
  });

  it('a refused Stripe call answers "unavailable"', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const buyer = await newSignedInBuyer(t.app, db(), 'stripe-buyer2@example.test');
    standIn.failNext(stripeErrors.invalidApiKey);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId, slot: 1, buyFor: 'self' },
      headers: { cookie: buyer.cookie },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().error.message).toBe(CAMPAIGN_UNAVAILABLE);
    expect(res.body).not.toContain(STRIPE.STRIPE_SECRET_KEY);
  });
});
