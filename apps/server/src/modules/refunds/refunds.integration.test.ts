import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  and,
  auditLog,
  budgetReservations,
  campaigns,
  companies,
  disputes,
  eq,
  ilike,
  mailOutbox,
  payments,
  refunds,
  vouchers,
} from '@stepup/db';
import {
  CANCEL_ALREADY_CANCELLED,
  CANCEL_FROZEN,
  CANCEL_USED,
  CANCEL_WINDOW_PASSED,
  REFUND_NOTHING_LEFT,
  VOUCHER_FROZEN,
  VOUCHER_NOT_FOUND,
} from '@stepup/domain';
import { buildApp } from '../../app';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { actorOf, visitor } from '../../../test/actors';
import { newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  SANDBOX_CARDS,
  sandboxWebhookSecret,
} from '../../providers/payments/sandbox/sandbox-provider';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';
import { signWebhookPayload } from '../../providers/payments/webhook-signature';
import { createPurchase } from '../purchases/create-purchase';
import { settlePaymentEvent } from '../purchases/settle-payment-event';
import { redeemVoucher } from '../redemption/service';
import { getWallet } from '../wallet/service';
import { askProviderForRefund, REFUND_ATTEMPTS } from './ask-provider';
import { cancelSale } from './cancel-sale';
import { cancelVoucher } from './cancel-voucher';
import { refundPayment } from './refund-payment';
import { sweepPendingRefunds } from './sweep-pending-refunds';
import { makeAdmin } from '../../../test/admin-helpers';

// The refund engine end to end (ADR 028): the use cases with built actors, the sandbox provider,
// the real job queue (the refund job, the sandbox's webhook deliveries) and the mail outbox.
let t: TestApp;
let business: FastifyInstance;
let web: AppContext;
let biz: AppContext;
let sandbox: SandboxProvider;
let companyId: string;
let otherCompanyId: string;
let adaCookie: string;
let ownerCookie: string;

const DAY = 86_400_000;
// Purchases and refunds go through the job queue (sandbox webhooks, the refund job).
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  web = t.app.ctx;
  biz = business.ctx;
  sandbox = t.deps.services.sandboxPayments!;
  const { db } = t.deps.database;
  ({ companyId, cookie: ownerCookie } = await newCompanyUser(
    business,
    db,
    'owner@brew.test',
    'Brew & Bake',
  ));
  ({ companyId: otherCompanyId } = await newCompanyUser(business, db, 'owner@other.test', 'Other'));
  await db
    .update(companies)
    .set({
      status: 'approved',
      currentStatus: 'online',
      paymentAccountId: 'acct_sandbox_brewbake',
      paymentsEnabled: true,
      contactEmail: 'hello@brew.test',
    })
    .where(eq(companies.id, companyId));
  ({ cookie: adaCookie } = await newSignedInBuyer(t.app, db, 'ada@example.test', {
    name: 'Ada Lovelace',
  }));
  await newSignedInBuyer(t.app, db, 'grace@example.test', { name: 'Grace Hopper' });
  await newCompanyUser(business, db, 'admin@stepup.test', 'Admin Scratch Ltd');
  await makeAdmin(db, 'admin@stepup.test', { twoFactorEnabled: true });
}, 90_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const db = () => t.deps.database.db;

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A fresh campaign of the company (each test its own budget and purchase count). */
const aCampaign = () => insertLiveCampaign(db(), companyId, { name: `Tea ${Math.random()}` });

/** The customer buys with the sandbox's good card; answers once the voucher is issued. */
async function buy(
  email: string,
  campaignId: string,
  input: { buyFor?: 'self' | 'gift'; slot?: 1 | 2 | 3 } = {},
) {
  const customer = await actorOf(web, email);
  const purchase = await createPurchase(web, customer, {
    campaignId,
    slot: input.slot ?? 1,
    buyFor: input.buyFor ?? 'self',
    ...(input.buyFor === 'gift'
      ? { gift: { name: 'Grace Hopper', email: 'grace.gift@example.test', message: 'Enjoy!' } }
      : {}),
  } as Parameters<typeof createPurchase>[2]);
  await sandbox.confirmCard(
    purchase.paymentIntentId,
    purchase.clientSecret,
    SANDBOX_CARDS.succeeds,
  );
  const voucher = await waitFor('the voucher', async () => {
    const [row] = await db()
      .select()
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    return row;
  });
  return { purchase, voucher, paymentId: purchase.paymentId };
}

