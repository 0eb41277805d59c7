import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPurchaseResponseSchema,
  PAYMENT_CLIENT_SECRET_HEADER,
  paymentProgressSchema,
} from '@stepup/contracts';
import type { CreatePurchaseResponse, PaymentProgress } from '@stepup/contracts';
import {
  and,
  budgetReservations,
  campaigns,
  companies,
  count,
  eq,
  payments,
  processedWebhookEvents,
  sandboxPaymentIntents,
  vouchers,
} from '@stepup/db';
import {
  ANONYMOUS_UK_REQUIRED,
  CAMPAIGN_UNAVAILABLE,
  GUEST_ALREADY_BOUGHT,
  LADDER_COMPLETE,
  PAYMENT_STILL_PROCESSING,
  PURCHASE_LIMIT_REACHED,
  SLOT_SOLD_OUT,
  VOUCHER_CODE_PATTERN,
} from '@stepup/domain';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
  successEvent,
} from '../../../test/purchase-helpers';
import { solveBotCheck } from '../../../test/account-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  CARD_DECLINED,
  sandboxWebhookSecret,
  SANDBOX_CARDS,
} from '../../providers/payments/sandbox/sandbox-provider';
import { signWebhookPayload } from '../../providers/payments/webhook-signature';
import { insertPaymentWithReservation } from './create-purchase';
import { expireHolds } from './expire-holds';
import { reconcilePayments } from './reconcile-payments';

let t: TestApp;
let companyId: string;
const db = () => t.deps.database.db;
let buyerCount = 0;
const nextEmail = () => `buyer${++buyerCount}@example.test`;

beforeAll(async () => {
  t = await buildTestApp();
  companyId = await insertSellingCompany(db());
});
afterAll(async () => {
  await t.close();
});

async function buy(payload: Record<string, unknown>, cookie?: string) {
  // A guest passes the bot check, as the customer site's guest form does.
  const botCheck = payload.guest && !cookie ? await solveBotCheck(t.app) : undefined;
  return t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    payload: { ...payload, botCheck },
    headers: cookie ? { cookie } : {},
  });
}

async function bought(payload: Record<string, unknown>, cookie?: string) {
  const res = await buy(payload, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return createPurchaseResponseSchema.parse(res.json());
}

async function payWith(purchase: CreatePurchaseResponse, card: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
    payload: { clientSecret: purchase.clientSecret, cardNumber: card },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: string; error: string | null }>();
}

