import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPurchaseResponseSchema,
  PAYMENT_CLIENT_SECRET_HEADER,
  paymentProgressSchema,
  walletSchema,
} from '@stepup/contracts';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import type { DevMail } from '@stepup/contracts';
import { companyMembers, eq, mailOutbox, user, vouchers } from '@stepup/db';
import { formatGiftDate } from '@stepup/domain';
import { newVerifiedCustomer, solveBotCheck, waitForMail } from '../../../test/account-helpers';
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
import { dispatchUnqueuedMailJob } from '../../jobs/dispatch-unqueued-mail';
import { until } from '../../../test/until';
import { createMailer } from '../mail/mailer';
import { createPurchaseNotices } from './purchase-notices';

let t: TestApp;
let companyId: string;
const db = () => t.deps.database.db;
const COMPANY_MAIL = 'sales@brewbake.test';
let n = 0;
const nextEmail = (who: string) => `${who}${++n}@example.test`;

beforeAll(async () => {
  t = await buildTestApp();
  companyId = await insertSellingCompany(db(), { contactEmail: COMPANY_MAIL });
});
afterAll(async () => {
  await t.close();
});

async function bought(payload: Record<string, unknown>, cookie?: string) {
  // A guest passes the bot check, as the customer site's guest form does.
  const botCheck = payload.guest && !cookie ? await solveBotCheck(t.app) : undefined;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    payload: { ...payload, botCheck },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return createPurchaseResponseSchema.parse(res.json());
}