const refundsOf = (paymentId: string) =>
  db().select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
const voucherRow = async (id: string) =>
  (await db().select().from(vouchers).where(eq(vouchers.id, id)))[0]!;
const paymentRow = async (id: string) =>
  (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
/** The mail to `to` of one kind: 'refund-buyer' is either of its emails (cancelled or partial). */
const mailTo = (to: string, template: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), ilike(mailOutbox.template, `${template}%`)));
const allSucceeded = (paymentId: string, n: number) =>
  waitFor(`${n} refunds succeeded`, async () => {
    const rows = await refundsOf(paymentId);
    return rows.length === n && rows.every((r) => r.status === 'succeeded') && rows;
  });

const signed = (body: string) =>
  signWebhookPayload(body, sandboxWebhookSecret(t.deps.config.authSecret));
const deliver = (body: string) => settlePaymentEvent(web, body, signed(body));

function disputeEvent(
  eventId: string,
  type: 'created' | 'updated' | 'closed',
  status: string,
  purchase: { paymentIntentId: string; totalPence: number },
  disputeId: string,
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: `charge.dispute.${type}`,
    created: Math.floor(Date.now() / 1000),
    account: 'acct_sandbox_brewbake',
    data: {
      object: {
        id: disputeId,
        object: 'dispute',
        charge: `ch_${purchase.paymentIntentId.replace(/^pi_/, '')}`,
        payment_intent: purchase.paymentIntentId,
        amount: purchase.totalPence,
        status,
        reason: 'fraudulent',
        created: Math.floor(Date.now() / 1000),
      },
    },
  });
}

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

const owner = () => actorOf(biz, 'owner@brew.test', { ip: '198.51.100.20' });

