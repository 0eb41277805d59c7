import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, stripeFixture } from '../../../../test/stripe-stand-in';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import { PaymentProviderError } from '../payment-provider';
import { createStripeProvider } from './stripe-provider';
import type { StripeProvider } from './stripe-provider';

// Refunds (ADR 028) against the local stand-in for Stripe's API, which answers with Stripe's
// published sample Refund; and the charge, dispute and account events built from Stripe's samples.

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

/** A paid intent of £24 (a £1.50 gifting fee) on the company's account. */
async function paidIntent(paymentId: string) {
  const intent = await provider.createPaymentIntent({
    amountPence: 2400,
    currency: 'gbp',
    applicationFeePence: 150,
    connectedAccountId: ACCOUNT,
    metadata: { paymentId },
    idempotencyKey: `payment-${paymentId}`,
  });
  standIn.pay(intent.id);
  standIn.requests.length = 0;
  return intent.id;
}

const refundInput = (paymentIntentId: string, refundId: string, amountPence: number) => ({
  paymentIntentId,
  connectedAccountId: ACCOUNT,
  amountPence,
  metadata: { refundId, paymentId: 'p-1' },
  idempotencyKey: `refund-${refundId}`,
  reason: 'requested_by_customer' as const,
});

describe('Stripe provider: refunds (on the connected account, the fee given back)', () => {
  it('asks Stripe for the refund of the intent with our key, and answers it', async () => {
    const intentId = await paidIntent('p-1');
    const refund = await provider.createRefund(refundInput(intentId, 'r-1', 1000));

    expect(standIn.requests).toHaveLength(1);
    const [req] = standIn.requests;
    expect(`${req!.method} ${req!.path}`).toBe('POST /v1/refunds');
    expect(req!.form).toEqual({
      payment_intent: intentId,
      amount: '1000',
      refund_application_fee: 'true',
      'metadata[refundId]': 'r-1',
      'metadata[paymentId]': 'p-1',
      reason: 'requested_by_customer',
    });
    expect(req!.headers['stripe-account']).toBe(ACCOUNT);
    expect(req!.headers['idempotency-key']).toBe('refund-r-1');
    expect(req!.headers.authorization).toBe(`Bearer ${settings.secretKey}`);

    expect(refund).toEqual({
      id: expect.stringMatching(/^re_/),
      paymentIntentId: intentId,
      chargeId: `ch_${intentId.slice(3)}`,
      amountPence: 1000,
      status: 'succeeded',
      metadata: { refundId: 'r-1', paymentId: 'p-1' },
      created: expect.any(Number),
    });

    // A retried request (same key, e.g. after a timeout) answers the same refund, made once.
    expect(await provider.createRefund(refundInput(intentId, 'r-1', 1000))).toEqual(refund);
    expect(standIn.refunds.size).toBe(1);
  });

  it('refunds the rest, then refuses anything more', async () => {
    const intentId = await paidIntent('p-2');
    await provider.createRefund(refundInput(intentId, 'r-2a', 400));
    const rest = await provider.createRefund(refundInput(intentId, 'r-2b', 2000));
    expect(rest.amountPence).toBe(2000);

    await expect(provider.createRefund(refundInput(intentId, 'r-2c', 1))).rejects.toThrow(
      PaymentProviderError,
    );
    const tooMuch = await paidIntent('p-3');
    await expect(provider.createRefund(refundInput(tooMuch, 'r-3', 2401))).rejects.toThrow(
      /greater than unrefunded amount.*amount_too_large/,
    );
  });

  it('refuses an intent not paid, or on another account, and never shows the key', async () => {
    const unpaid = await provider.createPaymentIntent({
      amountPence: 2400,
      currency: 'gbp',
      applicationFeePence: 0,
      connectedAccountId: ACCOUNT,
      metadata: { paymentId: 'p-4' },
      idempotencyKey: 'payment-p-4',
    });
    await expect(provider.createRefund(refundInput(unpaid.id, 'r-4', 100))).rejects.toThrow(
      /does not have a successful charge/,
    );
    const paid = await paidIntent('p-5');
    const elsewhere = { ...refundInput(paid, 'r-5', 100), connectedAccountId: 'acct_other' };
    const err = await provider.createRefund(elsewhere).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(String((err as Error).message)).toMatch(/No such payment_intent/);
    expect(String((err as Error).message)).not.toContain(settings.secretKey);
  });

  it('lists the refunds of an intent on its account, and none of another intent', async () => {
    const intentId = await paidIntent('p-6');
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await provider.createRefund(refundInput(intentId, `r-6-${i}`, 100 + i)));
    }
    // Another intent's refund is not among them.
    await provider.createRefund(refundInput(await paidIntent('p-7'), 'r-7', 50));
    standIn.requests.length = 0;

    const listed = await provider.listRefunds(intentId, ACCOUNT);
    expect(listed.map((r) => r.id).sort()).toEqual(made.map((r) => r.id).sort());
    expect(listed.map((r) => r.amountPence).sort()).toEqual([100, 101, 102]);
    const [req] = standIn.requests;
    expect(`${req!.method} ${req!.path}`).toBe('GET /v1/refunds');
    expect(req!.headers['stripe-account']).toBe(ACCOUNT);

    expect(await provider.listRefunds(intentId, 'acct_other')).toEqual([]);
  });
});

