import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  campaignDetailSchema,
  createPurchaseResponseSchema,
  paymentProgressSchema,
} from '@stepup/contracts';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { budgetReservations, campaigns, payments, vouchers } from '@stepup/db';
import {
  BOT_CHECK_FAILED,
  PAYMENT_NEEDS_REVIEW,
  RATE_LIMITED,
  SLOT_AVAILABLE,
} from '@stepup/domain';
import { solveBotCheck } from '../../../test/account-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
  successEvent,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  SANDBOX_CARDS,
  sandboxWebhookSecret,
} from '../../providers/payments/sandbox/sandbox-provider';
import { signWebhookPayload } from '../../providers/payments/webhook-signature';
import { expireHolds } from './expire-holds';
import { guestPurchaseRateRules, HOLD_BEFORE_CARD_MS, HOLD_WITH_CARD_MS } from './purchase-rules';

let t: TestApp;
let companyId: string;
const db = () => t.deps.database.db;
let n = 0;
const randomEmail = () => `made-up-${++n}-${Math.random().toString(36).slice(2)}@example.test`;

beforeAll(async () => {
  t = await buildTestApp();
  companyId = await insertSellingCompany(db());
});
afterAll(() => t.close());

const guestBuy = (
  campaignId: string,
  { botCheck, remoteAddress = '203.0.113.77' }: { botCheck?: string; remoteAddress?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    remoteAddress,
    payload: {
      campaignId,
      slot: 1,
      guest: { email: randomEmail(), ukConfirmed: true },
      ...(botCheck ? { botCheck } : {}),
    },
  });

async function stepOneSlots(campaignId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
  return campaignDetailSchema.parse(res.json()).slotStatuses[0]!;
}

async function customerBought(campaignId: string, card?: string) {
  const { cookie } = await newSignedInBuyer(t.app, db(), randomEmail());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    payload: { campaignId, slot: 1 },
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  const purchase = createPurchaseResponseSchema.parse(res.json());
  if (card) {
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
      payload: { clientSecret: purchase.clientSecret, cardNumber: card },
    });
  }
  return { purchase, cookie };
}

const heldReservation = async (paymentId: string) =>
  (
    await db().select().from(budgetReservations).where(eq(budgetReservations.paymentId, paymentId))
  )[0]!;

const stepOneLeft = async (campaignId: string) =>
  (await db().select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!
    .salesValueLeft1Pence;

describe('guest purchases cannot hold a campaign', () => {
  it('needs the bot check, once per solution', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const none = await guestBuy(campaignId, { remoteAddress: '203.0.113.60' });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe(BOT_CHECK_FAILED);
    const solution = await solveBotCheck(t.app);
    const first = await guestBuy(campaignId, {
      botCheck: solution,
      remoteAddress: '203.0.113.61',
    });
    expect(first.statusCode, first.body).toBe(201);
    const replayed = await guestBuy(campaignId, {
      botCheck: solution,
      remoteAddress: '203.0.113.62',
    });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().error.message).toBe(BOT_CHECK_FAILED);
  });

  it('50 requests with made-up emails from one address cannot make a campaign look sold out', async () => {
    // Step 1 holds five £25 vouchers: five open card forms would sell it out.
    const campaignId = await insertLiveCampaign(db(), companyId, { salesValueLeft1Pence: 12_500 });
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await guestBuy(campaignId, { botCheck: await solveBotCheck(t.app) });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.message).toBe(RATE_LIMITED);
    }
    const held = statuses.filter((s) => s === 201).length;
    expect(held).toBe(guestPurchaseRateRules.perCampaignAndIp.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - held);
    expect(await stepOneSlots(campaignId)).toEqual([
      SLOT_AVAILABLE,
      SLOT_AVAILABLE,
      expect.any(Number),
    ]);
    // A real customer still buys.
    const { purchase } = await customerBought(campaignId);
    expect(purchase.step).toBe(1);
  });

  it('a hold is short until the card is submitted: then it lasts while the bank decides', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId, { salesValueLeft1Pence: 5_000 });
    const before = Date.now();
    const idle = await customerBought(campaignId);
    const withCard = await customerBought(campaignId, SANDBOX_CARDS.authentication);
    expect(await stepOneSlots(campaignId)).not.toContain(SLOT_AVAILABLE);

    const idleHold = await heldReservation(idle.purchase.paymentId);
    expect(idleHold.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + HOLD_BEFORE_CARD_MS);
    expect(idleHold.expiresAt.getTime()).toBeGreaterThanOrEqual(before + HOLD_BEFORE_CARD_MS);

    // The provider's event for the submitted card (awaiting 3-D Secure) lengthens its hold to
    // HOLD_WITH_CARD_MS after the purchase.
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, withCard.purchase.paymentId));
    const longest = payment!.createdAt.getTime() + HOLD_WITH_CARD_MS;
    await expect
      .poll(async () => (await heldReservation(withCard.purchase.paymentId)).expiresAt.getTime(), {
        timeout: 10_000,
      })
      .toBe(longest);

    // Past the short hold, the sweep releases the form nobody paid with; the card's stays held.
    await db()
      .update(budgetReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(budgetReservations.paymentId, idle.purchase.paymentId));
    await expireHolds(t.app.ctx);
    expect((await heldReservation(idle.purchase.paymentId)).status).toBe('released');
    expect((await heldReservation(withCard.purchase.paymentId)).status).toBe('held');
    expect(await stepOneLeft(campaignId)).toBe(2_500);
    expect((await stepOneSlots(campaignId))[0]).toBe(SLOT_AVAILABLE);
  });
});

describe('the webhook checks the amount received', () => {
  const deliver = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(
          body,
          sandboxWebhookSecret(t.deps.config.authSecret),
        ),
      },
    });
  const withReceived = (purchase: CreatePurchaseResponse, amount: number, currency = 'gbp') =>
    successEvent(`evt_amount_${++n}`, purchase)
      .replace(`"amount_received":${purchase.totalPence}`, `"amount_received":${amount}`)
      .replace('"currency":"gbp"', `"currency":"${currency}"`);

  it.each([
    ['less than the amount due', (p: CreatePurchaseResponse) => withReceived(p, p.totalPence - 1)],
    ['in another currency', (p: CreatePurchaseResponse) => withReceived(p, p.totalPence, 'eur')],
  ])('a success %s issues no voucher and sets the payment aside for review', async (_, event) => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { purchase, cookie } = await customerBought(campaignId);
    const res = await deliver(event(purchase));
    expect(res.statusCode).toBe(200);
    const issued = await db()
      .select()
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    expect(issued).toHaveLength(0);
    const [payment] = await db().select().from(payments).where(eq(payments.id, purchase.paymentId));
    expect(payment!.status).toBe('needs_review');
    expect((await heldReservation(purchase.paymentId)).status).toBe('released');
    expect(await stepOneLeft(campaignId)).toBe(100_000);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/purchases/${purchase.paymentId}/status`,
      headers: { cookie },
    });
    expect(paymentProgressSchema.parse(status.json())).toMatchObject({
      status: 'payment_failed',
      voucherCode: null,
      error: PAYMENT_NEEDS_REVIEW,
    });
    // The right amount for the same payment later (a retried event) does not issue it either.
    expect((await deliver(successEvent(`evt_amount_${++n}`, purchase))).statusCode).toBe(200);
    expect(
      await db().select().from(vouchers).where(eq(vouchers.paymentId, purchase.paymentId)),
    ).toHaveLength(0);
  });
});
