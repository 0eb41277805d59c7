import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, user, vouchers } from '@stepup/db';
import { BOT_CHECK_FAILED, WRONG_USER_DATA } from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import { actorOf, visitor } from '../../../test/actors';
import { solveBotCheck } from '../../../test/account-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
  successEvent,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { sandboxWebhookSecret } from '../../providers/payments/sandbox/sandbox-provider';
import { signWebhookPayload } from '../../providers/payments/webhook-signature';
import { createPurchase } from './create-purchase';
import { purchaseStatus } from './purchase-status';
import { settlePaymentEvent } from './settle-payment-event';

// The purchase flow's use cases called as a job or another module would: a built actor, no
// cookie, no HTTP; the provider's event signed as the card provider signs it.
let t: TestApp;
let ctx: AppContext;
let campaignId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = t.app.ctx;
  const { db } = t.deps.database;
  const companyId = await insertSellingCompany(db);
  campaignId = await insertLiveCampaign(db, companyId, { name: 'Tea Club' });
  await newSignedInBuyer(t.app, db, 'ada@example.test');
  await db.insert(user).values({
    name: 'Shop Owner',
    email: 'owner@shop.test',
    emailVerified: true,
    audience: 'business',
    role: 'user',
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const signed = (body: string) =>
  signWebhookPayload(body, sandboxWebhookSecret(t.deps.config.authSecret));

const voucherOf = async (paymentId: string) =>
  t.deps.database.db.select().from(vouchers).where(eq(vouchers.paymentId, paymentId));

describe('purchase use cases with a built actor', () => {
  it('a customer buys, the signed success event issues the voucher once, and the buyer sees it', async () => {
    const customer = await actorOf(ctx, 'ada@example.test');
    const purchase = await createPurchase(ctx, customer, {
      campaignId,
      slot: 1,
      buyFor: 'self',
    });
    expect(purchase).toMatchObject({ status: 'created', step: 1, faceValuePence: 2500 });
    expect(await voucherOf(purchase.paymentId)).toHaveLength(0);

    const body = successEvent('evt_use_case_1', purchase);
    await settlePaymentEvent(ctx, body, signed(body));
    // The same event again (a redelivery) issues nothing more.
    await settlePaymentEvent(ctx, body, signed(body));
    const issued = await voucherOf(purchase.paymentId);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ campaignId, faceValuePence: 2500, step: 1 });

    const status = await purchaseStatus(ctx, customer, { paymentId: purchase.paymentId });
    expect(status).toMatchObject({ status: 'succeeded', voucherCode: issued[0]!.code });
    // Anyone else, without the client secret, is told it does not exist.
    await expect(
      purchaseStatus(ctx, visitor(), { paymentId: purchase.paymentId }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('an unsigned event is refused and changes nothing', async () => {
    const customer = await actorOf(ctx, 'ada@example.test');
    const purchase = await createPurchase(ctx, customer, { campaignId, slot: 2, buyFor: 'self' });
    const body = successEvent('evt_use_case_forged', purchase);
    await expect(settlePaymentEvent(ctx, body, undefined)).rejects.toMatchObject({
      code: 'bad_request',
    });
    expect(await voucherOf(purchase.paymentId)).toHaveLength(0);
  });

  it('a visitor buys as a guest only with a solved bot check', async () => {
    const guest = { email: 'guest@example.test', ukConfirmed: true };
    await expect(
      createPurchase(ctx, visitor('203.0.113.21'), { campaignId, slot: 1, buyFor: 'self', guest }),
    ).rejects.toMatchObject({ code: 'forbidden', message: BOT_CHECK_FAILED });

    const purchase = await createPurchase(ctx, visitor('203.0.113.21'), {
      campaignId,
      slot: 1,
      buyFor: 'self',
      guest,
      botCheck: await solveBotCheck(t.app),
    });
    const body = successEvent('evt_use_case_guest', purchase);
    await settlePaymentEvent(ctx, body, signed(body));
    const [voucher] = await voucherOf(purchase.paymentId);
    expect(voucher).toMatchObject({ guestEmail: 'guest@example.test', buyerUserId: null });
    // The guest's browser holds the client secret.
    const status = await purchaseStatus(ctx, visitor('203.0.113.21'), {
      paymentId: purchase.paymentId,
      clientSecret: purchase.clientSecret,
    });
    expect(status).toMatchObject({ status: 'succeeded', voucherCode: voucher!.code });
  });

  it('refuses a business account (403) before touching the campaign', async () => {
    const owner = await actorOf(ctx, 'owner@shop.test');
    expect(owner.kind).toBe('business');
    await expect(
      createPurchase(ctx, owner, { campaignId: 'no-such-campaign', slot: 1, buyFor: 'self' }),
    ).rejects.toMatchObject({ code: 'forbidden', message: WRONG_USER_DATA });
  });
});