describe('Stripe provider: charge, dispute and account events (Stripe’s sample objects)', () => {
  const created = 1_790_000_000;
  const signed = (type: string, object: Record<string, unknown>, account: string | null) => {
    const payload = JSON.stringify({
      id: `evt_${type}`,
      object: 'event',
      api_version: '2025-09-30.clover',
      created,
      type,
      livemode: false,
      ...(account ? { account } : {}),
      data: { object },
    });
    const header = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: settings.webhookSecret,
    });
    return provider.parseWebhook(Buffer.from(payload), header);
  };

  it('reads charge.refunded as the charge with everything refunded of it so far', () => {
    const sample = stripeFixture('stripe-charge.json');
    const charge = {
      ...sample,
      amount: 2400,
      amount_captured: 2400,
      amount_refunded: 1000,
      refunded: false,
      payment_intent: 'pi_123',
    };
    expect(signed('charge.refunded', charge, ACCOUNT)).toEqual({
      id: 'evt_charge.refunded',
      type: 'charge.refunded',
      account: ACCOUNT,
      created,
      charge: {
        id: String(sample.id),
        paymentIntentId: 'pi_123',
        amountPence: 2400,
        amountCapturedPence: 2400,
        amountRefundedPence: 1000,
        refunded: false,
        connectedAccountId: ACCOUNT,
      },
    });
    // Refunded in full; the intent expanded as an object is read by its id.
    const full = {
      ...charge,
      amount_refunded: 2400,
      refunded: true,
      payment_intent: { id: 'pi_9' },
    };
    expect(signed('charge.refunded', full, ACCOUNT)).toMatchObject({
      charge: { amountRefundedPence: 2400, refunded: true, paymentIntentId: 'pi_9' },
    });
  });

  it('reads charge.dispute.created and .closed as the dispute', () => {
    const sample = stripeFixture('stripe-dispute.json');
    const opened = {
      ...sample,
      amount: 2400,
      payment_intent: 'pi_123',
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect(signed('charge.dispute.created', opened, ACCOUNT)).toEqual({
      id: 'evt_charge.dispute.created',
      type: 'charge.dispute.created',
      account: ACCOUNT,
      created,
      dispute: {
        id: 'dp_1Pgc71B7WZ01zgkWMevJiAUx',
        chargeId: 'ch_1PgafuB7WZ01zgkWXYmPNZs8',
        paymentIntentId: 'pi_123',
        amountPence: 2400,
        status: 'needs_response',
        reason: 'fraudulent',
        connectedAccountId: ACCOUNT,
        created: 1234567890,
      },
    });
    expect(signed('charge.dispute.closed', { ...opened, status: 'lost' }, ACCOUNT)).toMatchObject({
      type: 'charge.dispute.closed',
      dispute: { id: 'dp_1Pgc71B7WZ01zgkWMevJiAUx', status: 'lost' },
    });
    // Stripe's own sample: an inquiry not tied to an intent.
    expect(signed('charge.dispute.updated', sample, ACCOUNT)).toMatchObject({
      type: 'charge.dispute.updated',
      dispute: { paymentIntentId: null, status: 'warning_needs_response', reason: 'general' },
    });
  });

  it('reads account.updated as the connected account’s payments, payouts and what is due', () => {
    const sample = stripeFixture('stripe-account.json');
    expect(signed('account.updated', sample, String(sample.id))).toEqual({
      id: 'evt_account.updated',
      type: 'account.updated',
      account: String(sample.id),
      created,
      connectedAccount: {
        id: String(sample.id),
        chargesEnabled: sample.charges_enabled === true,
        payoutsEnabled: sample.payouts_enabled === true,
        detailsSubmitted: sample.details_submitted === true,
        requirementsDue: [
          'business_profile.product_description',
          'business_profile.support_phone',
          'business_profile.url',
          'external_account',
          'tos_acceptance.date',
          'tos_acceptance.ip',
        ],
      },
    });
    const done = {
      ...sample,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], eventually_due: [], past_due: [] },
    };
    expect(signed('account.updated', done, String(sample.id))).toMatchObject({
      connectedAccount: {
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
        requirementsDue: [],
      },
    });
  });
});
