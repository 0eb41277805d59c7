import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, voucherEvents, voucherHolds, vouchers } from '@stepup/db';
import type { AppContext } from '../../context/app-context';
import { actorOf } from '../../../test/actors';
import { insertVoucher } from '../../../test/company-helpers';
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
import { createPurchase } from '../purchases/create-purchase';
import { settlePaymentEvent } from '../purchases/settle-payment-event';
import { useVoucherOnce } from '../redemption/use-voucher';
import { dispatchVoucherEvent } from './dispatch';

// The voucher events outbox (ADR 035): each change writes its event in its own transaction,
// exactly once, and a dispatched event is not dispatched again.
let t: TestApp;
let ctx: AppContext;
let companyId: string;
let campaignId: string;
let buyerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = t.app.ctx;
  const { db } = t.deps.database;
  companyId = await insertSellingCompany(db);
  campaignId = await insertLiveCampaign(db, companyId, { name: 'Tea Club' });
  ({ userId: buyerId } = await newSignedInBuyer(t.app, db, 'ada@example.test'));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const eventsOf = (voucherId: string) =>
  t.deps.database.db.select().from(voucherEvents).where(eq(voucherEvents.voucherId, voucherId));

const aVoucher = async () => {
  const code = await insertVoucher(t.deps.database.db, {
    campaignId,
    companyId,
    buyerUserId: buyerId,
    faceValuePence: 2500,
  });
  const [row] = await t.deps.database.db.select().from(vouchers).where(eq(vouchers.code, code));
  return row!;
};

describe('voucher events', () => {
  it('an issued voucher has one voucher.issued event, however often the payment event comes', async () => {
    const customer = await actorOf(ctx, 'ada@example.test');
    const purchase = await createPurchase(ctx, customer, { campaignId, slot: 1, buyFor: 'self' });
    const body = successEvent('evt_outbox_1', purchase);
    const signature = signWebhookPayload(body, sandboxWebhookSecret(t.deps.config.authSecret));
    await settlePaymentEvent(ctx, body, signature);
    await settlePaymentEvent(ctx, body, signature);
    const [voucher] = await t.deps.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    const events = await eventsOf(voucher!.id);
    expect(events.map((e) => e.type)).toEqual(['voucher.issued']);
    expect(events[0]!.companyId).toBe(companyId);
  });

  it('of two racing uses one wins, records where it was used and writes one voucher.redeemed', async () => {
    const voucher = await aVoucher();
    const use = (channel: 'till' | 'api') =>
      t.deps.database.db.transaction((tx) =>
        useVoucherOnce(tx, {
          companyId,
          code: voucher.code,
          at: new Date(),
          channel,
          orderRef: channel === 'api' ? '#1001' : null,
        }),
      );
    const results = await Promise.all([use('till'), use('api')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [used] = await t.deps.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, voucher.id));
    const events = await eventsOf(voucher.id);
    expect(events.map((e) => e.type)).toEqual(['voucher.redeemed']);
    expect(events[0]!.data).toEqual({
      channel: used!.usedChannel,
      siteId: null,
      orderRef: used!.usedOrderRef,
    });
  });

  it("a held code is used only by its hold's redemption while the hold lasts", async () => {
    const voucher = await aVoucher();
    const now = new Date();
    const [hold] = await t.deps.database.db
      .insert(voucherHolds)
      .values({ voucherId: voucher.id, companyId, expiresAt: new Date(now.getTime() + 60_000) })
      .returning();
    const use = (holdId: string | null) =>
      t.deps.database.db.transaction((tx) =>
        useVoucherOnce(tx, { companyId, code: voucher.code, at: now, channel: 'api', holdId }),
      );
    expect(await use(null)).toBeNull();
    expect(await use(hold!.id)).not.toBeNull();
  });

  it('a dispatched event is marked once and not dispatched again', async () => {
    const voucher = await aVoucher();
    const used = await t.deps.database.db.transaction((tx) =>
      useVoucherOnce(tx, { companyId, code: voucher.code, at: new Date(), channel: 'till' }),
    );
    await dispatchVoucherEvent(ctx, used!.eventId);
    const [first] = await eventsOf(voucher.id);
    expect(first!.dispatchedAt).toBeInstanceOf(Date);
    await dispatchVoucherEvent(ctx, used!.eventId);
    const [again] = await eventsOf(voucher.id);
    expect(again!.dispatchedAt).toEqual(first!.dispatchedAt);
  });
});