async function progress(
  paymentId: string,
  auth: { cookie?: string; clientSecret?: string },
): Promise<{ statusCode: number; body: PaymentProgress | null }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/purchases/${paymentId}/status`,
    headers: {
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.clientSecret ? { [PAYMENT_CLIENT_SECRET_HEADER]: auth.clientSecret } : {}),
    },
  });
  return {
    statusCode: res.statusCode,
    body: res.statusCode === 200 ? paymentProgressSchema.parse(res.json()) : null,
  };
}

/** Polls the payment progress until it leaves 'created' (the sandbox's webhook job is async). */
async function settled(paymentId: string, auth: { cookie?: string; clientSecret?: string }) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { body } = await progress(paymentId, auth);
    if (body && body.status !== 'created') return body;
    if (Date.now() > deadline) throw new Error(`payment ${paymentId} still created`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function campaignRow(id: string) {
  const [row] = await db().select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

async function voucherCount(where: ReturnType<typeof eq>) {
  const [row] = await db().select({ n: count() }).from(vouchers).where(where);
  return row!.n;
}

const secret = () => sandboxWebhookSecret(t.deps.config.authSecret);

async function deliver(body: string, signature = signWebhookPayload(body, secret())) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('POST /api/purchases: pricing and reservation', () => {
  it('50 concurrent buyers against a step budget that fits 10: exactly 10 vouchers', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId, { salesValueLeft1Pence: 25000 });
    const buyers: Array<{ userId: string; cookie: string }> = [];
    for (let i = 0; i < 50; i++) buyers.push(await newSignedInBuyer(t.app, db(), nextEmail()));

    const replies = await Promise.all(
      buyers.map((b) => buy({ campaignId, slot: 1, buyFor: 'self' }, b.cookie)),
    );
    const created = replies.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(10);
    for (const refused of replies.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(SLOT_SOLD_OUT);
    }
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(0);

    const purchases = created.map((r) => createPurchaseResponseSchema.parse(r.json()));
    for (const p of purchases)
      expect((await payWith(p, SANDBOX_CARDS.succeeds)).status).toBe('succeeded');
    const buyerOf = new Map(
      created.map((r, i) => [purchases[i]!.paymentId, buyers[replies.indexOf(r)]!.cookie]),
    );
    for (const p of purchases) {
      const done = await settled(p.paymentId, { cookie: buyerOf.get(p.paymentId)! });
      expect(done.status).toBe('succeeded');
      expect(done.voucherCode).toMatch(VOUCHER_CODE_PATTERN);
    }
    expect(await voucherCount(eq(vouchers.campaignId, campaignId))).toBe(10);
    const after = await campaignRow(campaignId);
    expect(after.salesValueLeft1Pence).toBe(0);
    expect(after.salesCount).toBe(10);
    const reservations = await db()
      .select({ status: budgetReservations.status })
      .from(budgetReservations)
      .where(eq(budgetReservations.campaignId, campaignId));
    expect(reservations.map((r) => r.status)).toEqual(Array(10).fill('committed'));
  });

  it('the guarded reservation alone (no check before it): 50 racing, 10 win, budget at 0', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId, { salesValueLeft2Pence: 50000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        insertPaymentWithReservation(
          db(),
          {
            id: randomUUID(),
            provider: 'sandbox',
            amountPence: 4250,
            voucherAmountPence: 4250,
            guestEmail: `race${i}@example.test`,
            campaignId,
            companyId,
            step: 2,
            slot: 1,
            faceValuePence: 5000,
            discount: 15,
          },
          { step: 2, amountPence: 5000, expiresAt: new Date(Date.now() + 60_000) },
        ),
      ),
    );
    expect(results.filter((r) => r === 'created')).toHaveLength(10);
    expect(results.filter((r) => r === 'sold-out')).toHaveLength(40);
    expect((await campaignRow(campaignId)).salesValueLeft2Pence).toBe(0);
    const [held] = await db()
      .select({ n: count() })
      .from(budgetReservations)
      .where(eq(budgetReservations.campaignId, campaignId));
    expect(held!.n).toBe(10);
  });

  it('ignores a tampered price: the amount charged is the server’s', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail(), { giftingFeePence: 199 });
    const purchase = await bought(
      {
        campaignId,
        slot: 3,
        buyFor: 'gift',
        gift: { name: 'Sam', email: 'sam@example.test', message: 'Enjoy!' },
        amountPence: 1,
        price: 1,
        voucherPrice: 1,
        giftingPrice: 0,
        totalPence: 1,
        discount: 95,
      },
      cookie,
    );
    // £100 at step 1 (10 %) = £90.00, plus the customer's own £1.99 gifting fee.
    expect(purchase).toMatchObject({
      step: 1,
      slot: 3,
      faceValuePence: 10000,
      discount: 10,
      voucherPricePence: 9000,
      giftingFeePence: 199,
      totalPence: 9199,
      status: 'created',
    });
    const [intent] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, purchase.paymentIntentId));
    expect(intent).toMatchObject({
      amountPence: 9199,
      applicationFeePence: 199,
      connectedAccountId: 'acct_sandbox_brewbake',
    });
    expect(intent!.metadata.paymentId).toBe(purchase.paymentId);
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(90000);
  });

  it('sells the next step at its price, refuses a completed ladder and a ninth purchase', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie, userId } = await newSignedInBuyer(t.app, db(), nextEmail());
    const base = {
      campaignId,
      companyId,
      buyerUserId: userId,
      slot: 0,
      faceValuePence: 2500,
      pricePaidPence: 2250,
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    // Seven cancelled step-1 purchases and a live one: level 2, seven purchases before this.
    let n = 0;
    const code = () => `TEST-${String(++n).padStart(4, '0')}-${userId.slice(0, 2)}`;
    await db()
      .insert(vouchers)
      .values(
        Array.from({ length: 6 }, () => ({
          ...base,
          code: code(),
          step: 1,
          discount: 10,
          cancelledAt: new Date(),
        })),
      );
    await db()
      .insert(vouchers)
      .values({ ...base, code: code(), step: 1, discount: 10 });
    const step2 = await bought({ campaignId, slot: 2 }, cookie);
    expect(step2).toMatchObject({ step: 2, discount: 15, faceValuePence: 5000, totalPence: 4250 });

    // An eighth purchase issued: the ninth is refused whatever the step.
    await db()
      .insert(vouchers)
      .values({ ...base, code: code(), step: 2, discount: 15 });
    const ninth = await buy({ campaignId, slot: 1 }, cookie);
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().error.message).toBe(PURCHASE_LIMIT_REACHED);

    const other = await newSignedInBuyer(t.app, db(), nextEmail());
    for (const step of [1, 2, 3]) {
      await db()
        .insert(vouchers)
        .values({
          ...base,
          buyerUserId: other.userId,
          code: `DONE-${step}00-${other.userId.slice(0, 2)}`,
          step,
          discount: 5 + 5 * step,
        });
    }
    const complete = await buy({ campaignId, slot: 1 }, other.cookie);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().error.message).toBe(LADDER_COMPLETE);
  });

  it('refuses with the words of docs/product.md when the company is offline or has no payments account', async () => {
    const offline = await insertSellingCompany(db(), {
      name: 'Closed Cafe',
      currentStatus: 'offline',
    });
    const noAccount = await insertSellingCompany(db(), { name: 'No Pay', paymentAccountId: null });
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
    for (const company of [offline, noAccount]) {
      const campaignId = await insertLiveCampaign(db(), company);
      const res = await buy({ campaignId, slot: 1 }, cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(CAMPAIGN_UNAVAILABLE);
      expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(100000);
      const [made] = await db()
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.campaignId, campaignId));
      expect(made!.n).toBe(0);
    }
    await db().update(companies).set({ currentStatus: 'online' }).where(eq(companies.id, offline));
  });
});

describe('starting again', () => {
  it("a buyer's new purchase cancels their open one: one reservation, the old intent unpayable", async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
    const first = await bought({ campaignId, slot: 3 }, cookie);
    const second = await bought({ campaignId, slot: 1 }, cookie);
    expect(second.step).toBe(1);
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(100000 - 2500);
    expect((await progress(first.paymentId, { cookie })).body!.status).toBe('payment_failed');
    expect((await payWith(first, SANDBOX_CARDS.succeeds)).status).toBe('canceled');
    await payWith(second, SANDBOX_CARDS.succeeds);
    expect((await settled(second.paymentId, { cookie })).status).toBe('succeeded');
    expect(await voucherCount(eq(vouchers.campaignId, campaignId))).toBe(1);
  });

  it('a double click: two racing requests of one buyer make one payment', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => buy({ campaignId, slot: 1 }, cookie)),
    );
    const [open] = await db()
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.campaignId, campaignId), eq(payments.status, 'created')));
    expect(open!.n).toBe(1);
    expect(replies.some((r) => r.statusCode === 201)).toBe(true);
    for (const r of replies.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe(PAYMENT_STILL_PROCESSING);
    }
    // Every budget taken by a refused or replaced request was given back.
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(100000 - 2500);
  });

  it('an open payment already paid is issued first, and the new purchase is at the next step', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
    const first = await bought({ campaignId, slot: 1 }, cookie);
    // Paid at the provider, its event not yet handled.
    await db()
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(sandboxPaymentIntents.id, first.paymentIntentId));
    const next = await bought({ campaignId, slot: 1 }, cookie);
    expect(next).toMatchObject({ step: 2, discount: 15 });
    expect((await progress(first.paymentId, { cookie })).body!.status).toBe('succeeded');
  });
});

describe('sandbox cards and the webhook', () => {
  it('a declined card: payment_failed, reservation released, no voucher', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
    const purchase = await bought({ campaignId, slot: 2 }, cookie);
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(95000);
    expect(await payWith(purchase, '4000 0000 0000 0002')).toMatchObject({
      status: 'canceled',
      error: CARD_DECLINED,
    });
    const done = await settled(purchase.paymentId, { cookie });
    expect(done).toMatchObject({
      status: 'payment_failed',
      voucherCode: null,
      error: CARD_DECLINED,
    });
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(100000);
    expect(await voucherCount(eq(vouchers.paymentId, purchase.paymentId))).toBe(0);
    const [reservation] = await db()
      .select()
      .from(budgetReservations)
      .where(eq(budgetReservations.paymentId, purchase.paymentId));
    expect(reservation!.status).toBe('released');
    // The card number is nowhere but its last four digits.
    const [intent] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, purchase.paymentIntentId));
    expect(intent!.cardLast4).toBe('0002');
    expect(JSON.stringify(intent)).not.toContain('4000000000000002');
  });

  it('the authentication card asks for the challenge, then succeeds (or fails)', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const a = await newSignedInBuyer(t.app, db(), nextEmail());
    const purchase = await bought({ campaignId, slot: 1 }, a.cookie);
    expect((await payWith(purchase, SANDBOX_CARDS.authentication)).status).toBe('requires_action');
    expect((await progress(purchase.paymentId, { cookie: a.cookie })).body!.status).toBe('created');
    const challenge = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/challenge`,
      payload: { clientSecret: purchase.clientSecret, outcome: 'complete' },
    });
    expect(challenge.json().status).toBe('succeeded');
    const done = await settled(purchase.paymentId, { cookie: a.cookie });
    expect(done.status).toBe('succeeded');
    expect(done.voucherCode).toMatch(VOUCHER_CODE_PATTERN);

    const b = await newSignedInBuyer(t.app, db(), nextEmail());
    const failing = await bought({ campaignId, slot: 1 }, b.cookie);
    await payWith(failing, SANDBOX_CARDS.authentication);
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${failing.paymentIntentId}/challenge`,
      payload: { clientSecret: failing.clientSecret, outcome: 'fail' },
    });
    expect((await settled(failing.paymentId, { cookie: b.cookie })).status).toBe('payment_failed');
    expect(await voucherCount(eq(vouchers.paymentId, failing.paymentId))).toBe(0);
  });

  it('every success delivered 5 times, shuffled and at once: one voucher each', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const purchases: CreatePurchaseResponse[] = [];
    for (let i = 0; i < 6; i++) {
      const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
      purchases.push(await bought({ campaignId, slot: 1 }, cookie));
    }
    const deliveries = purchases.flatMap((p, i) => {
      const event = successEvent(`evt_dupe_${i}`, p);
      // A second event for the same payment (as a late retry of another kind would be).
      const other = successEvent(`evt_other_${i}`, p);
      return [...Array<string>(5).fill(event), other];
    });
    const replies = await Promise.all(shuffle(deliveries).map((body) => deliver(body)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(deliveries.length).fill(200));
    for (const p of purchases) {
      expect(await voucherCount(eq(vouchers.paymentId, p.paymentId))).toBe(1);
    }
    const after = await campaignRow(campaignId);
    expect(after.salesCount).toBe(6);
    expect(after.salesValueLeft1Pence).toBe(100000 - 6 * 2500);
  });

  it('a success after the reservation was released: issued, the budget taken again if it can be', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId, { salesValueLeft1Pence: 5000 });
    const a = await newSignedInBuyer(t.app, db(), nextEmail());
    const b = await newSignedInBuyer(t.app, db(), nextEmail());
    const first = await bought({ campaignId, slot: 1 }, a.cookie);
    const second = await bought({ campaignId, slot: 1 }, b.cookie);
    await db()
      .update(budgetReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(budgetReservations.campaignId, campaignId));
    await expireHolds(t.app.ctx);
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(5000);

    // Paid after all (the provider's cancel lost the race): the voucher is still issued.
    expect((await deliver(successEvent('evt_late_1', first))).statusCode).toBe(200);
    expect(await voucherCount(eq(vouchers.paymentId, first.paymentId))).toBe(1);
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(2500);

    // Someone else takes the rest of the budget; a late success then cannot take it again.
    const c = await newSignedInBuyer(t.app, db(), nextEmail());
    await bought({ campaignId, slot: 1 }, c.cookie);
    expect((await deliver(successEvent('evt_late_2', second))).statusCode).toBe(200);
    expect(await voucherCount(eq(vouchers.paymentId, second.paymentId))).toBe(1);
    const after = await campaignRow(campaignId);
    expect(after.salesValueLeft1Pence).toBe(0);
    const [row] = await db().select().from(payments).where(eq(payments.id, second.paymentId));
    expect(row!.status).toBe('succeeded');
    expect(row!.error).toMatch(/budget could not cover it/);
  });

  it('a bad signature: 400 and nothing changes', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
    const purchase = await bought({ campaignId, slot: 1 }, cookie);
    const body = successEvent('evt_forged', purchase);
    const [before] = await db().select({ n: count() }).from(processedWebhookEvents);
    for (const signature of [
      signWebhookPayload(body, 'whsec_not_the_secret'),
      signWebhookPayload(body.replace('"succeeded"', '"succeeded" '), secret()),
      signWebhookPayload(body, secret(), Math.floor(Date.now() / 1000) - 3600),
      'garbage',
    ]) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(400);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    const [after] = await db().select({ n: count() }).from(processedWebhookEvents);
    expect(after!.n).toBe(before!.n);
    expect((await progress(purchase.paymentId, { cookie })).body!.status).toBe('created');
    expect(await voucherCount(eq(vouchers.paymentId, purchase.paymentId))).toBe(0);
  });
});

describe('guests and payment progress', () => {
  it('a guest buys step 1 and sees only their own code', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const guest = { email: 'Guest.One@example.test', ukConfirmed: true };
    const noUk = await buy({ campaignId, slot: 1, guest: { ...guest, ukConfirmed: false } });
    expect(noUk.statusCode).toBe(422);
    expect(noUk.json().error.message).toBe(ANONYMOUS_UK_REQUIRED);

    const mine = await bought({ campaignId, slot: 1, guest });
    expect(mine.step).toBe(1);
    const theirs = await bought({
      campaignId,
      slot: 1,
      guest: { email: 'guest.two@example.test', ukConfirmed: true },
    });
    await payWith(mine, SANDBOX_CARDS.succeeds);
    await payWith(theirs, SANDBOX_CARDS.succeeds);
    const done = await settled(mine.paymentId, { clientSecret: mine.clientSecret });
    expect(done.voucherCode).toMatch(VOUCHER_CODE_PATTERN);
    const theirCode = (await settled(theirs.paymentId, { clientSecret: theirs.clientSecret }))
      .voucherCode;
    expect(theirCode).not.toBe(done.voucherCode);
    // One guest purchase per email per campaign, whatever the case of the address.
    const again = await buy({
      campaignId,
      slot: 2,
      guest: { ...guest, email: 'guest.one@EXAMPLE.test' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(GUEST_ALREADY_BOUGHT);

    // Another's secret, no secret, or a signed-in stranger: not found.
    expect((await progress(mine.paymentId, { clientSecret: theirs.clientSecret })).statusCode).toBe(
      404,
    );
    expect((await progress(mine.paymentId, {})).statusCode).toBe(404);
    // The secret in the query string (where logs and history would keep it) proves nothing.
    const inQuery = await t.app.inject({
      method: 'GET',
      url: `/api/purchases/${mine.paymentId}/status?clientSecret=${encodeURIComponent(mine.clientSecret)}`,
    });
    expect(inQuery.statusCode).toBe(404);
    const stranger = await newSignedInBuyer(t.app, db(), nextEmail());
    expect((await progress(mine.paymentId, { cookie: stranger.cookie })).statusCode).toBe(404);
    const [issued] = await db()
      .select()
      .from(vouchers)
      .where(eq(vouchers.paymentId, mine.paymentId));
    expect(issued).toMatchObject({
      guestEmail: 'Guest.One@example.test',
      buyerUserId: null,
      step: 1,
    });
  });
});

describe('jobs: reconciliation and expiry', () => {
  it('a lost webhook: reconciliation asks the provider and issues the paid voucher', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
    const purchase = await bought({ campaignId, slot: 1 }, cookie);
    // Paid at the provider, but no event ever arrived.
    await db()
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(sandboxPaymentIntents.id, purchase.paymentIntentId));
    await reconcilePayments(t.app.ctx);
    expect((await progress(purchase.paymentId, { cookie })).body!.status).toBe('created'); // too recent
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.id, purchase.paymentId));
    await reconcilePayments(t.app.ctx);
    await reconcilePayments(t.app.ctx);
    const done = await progress(purchase.paymentId, { cookie });
    expect(done.body!.status).toBe('succeeded');
    expect(await voucherCount(eq(vouchers.paymentId, purchase.paymentId))).toBe(1);
  });

  it('an abandoned payment past its reservation gives the budget back', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail());
    const purchase = await bought({ campaignId, slot: 3 }, cookie);
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(90000);
    await expireHolds(t.app.ctx);
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(90000);
    await db()
      .update(budgetReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(budgetReservations.paymentId, purchase.paymentId));
    await expireHolds(t.app.ctx);
    await expireHolds(t.app.ctx);
    expect((await campaignRow(campaignId)).salesValueLeft1Pence).toBe(100000);
    expect((await progress(purchase.paymentId, { cookie })).body!.status).toBe('payment_failed');
  });
});