describe('the customer cancels within 14 days', () => {
  it('cancels at once, refunds everything paid, gives the step budget back and tells everyone once', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId, purchase } = await buy('ada@example.test', campaignId);
    const [before] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(before!.salesValueLeft1Pence).toBe(100000 - 2500);

    const ada = await actorOf(web, 'ada@example.test');
    const levelOnPage = async () =>
      (
        await t.app.inject({ url: `/api/campaigns/${campaignId}`, headers: { cookie: adaCookie } })
      ).json().campaign.viewerLevel;
    expect(await levelOnPage()).toBe(2);
    // The wallet offers the cancellation for everything paid, until 14 days after paying.
    const offered = (await getWallet(web, ada)).vouchers.find((v) => v.id === voucher.id)!;
    expect(offered.refundablePence).toBe(purchase.totalPence);
    expect(offered.cancellableUntil).not.toBeNull();
    const answer = await cancelVoucher(web, ada, { voucherId: voucher.id });
    // The loyalty rule: a cancelled step does not count, so the campaign page shows step 1 again.
    expect(await levelOnPage()).toBe(1);
    expect(answer.refund).toMatchObject({
      amountPence: purchase.totalPence,
      requestedBy: 'customer',
      cancelsVoucher: true,
    });
    // The code stops working at once, before the provider answers.
    expect((await voucherRow(voucher.id)).cancelledAt).not.toBeNull();
    expect((await voucherRow(voucher.id)).cancelledBy).toBe('customer');

    const [refund] = await allSucceeded(paymentId, 1);
    expect(refund!.providerRefundId).toMatch(/^re_/);
    expect((await paymentRow(paymentId)).amountRefundedPence).toBe(purchase.totalPence);
    expect(await voucherRow(voucher.id)).toMatchObject({ refundPence: purchase.totalPence });
    const [after] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(after!.salesValueLeft1Pence).toBe(100000);
    const [reservation] = await db()
      .select()
      .from(budgetReservations)
      .where(eq(budgetReservations.paymentId, paymentId));
    expect(reservation!.status).toBe('released');

    // The job's answer and the sandbox's charge.refunded both recorded it: one message each.
    await waitFor(
      'the messages',
      async () => (await mailTo('hello@brew.test', 'refund-company')).length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailTo('ada@example.test', 'refund-buyer')).toHaveLength(1);
    expect(await mailTo('hello@brew.test', 'refund-company')).toHaveLength(1);
    const log = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, paymentId), eq(auditLog.action, 'voucher.cancelled')));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorLabel: 'ada@example.test' });
    // The interaction log shows what changed: everything refunded, the voucher cancelled.
    expect(log[0]!.data).toMatchObject({
      amountPence: purchase.totalPence,
      before: { refundedOrPendingPence: 0, voucherCancelled: false },
      after: { refundedOrPendingPence: purchase.totalPence, voucherCancelled: true },
    });

    await expect(cancelVoucher(web, ada, { voucherId: voucher.id })).rejects.toMatchObject({
      code: 'conflict',
      message: CANCEL_ALREADY_CANCELLED,
    });
    // And the next purchase is step 1 again.
    const again = await createPurchase(web, ada, { campaignId, slot: 1, buyFor: 'self' });
    expect(again.step).toBe(1);
  });

  it('refuses on day 15 and after the voucher was used', async () => {
    const campaignId = await aCampaign();
    const { voucher } = await buy('ada@example.test', campaignId);
    const ada = await actorOf(web, 'ada@example.test');
    const later = { ...web, clock: () => new Date(voucher.paymentDate.getTime() + 14 * DAY) };
    await expect(cancelVoucher(later, ada, { voucherId: voucher.id })).rejects.toMatchObject({
      code: 'conflict',
      message: CANCEL_WINDOW_PASSED,
    });
    await db().update(vouchers).set({ usedAt: new Date() }).where(eq(vouchers.id, voucher.id));
    await expect(cancelVoucher(web, ada, { voucherId: voucher.id })).rejects.toMatchObject({
      message: CANCEL_USED,
    });
    expect(await refundsOf(voucher.paymentId!)).toHaveLength(0);
  });

  it('lets only the buyer cancel (a gift too); anyone else is refused', async () => {
    const campaignId = await aCampaign();
    const { voucher } = await buy('ada@example.test', campaignId, { buyFor: 'gift' });
    // The gift reaches its recipient first (delivered at once); one cancelled before its delivery
    // is simply never sent.
    await waitFor('the gift delivered', async () => (await voucherRow(voucher.id)).giftDeliveredAt);
    const grace = await actorOf(web, 'grace@example.test');
    await expect(cancelVoucher(web, grace, { voucherId: voucher.id })).rejects.toMatchObject({
      code: 'not_found',
      message: VOUCHER_NOT_FOUND,
    });
    await expect(cancelVoucher(web, visitor(), { voucherId: voucher.id })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(
      cancelVoucher(web, await owner(), { voucherId: voucher.id }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    const ada = await actorOf(web, 'ada@example.test');
    const answer = await cancelVoucher(web, ada, { voucherId: voucher.id });
    expect(answer.refund.cancelsVoucher).toBe(true);
    await allSucceeded(voucher.paymentId!, 1);
    // The recipient had the code: they are told it no longer works.
    await waitFor(
      'the recipient told',
      async () => (await mailTo('grace.gift@example.test', 'gift-cancelled')).length === 1,
    );
  });
});

describe('the company cancels a sale', () => {
  it("refuses staff, another company's owner and an admin without a fresh identity confirmation", async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId } = await buy('grace@example.test', campaignId);
    const input = { voucherId: voucher.id, reason: 'Closed for refurbishment' };
    const ownerActor = (await owner()) as Extract<Actor, { kind: 'business' }>;
    const staff: Actor = {
      ...ownerActor,
      company: { ...ownerActor.company!, role: 'staff', isOwner: false },
    };
    await expect(cancelSale(biz, staff, input)).rejects.toMatchObject({ code: 'forbidden' });
    const other = await actorOf(biz, 'owner@other.test');
    await expect(cancelSale(biz, other, input)).rejects.toMatchObject({ code: 'not_found' });
    await expect(cancelSale(biz, visitor(), input)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    const admin = await actorOf(biz, 'admin@stepup.test');
    await expect(
      refundPayment(biz, admin, {
        paymentId,
        amountPence: 100,
        cancelVoucher: false,
        reason: 'Goodwill',
      }),
    ).rejects.toMatchObject({ code: 'reauthentication_required' });
    expect(otherCompanyId).not.toBe(companyId);

    const answer = await cancelSale(biz, ownerActor, input);
    expect(answer.refund).toMatchObject({
      requestedBy: 'company',
      reason: 'Closed for refurbishment',
    });
    await allSucceeded(paymentId, 1);
    expect(await voucherRow(voucher.id)).toMatchObject({
      cancelledBy: 'company',
      cancelReason: 'Closed for refurbishment',
    });
  });

  it('a redeem racing a cancel: exactly one wins', async () => {
    const campaignId = await aCampaign();
    const { voucher } = await buy('grace@example.test', campaignId);
    const till = await owner();
    const results = await Promise.allSettled([
      redeemVoucher(biz, till, { code: voucher.code }),
      cancelSale(biz, till, { voucherId: voucher.id, reason: 'Customer asked us' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const row = await voucherRow(voucher.id);
    expect(Boolean(row.usedAt) !== Boolean(row.cancelledAt)).toBe(true);
  });

  it('the buyer and the company cancelling at once: one cancellation, one refund', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId } = await buy('ada@example.test', campaignId);
    const ada = await actorOf(web, 'ada@example.test');
    const results = await Promise.allSettled([
      cancelVoucher(web, ada, { voucherId: voucher.id }),
      cancelSale(biz, await owner(), { voucherId: voucher.id, reason: 'Customer asked us' }),
      cancelVoucher(web, ada, { voucherId: voucher.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await allSucceeded(paymentId, 1);
    expect((await paymentRow(paymentId)).amountRefundedPence).toBe(
      (await paymentRow(paymentId)).amountCapturedPence,
    );
  });
});

describe('an admin refunds', () => {
  it('half, then the rest exactly; a third is refused; a partial refund keeps the voucher valid', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId, purchase } = await buy('ada@example.test', campaignId);
    const admin = await actorOf(biz, 'admin@stepup.test', { identityConfirmedAt: new Date() });
    const half = Math.floor(purchase.totalPence / 2);
    const first = await refundPayment(biz, admin, {
      paymentId,
      amountPence: half,
      cancelVoucher: false,
      reason: 'Late delivery goodwill',
    });
    expect(first).toMatchObject({ amountPence: half, status: 'pending', cancelsVoucher: false });
    await allSucceeded(paymentId, 1);
    expect(await voucherRow(voucher.id)).toMatchObject({ cancelledAt: null, refundPence: half });
    await expect(
      refundPayment(biz, admin, {
        paymentId,
        amountPence: purchase.totalPence,
        cancelVoucher: true,
        reason: 'Too much',
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
    const rest = purchase.totalPence - half;
    await refundPayment(biz, admin, {
      paymentId,
      amountPence: rest,
      cancelVoucher: true,
      reason: 'Customer complaint',
    });
    await expect(
      refundPayment(biz, admin, {
        paymentId,
        amountPence: 1,
        cancelVoucher: false,
        reason: 'More',
      }),
    ).rejects.toMatchObject({ code: 'conflict', message: REFUND_NOTHING_LEFT });
    await allSucceeded(paymentId, 2);
    expect((await paymentRow(paymentId)).amountRefundedPence).toBe(purchase.totalPence);
    expect(await voucherRow(voucher.id)).toMatchObject({
      cancelledBy: 'admin',
      refundPence: purchase.totalPence,
    });
    const log = await db().select().from(auditLog).where(eq(auditLog.targetId, paymentId));
    expect(log.map((l) => l.action).sort()).toEqual(['payment.refunded', 'voucher.cancelled']);
  });

  it('in full leaving the voucher valid: the buyer can no longer cancel it for a refund', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId, purchase } = await buy('ada@example.test', campaignId);
    const admin = await actorOf(biz, 'admin@stepup.test', { identityConfirmedAt: new Date() });
    await refundPayment(biz, admin, {
      paymentId,
      amountPence: purchase.totalPence,
      cancelVoucher: false,
      reason: 'Goodwill, keep the voucher',
    });
    const ada = await actorOf(web, 'ada@example.test');
    await expect(cancelVoucher(web, ada, { voucherId: voucher.id })).rejects.toMatchObject({
      code: 'conflict',
      message: REFUND_NOTHING_LEFT,
    });
    expect((await voucherRow(voucher.id)).cancelledAt).toBeNull();
    await allSucceeded(paymentId, 1);
    // The wallet no longer offers a cancellation that would give nothing back.
    const row = (await getWallet(web, ada)).vouchers.find((v) => v.id === voucher.id)!;
    expect(row).toMatchObject({ status: 'unused', cancellableUntil: null, refundablePence: 0 });
    expect(row.refund).toEqual({ amountPence: purchase.totalPence, status: 'succeeded' });
  });
});

describe('what the provider tells us', () => {
  it('records a refund made only at the provider as a provider refund, and a full one cancels the voucher', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId, purchase } = await buy('ada@example.test', campaignId);
    await sandbox.createRefund({
      paymentIntentId: purchase.paymentIntentId,
      connectedAccountId: purchase.connectedAccountId,
      amountPence: purchase.totalPence,
      idempotencyKey: `dashboard-${paymentId}`,
      metadata: {},
    });
    const [refund] = await allSucceeded(paymentId, 1);
    expect(refund).toMatchObject({ requestedBy: 'provider', cancelsVoucher: true });
    expect(await voucherRow(voucher.id)).toMatchObject({ cancelledBy: 'provider' });
    const [after] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(after!.salesValueLeft1Pence).toBe(100000);
  });

  it('charge.refunded replayed 5 times, shuffled: one refund row, one message each', async () => {
    const campaignId = await aCampaign();
    const { paymentId, purchase } = await buy('grace@example.test', campaignId);
    const admin = await actorOf(biz, 'admin@stepup.test', { identityConfirmedAt: new Date() });
    await refundPayment(biz, admin, {
      paymentId,
      amountPence: 500,
      cancelVoucher: false,
      reason: 'Goodwill',
    });
    await allSucceeded(paymentId, 1);
    const charge = JSON.stringify({
      id: `evt_refunded_${paymentId}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      account: purchase.connectedAccountId,
      data: {
        object: {
          id: `ch_${purchase.paymentIntentId.replace(/^pi_/, '')}`,
          object: 'charge',
          payment_intent: purchase.paymentIntentId,
          amount: purchase.totalPence,
          amount_refunded: 500,
          refunded: false,
        },
      },
    });
    await Promise.all(shuffled(Array.from({ length: 5 }, () => charge)).map(deliver));
    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect((await paymentRow(paymentId)).amountRefundedPence).toBe(500);
    const buyerMails = (await mailTo('grace@example.test', 'refund-buyer')).filter((m) =>
      m.subject.startsWith('£5.00 refunded'),
    );
    expect(buyerMails).toHaveLength(1);
  });

  it('dispute events replayed 5 times and shuffled: frozen while open, cancelled when lost, told once each', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId, purchase } = await buy('ada@example.test', campaignId);
    const disputeId = `dp_${paymentId}`;
    const created = disputeEvent(
      `evt_dc_${paymentId}`,
      'created',
      'needs_response',
      purchase,
      disputeId,
    );
    await deliver(created);
    expect((await voucherRow(voucher.id)).frozenAt).not.toBeNull();
    const ada = await actorOf(web, 'ada@example.test');
    await expect(cancelVoucher(web, ada, { voucherId: voucher.id })).rejects.toMatchObject({
      message: CANCEL_FROZEN,
    });
    await expect(redeemVoucher(biz, await owner(), { code: voucher.code })).rejects.toMatchObject({
      code: 'conflict',
      message: VOUCHER_FROZEN,
    });

    const events = [
      created,
      disputeEvent(`evt_du_${paymentId}`, 'updated', 'under_review', purchase, disputeId),
      disputeEvent(`evt_dx_${paymentId}`, 'closed', 'lost', purchase, disputeId),
    ];
    // All at once, in any order (on PostgreSQL they really race for the payment's row).
    await Promise.all(
      shuffled(events.flatMap((e) => Array.from({ length: 5 }, () => e))).map(deliver),
    );
    const rows = await db().select().from(disputes).where(eq(disputes.paymentId, paymentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'lost' });
    expect(await voucherRow(voucher.id)).toMatchObject({ cancelledBy: 'dispute', frozenAt: null });
    expect(await refundsOf(paymentId)).toHaveLength(0);
    const opened = (await mailTo('hello@brew.test', 'dispute-opened')).filter((m) =>
      m.subject.includes(voucher.code),
    );
    const lost = (await mailTo('hello@brew.test', 'dispute-lost')).filter((m) =>
      m.subject.includes(voucher.code),
    );
    expect([opened.length, lost.length]).toEqual([1, 1]);
    // Logged once each, with the dispute's status before and after.
    const log = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, paymentId))
      .orderBy(auditLog.at);
    expect(log.map((l) => [l.action, l.data?.before, l.data?.after])).toEqual([
      ['payment.dispute_opened', { disputeStatus: null }, { disputeStatus: 'open' }],
      ['payment.dispute_lost', { disputeStatus: 'open' }, { disputeStatus: 'lost' }],
    ]);
  });

  it('a dispute delivered before the payment succeeded is retried, then freezes the voucher', async () => {
    const campaignId = await aCampaign();
    const ada = await actorOf(web, 'ada@example.test');
    const purchase = await createPurchase(web, ada, { campaignId, slot: 1, buyFor: 'self' });
    const early = disputeEvent(
      `evt_early_${purchase.paymentId}`,
      'created',
      'needs_response',
      purchase,
      `dp_${purchase.paymentId}`,
    );
    await expect(deliver(early)).rejects.toThrow();
    expect(
      await db().select().from(disputes).where(eq(disputes.paymentId, purchase.paymentId)),
    ).toHaveLength(0);
    await sandbox.confirmCard(
      purchase.paymentIntentId,
      purchase.clientSecret,
      SANDBOX_CARDS.succeeds,
    );
    const voucher = await waitFor('the voucher', async () => {
      const [row] = await db()
        .select()
        .from(vouchers)
        .where(eq(vouchers.paymentId, purchase.paymentId));
      return row;
    });
    await deliver(early);
    expect((await voucherRow(voucher.id)).frozenAt).not.toBeNull();
  });

  it('a dispute closed before it was seen opened ends the same; a won one unfreezes the voucher', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId, purchase } = await buy('grace@example.test', campaignId);
    const disputeId = `dp_${paymentId}`;
    const events = [
      disputeEvent(`evt_dc_${paymentId}`, 'created', 'warning_needs_response', purchase, disputeId),
      disputeEvent(`evt_dx_${paymentId}`, 'closed', 'won', purchase, disputeId),
    ];
    for (const body of [...events].reverse()) {
      for (let i = 0; i < 5; i++) await deliver(body);
    }
    const rows = await db().select().from(disputes).where(eq(disputes.paymentId, paymentId));
    expect(rows.map((r) => r.status)).toEqual(['won']);
    expect(await voucherRow(voucher.id)).toMatchObject({ frozenAt: null, cancelledAt: null });
  });
});

describe('the endpoints', () => {
  it("answer the buyer's and the owner's cancellations with the voucher and its refund", async () => {
    const campaignId = await aCampaign();
    const mine = await buy('ada@example.test', campaignId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/vouchers/${mine.voucher.id}/cancel`,
      headers: { cookie: adaCookie },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      voucherId: mine.voucher.id,
      refund: { status: 'pending', requestedBy: 'customer', amountPence: mine.purchase.totalPence },
    });

    const sold = await buy('ada@example.test', await aCampaign());
    const sale = await business.inject({
      method: 'POST',
      url: `/api/company/sales/${sold.voucher.id}/cancel`,
      headers: { cookie: ownerCookie },
      payload: { reason: '  ' },
    });
    expect(sale.statusCode).toBe(422);
    const cancelled = await business.inject({
      method: 'POST',
      url: `/api/company/sales/${sold.voucher.id}/cancel`,
      headers: { cookie: ownerCookie },
      payload: { reason: 'Closed for refurbishment' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund).toMatchObject({ requestedBy: 'company' });
    await allSucceeded(sold.paymentId, 1);
  });

  it('refuse a visitor (401) and answer 404 for an unknown voucher or payment', async () => {
    const id = 'no-such-voucher';
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/vouchers/${id}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode).toBe(401);
    const sale = await business.inject({
      method: 'POST',
      url: `/api/company/sales/${id}/cancel`,
      payload: { reason: 'Closed for refurbishment' },
    });
    expect(sale.statusCode).toBe(401);
    const refund = await business.inject({
      method: 'POST',
      url: `/api/admin/payments/${id}/refunds`,
      payload: { amountPence: 100, cancelVoucher: false, reason: 'Goodwill' },
    });
    expect(refund.statusCode).toBe(401);
    // Each site has only its own: the company's and the admin's are not on the customer site.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/company/sales/${id}/cancel`,
      payload: { reason: 'Closed for refurbishment' },
    });
    expect(elsewhere.statusCode).toBe(404);
    const admin = await actorOf(biz, 'admin@stepup.test', { identityConfirmedAt: new Date() });
    await expect(
      refundPayment(biz, admin, {
        paymentId: id,
        amountPence: 1,
        cancelVoucher: false,
        reason: 'Why',
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('the refund job', () => {
  it('gives up after REFUND_ATTEMPTS refusals of the provider: failed, logged and reported once', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId, purchase } = await buy('grace@example.test', campaignId);
    // More than was paid: the provider refuses it whatever the number of asks.
    const [refund] = await db()
      .insert(refunds)
      .values({
        paymentId,
        voucherId: voucher.id,
        amountPence: purchase.totalPence + 1,
        requestedBy: 'admin',
        reason: 'Too much',
      })
      .returning();
    const reported: Error[] = [];
    const ctx = { ...biz, report: (err: Error) => reported.push(err) };
    // Refused: thrown, so the queue retries later (an outage of the provider is not the end).
    for (let attempt = 1; attempt < REFUND_ATTEMPTS; attempt++) {
      await expect(askProviderForRefund(ctx, refund!.id)).rejects.toThrow();
    }
    expect((await refundsOf(paymentId))[0]).toMatchObject({ status: 'pending' });
    await askProviderForRefund(ctx, refund!.id);
    await askProviderForRefund(ctx, refund!.id);
    const [failed] = await refundsOf(paymentId);
    expect(failed).toMatchObject({ status: 'failed', attempts: REFUND_ATTEMPTS });
    expect(failed!.error).toBeTruthy();
    expect(reported).toHaveLength(1);
    const log = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, paymentId), eq(auditLog.action, 'refund.failed')));
    expect(log).toHaveLength(1);
    expect(log[0]!.data).toMatchObject({
      before: { refundStatus: 'pending' },
      after: { refundStatus: 'failed' },
    });
    expect((await paymentRow(paymentId)).amountRefundedPence).toBe(0);
  });

  it('the sweep asks again for a refund whose job was lost, and the provider refunds it once', async () => {
    const campaignId = await aCampaign();
    const { voucher, paymentId } = await buy('grace@example.test', campaignId);
    const [refund] = await db()
      .insert(refunds)
      .values({
        paymentId,
        voucherId: voucher.id,
        amountPence: 300,
        requestedBy: 'admin',
        reason: 'Lost job',
        createdAt: new Date(Date.now() - 2 * 60_000),
      })
      .returning();
    await sweepPendingRefunds(biz);
    await sweepPendingRefunds(biz);
    const [done] = await allSucceeded(paymentId, 1);
    expect(done!.id).toBe(refund!.id);
    // Asked again after it succeeded (a duplicate run): nothing more at the provider.
    await db().update(refunds).set({ status: 'pending' }).where(eq(refunds.id, refund!.id));
    await askProviderForRefund(biz, refund!.id);
    const atProvider = await sandbox.listRefunds(
      (await paymentRow(paymentId)).providerPaymentId!,
      'acct_sandbox_brewbake',
    );
    expect(atProvider).toHaveLength(1);
    expect((await paymentRow(paymentId)).amountRefundedPence).toBe(300);
  });
});