/** Pays with the sandbox's success card and waits for the voucher (the webhook job is async). */
async function paid(purchase: CreatePurchaseResponse) {
  const pay = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
    payload: { clientSecret: purchase.clientSecret, cardNumber: SANDBOX_CARDS.succeeds },
  });
  expect(pay.statusCode, pay.body).toBe(200);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/purchases/${purchase.paymentId}/status`,
      headers: { [PAYMENT_CLIENT_SECRET_HEADER]: purchase.clientSecret },
    });
    const body = paymentProgressSchema.parse(res.json());
    if (body.status === 'succeeded') return body;
    if (body.status === 'payment_failed' || Date.now() > deadline) {
      throw new Error(`payment ended ${body.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function mailTo(to: string, template: string): Promise<DevMail[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/mail?to=${encodeURIComponent(to)}`,
  });
  return (res.json() as { mail: DevMail[] }).mail.filter((m) => m.template === template);
}

async function voucherOf(paymentId: string) {
  const [row] = await db().select().from(vouchers).where(eq(vouchers.paymentId, paymentId));
  return row!;
}

describe('messages of a sale', () => {
  it("sends the buyer their code and the company a sale notice, once each, and the company's notice names the buyer by first name", async () => {
    const email = nextEmail('self');
    const { cookie } = await newSignedInBuyer(t.app, db(), email, { name: 'Priya Shah' });
    const campaignId = await insertLiveCampaign(db(), companyId, { name: 'Coffee Club' });
    const purchase = await bought({ campaignId, slot: 2, buyFor: 'self' }, cookie);
    const { voucherCode } = await paid(purchase);

    const [confirmation] = await waitForMail(t.app, email, { template: 'voucher-confirmation' });
    expect(confirmation!.text).toContain(voucherCode!);
    expect(confirmation!.text).toContain('£50.00');
    expect(confirmation!.links).toContain('https://www.stepup.test/for-me');
    const sales = await waitForMail(t.app, COMPANY_MAIL, { template: 'sale-notice' });
    const notice = sales.find((m) => m.subject.includes('Coffee Club'));
    expect(notice!.text).toContain('Priya just bought a £50.00 voucher of Coffee Club for £45.00');
    // The company is told about the sale, never the code.
    expect(notice!.text).not.toContain(voucherCode!);

    // The success event arrives again, under other ids (a provider's retries): nothing new.
    for (const id of ['evt_again_1', 'evt_again_2']) {
      const body = successEvent(id, purchase);
      const res = await t.app.inject({
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
      expect(res.statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailTo(email, 'voucher-confirmation')).toHaveLength(1);
    expect(
      (await mailTo(COMPANY_MAIL, 'sale-notice')).filter((m) => m.subject.includes('Coffee Club')),
    ).toHaveLength(1);
  });

  it('sends a sale notice to the owners when the company has no contact address', async () => {
    const ownerEmail = nextEmail('owner');
    const [owner] = await db()
      .insert(user)
      .values({ name: 'Owner', email: ownerEmail, emailVerified: true, audience: 'business' })
      .returning();
    const quietCompany = await insertSellingCompany(db(), { name: 'Quiet Co' });
    await db()
      .insert(companyMembers)
      .values({ companyId: quietCompany, userId: owner!.id, roleInCompany: 'owner' });
    const campaignId = await insertLiveCampaign(db(), quietCompany);
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail('self'));
    await paid(await bought({ campaignId, slot: 1 }, cookie));
    const [notice] = await waitForMail(t.app, ownerEmail, { template: 'sale-notice' });
    expect(notice!.text).toContain('Hello Quiet Co,');
  });
});

/** A new buyer's paid gift to `recipient`, booked for `deliverAt`: its voucher. */
async function paidGift(recipient: string, deliverAt: Date) {
  const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail('giver'));
  const campaignId = await insertLiveCampaign(db(), companyId);
  const purchase = await bought(
    {
      campaignId,
      slot: 1,
      buyFor: 'gift',
      gift: {
        name: 'Kim',
        email: recipient,
        message: 'For later',
        deliverAt: deliverAt.toISOString(),
      },
    },
    cookie,
  );
  await paid(purchase);
  return voucherOf(purchase.paymentId);
}

describe('gifts', () => {
  it('tells the buyer at once, emails the recipient once at the chosen time (not before), then tells the buyer it went', async () => {
    const buyer = nextEmail('giver');
    const recipient = nextEmail('friend');
    const { cookie } = await newSignedInBuyer(t.app, db(), buyer, { name: 'Sam Taylor' });
    const campaignId = await insertLiveCampaign(db(), companyId);
    const deliverAt = new Date(Date.now() + 2 * 60 * 60_000);
    deliverAt.setUTCSeconds(0, 0);
    const purchase = await bought(
      {
        campaignId,
        slot: 1,
        buyFor: 'gift',
        gift: {
          name: 'Alex',
          email: recipient,
          message: 'Happy birthday!\nLove, Sam',
          deliverAt: deliverAt.toISOString(),
        },
      },
      cookie,
    );
    await paid(purchase);
    const voucher = await voucherOf(purchase.paymentId);
    expect(voucher.giftDeliverAt?.toISOString()).toBe(deliverAt.toISOString());

    const [booked] = await waitForMail(t.app, buyer, { template: 'gift-purchase' });
    expect(booked!.text).toContain(formatGiftDate(deliverAt));
    expect(booked!.text).not.toContain(voucher.code);
    // Not yet due: neither the queued job nor the sweep sends it.
    await t.deps.services.notices.deliverDueGifts();
    expect(await mailTo(recipient, 'gift-delivery')).toHaveLength(0);

    // At its time, five workers race for it (the queued job, sweeps of several processes).
    const atTime = createPurchaseNotices({
      db: db(),
      mailer: t.deps.services.mailer,
      jobs: t.deps.services.jobs,
      webUrl: 'https://www.stepup.test',
      businessUrl: 'https://business.stepup.test',
      now: () => new Date(deliverAt.getTime() + 1_000),
    });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => atTime.deliverGift(voucher.id)),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    await atTime.deliverDueGifts();

    const [gift] = await waitForMail(t.app, recipient, { template: 'gift-delivery' });
    expect(gift!.subject).toBe('Sam Taylor sent you a £25.00 Brew & Bake voucher');
    expect(gift!.text).toContain(voucher.code);
    expect(gift!.text).toContain('Happy birthday!\nLove, Sam');
    const [sent] = await waitForMail(t.app, buyer, { template: 'gift-sent' });
    expect(sent!.subject).toBe('Your gift to Alex has been sent');
    expect(sent!.text).toContain(recipient);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mailTo(recipient, 'gift-delivery')).toHaveLength(1);
    expect(await mailTo(buyer, 'gift-sent')).toHaveLength(1);

    // The buyer's wallet shows it GIFTED, with the recipient's details and no code.
    const wallet = walletSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json(),
    );
    const row = wallet.vouchers.find((v) => v.id === voucher.id);
    expect(row).toMatchObject({ status: 'gifted', gift: { name: 'Alex', email: recipient } });
  });

  it('delivers a gift with no date at once, through its queued job', async () => {
    const recipient = nextEmail('now');
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail('giver'));
    const campaignId = await insertLiveCampaign(db(), companyId);
    const purchase = await bought(
      {
        campaignId,
        slot: 1,
        buyFor: 'gift',
        gift: { name: 'Robin', email: recipient, message: 'Enjoy' },
      },
      cookie,
    );
    await paid(purchase);
    const [gift] = await waitForMail(t.app, recipient, { template: 'gift-delivery' });
    expect(gift!.text).toContain((await voucherOf(purchase.paymentId)).code);
  });

  it('delivers a due gift whose queued job was lost (a restart): the state is the row, the sweep finds it', async () => {
    const recipient = nextEmail('later');
    const voucher = await paidGift(recipient, new Date(Date.now() + 365 * 24 * 60 * 60_000));
    // Its job is queued a year ahead; meanwhile the time passes (moved back here).
    await db()
      .update(vouchers)
      .set({ giftDeliverAt: new Date(Date.now() - 1_000) })
      .where(eq(vouchers.id, voucher.id));
    await t.deps.services.notices.deliverDueGifts();
    const [gift] = await waitForMail(t.app, recipient, { template: 'gift-delivery' });
    expect(gift!.text).toContain(voucher.code);
  });

  it("sends a gift's two emails within its delivery job; an email the transport refuses goes to the send-mail retry", async () => {
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const delivered: string[] = [];
    const noticesWith = (deliver: (to: string) => Promise<void>) =>
      createPurchaseNotices({
        db: db(),
        mailer: createMailer(db(), t.deps.services.jobs, {
          kind: 'smtp',
          deliver: ({ to }) => deliver(to),
        }),
        jobs: t.deps.services.jobs,
        webUrl: 'https://www.stepup.test',
        businessUrl: 'https://business.stepup.test',
        now: () => new Date(later.getTime() + 1_000),
      });
    const outboxOf = async (to: string) =>
      db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

    // Delivered by the time the job's work returns: no send-mail job was queued for them.
    const recipient = nextEmail('inline');
    const gift = await paidGift(recipient, later);
    await noticesWith(async (to) => void delivered.push(to)).deliverGift(gift.id);
    expect(delivered).toContain(recipient);
    expect(delivered).toHaveLength(2);
    const [sentRow] = await outboxOf(recipient);
    expect(sentRow).toMatchObject({ status: 'sent', queuedAt: null });

    // Refused: the attempt is recorded and the send-mail job (this app's transport) sends it.
    const refusedTo = nextEmail('refused');
    const refusedGift = await paidGift(refusedTo, later);
    await noticesWith(() => Promise.reject(new Error('421 try later'))).deliverGift(refusedGift.id);
    const [refusedRow] = await outboxOf(refusedTo);
    expect(refusedRow!.queuedAt).not.toBeNull();
    expect(refusedRow!.lastError).toBe('421 try later');
    await until(async () => (await outboxOf(refusedTo))[0]!.status === 'sent');
  });

  it('delivers a batch of gifts whose one email the transport refuses: the others once each, that one through its retry, nothing again when the batch runs twice', async () => {
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const recipients = [nextEmail('batch'), nextEmail('batch-refused'), nextEmail('batch')];
    const gifts = [];
    for (const recipient of recipients) gifts.push(await paidGift(recipient, later));
    const sent: string[] = [];
    const notices = createPurchaseNotices({
      db: db(),
      mailer: createMailer(db(), t.deps.services.jobs, {
        kind: 'smtp',
        deliver: async ({ to }) => {
          if (to === recipients[1]) throw new Error('421 try later');
          sent.push(to);
        },
      }),
      jobs: t.deps.services.jobs,
      webUrl: 'https://www.stepup.test',
      businessUrl: 'https://business.stepup.test',
      now: () => new Date(later.getTime() + 1_000),
    });
    const ids = gifts.map((gift) => gift.id);

    expect((await notices.deliverGifts(ids)).sort()).toEqual([...ids].sort());
    // The batch's job ran again (a retry after a crash, a second worker): nothing is claimed.
    expect(await notices.deliverGifts(ids)).toEqual([]);

    expect(sent.filter((to) => to === recipients[0])).toHaveLength(1);
    expect(sent.filter((to) => to === recipients[2])).toHaveLength(1);
    // Three "your gift was sent" emails, one per buyer (each gift has its own buyer here).
    expect(sent).toHaveLength(5);
    const rowsOf = async (to: string) =>
      db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
    for (const to of [recipients[0]!, recipients[2]!]) {
      expect(await rowsOf(to)).toMatchObject([{ status: 'sent', attempts: 1, queuedAt: null }]);
    }
    // The refused one: its attempt recorded, then sent once by the send-mail job.
    await until(async () => (await rowsOf(recipients[1]!))[0]!.status === 'sent');
    const [refused] = await rowsOf(recipients[1]!);
    expect(refused).toMatchObject({ lastError: '421 try later', attempts: 2 });
    expect(await mailTo(recipients[1]!, 'gift-delivery')).toHaveLength(1);
  });

  it('refuses incomplete recipient details with the message of docs/product.md', async () => {
    const { cookie } = await newSignedInBuyer(t.app, db(), nextEmail('giver'));
    const campaignId = await insertLiveCampaign(db(), companyId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { cookie },
      payload: { campaignId, slot: 1, buyFor: 'gift', gift: { name: 'A', email: 'a@b.test' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Please complete recipient details');
  });
});

describe('guests', () => {
  it('emails the guest their code, and the vouchers join the account once that email signs up and is verified', async () => {
    const email = nextEmail('guest');
    const campaignId = await insertLiveCampaign(db(), companyId);
    const purchase = await bought({
      campaignId,
      slot: 1,
      guest: { email, ukConfirmed: true },
    });
    const progress = await paid(purchase);
    expect(progress.guestEmail).toBe(email);
    const [confirmation] = await waitForMail(t.app, email, { template: 'voucher-confirmation' });
    expect(confirmation!.text).toContain(progress.voucherCode!);
    expect(confirmation!.links).toContain(
      `https://www.stepup.test/signup?email=${encodeURIComponent(email)}`,
    );

    const cookie = await newVerifiedCustomer(t.app, { email, password: 'Guest-Password-1' });
    const wallet = walletSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json(),
    );
    expect(wallet.vouchers.map((v) => v.code)).toEqual([progress.voucherCode]);
    // Step 1 bought as a guest counts: the next purchase of the campaign is step 2.
    const next = await bought({ campaignId, slot: 1 }, cookie);
    expect(next.step).toBe(2);
  });

  it("does not give a guest's vouchers to an account of another address", async () => {
    const email = nextEmail('guest');
    const campaignId = await insertLiveCampaign(db(), companyId);
    await paid(await bought({ campaignId, slot: 1, guest: { email, ukConfirmed: true } }));
    const cookie = await newVerifiedCustomer(t.app, {
      email: nextEmail('other'),
      password: 'Other-Password-1',
    });
    const wallet = walletSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json(),
    );
    expect(wallet.vouchers).toHaveLength(0);
  });
});

describe('mail outbox', () => {
  it('queues a message a crash left unqueued after its transaction committed', async () => {
    const to = nextEmail('stranded');
    const id = await db().transaction((tx) =>
      t.deps.services.mailer.write(tx, to, 'voucher-confirmation', {
        subject: 'Stranded',
        text: 'x',
        html: '<p>x</p>',
      }),
    );
    // The sweep, five minutes later.
    await dispatchUnqueuedMailJob.handle(
      { db: db(), mailer: t.deps.services.mailer, clock: () => new Date(Date.now() + 5 * 60_000) },
      {},
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (row!.status === 'sent') break;
      if (Date.now() > deadline) throw new Error('stranded mail not sent');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
