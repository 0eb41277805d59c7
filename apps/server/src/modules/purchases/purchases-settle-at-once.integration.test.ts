import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurchaseResponseSchema } from '@stepup/contracts';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import {
  and,
  campaigns,
  count,
  eq,
  inArray,
  mailOutbox,
  payments,
  sql,
  voucherEvents,
  vouchers,
  webhookEndpoints,
} from '@stepup/db';
import { SLOT_SOLD_OUT, VOUCHER_CODE_PATTERN } from '@stepup/domain';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { SANDBOX_CARDS } from '../../providers/payments/sandbox/sandbox-provider';

// ADR 042: the sandbox delivers a payment's event to the webhook's use case as it happens, as
// Stripe posts it, so the pay call answers with the voucher issued. No job runs in this process
// (RUN_JOBS=false): whatever is here right after the pay call was not done by a job.

let t: TestApp;
let companyId: string;
const db = () => t.deps.database.db;
let buyerCount = 0;
const nextEmail = () => `settle-at-once${++buyerCount}@example.test`;

beforeAll(async () => {
  t = await buildTestApp({ env: { RUN_JOBS: 'false' } });
  companyId = await insertSellingCompany(db(), { contactEmail: 'sales@brewbake.test' });
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function buy(campaignId: string, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    payload: { campaignId, slot: 1, buyFor: 'self' },
    headers: { cookie },
  });
}

async function pay(purchase: CreatePurchaseResponse) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
    payload: { clientSecret: purchase.clientSecret, cardNumber: SANDBOX_CARDS.succeeds },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: string }>();
}

async function campaignRow(id: string) {
  const [row] = await db().select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

describe('a sandbox payment settles as it arrives', () => {
  it('the voucher, its messages and the sale exist when the pay call answers, with no job running', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const email = nextEmail();
    const buyer = await newSignedInBuyer(t.app, db(), email);
    const res = await buy(campaignId, buyer.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const purchase = createPurchaseResponseSchema.parse(res.json());
    // Counted with the budget it took: the campaign row is written once per sale.
    expect((await campaignRow(campaignId)).salesCount).toBe(1);

    expect((await pay(purchase)).status).toBe('succeeded');

    const [payment] = await db().select().from(payments).where(eq(payments.id, purchase.paymentId));
    expect(payment!.status).toBe('succeeded');
    const issued = await db().select().from(vouchers).where(eq(vouchers.paymentId, payment!.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]!.code).toMatch(VOUCHER_CODE_PATTERN);
    const after = await campaignRow(campaignId);
    expect(after.salesCount).toBe(1);
    expect(after.salesValueLeft1Pence).toBe(100000 - 2500);
    const [confirmations] = await db()
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'voucher-confirmation')));
    expect(confirmations!.n).toBe(1);
  });

  it('12 buyers at once for a budget of 4: exactly 4 vouchers, all issued when their pay calls answer', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId, { salesValueLeft1Pence: 10000 });
    const buyers = [];
    for (let i = 0; i < 12; i++) buyers.push(await newSignedInBuyer(t.app, db(), nextEmail()));

    const outcomes = await Promise.all(
      buyers.map(async (buyer) => {
        const res = await buy(campaignId, buyer.cookie);
        if (res.statusCode !== 201) return res.json<{ error: { message: string } }>().error.message;
        return (await pay(createPurchaseResponseSchema.parse(res.json()))).status;
      }),
    );
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(4);
    expect(outcomes.filter((o) => o !== 'succeeded')).toEqual(Array(8).fill(SLOT_SOLD_OUT));
    const [issued] = await db()
      .select({ n: count() })
      .from(vouchers)
      .where(eq(vouchers.campaignId, campaignId));
    expect(issued!.n).toBe(4);
    const after = await campaignRow(campaignId);
    expect(after.salesValueLeft1Pence).toBe(0);
    expect(after.salesCount).toBe(4);
  });

  it('records the sale’s event as dispatched, with no job, when the company has no shop and no webhook', async () => {
    const campaignId = await insertLiveCampaign(db(), companyId);
    const buyer = await newSignedInBuyer(t.app, db(), nextEmail());
    const res = await buy(campaignId, buyer.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const purchase = createPurchaseResponseSchema.parse(res.json());
    expect((await pay(purchase)).status).toBe('succeeded');

    const [voucher] = await db()
      .select({ id: vouchers.id, paymentDate: vouchers.paymentDate })
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    const [event] = await db()
      .select()
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, voucher!.id));
    expect(event).toMatchObject({ type: 'voucher.issued', dispatchedAt: voucher!.paymentDate });
    const jobs = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job
           where name = 'voucher-event-dispatch' and data->>'eventId' = ${event!.id}`,
    );
    expect(jobs.rows[0]!.n).toBe(0);
  });

  it('queues a sale’s messages, its event and its gift’s delivery in the sale’s own transaction: nothing is left to queue after the commit', async () => {
    // An enabled webhook endpoint: the sale's event has a subscriber to be dispatched to.
    await db().insert(webhookEndpoints).values({
      companyId,
      url: 'https://hooks.brewbake.test/stepup',
      secretEncrypted: 'not-used-here',
    });
    const campaignId = await insertLiveCampaign(db(), companyId);
    const email = nextEmail();
    const buyer = await newSignedInBuyer(t.app, db(), email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: {
        campaignId,
        slot: 1,
        buyFor: 'gift',
        gift: { name: 'Sam', email: 'sam-queued@example.test', message: 'Enjoy!' },
      },
      headers: { cookie: buyer.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const purchase = createPurchaseResponseSchema.parse(res.json());
    // A process that could queue nothing once the sale committed (stopped, or its database
    // connection lost right after the commit): only what the sale's transaction queued is there.
    const jobs = t.deps.services.jobs;
    const send = jobs.send;
    jobs.send = () => Promise.reject(new Error('the process stopped after the commit'));
    try {
      expect((await pay(purchase)).status).toBe('succeeded');
    } finally {
      jobs.send = send;
    }

    const [voucher] = await db()
      .select()
      .from(vouchers)
      .where(eq(vouchers.paymentId, purchase.paymentId));
    const mails = await db()
      .select({ id: mailOutbox.id, queuedAt: mailOutbox.queuedAt })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [email, 'sales@brewbake.test']));
    const [event] = await db()
      .select({ id: voucherEvents.id })
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, voucher!.id));
    const queued = (
      await db().execute<{ name: string; key: string }>(
        sql`select name, coalesce(data->>'outboxId', data->>'eventId', data->>'voucherId') as key
              from pgboss.job
             where name in ('send-mail', 'voucher-event-dispatch', 'gift-deliver')`,
      )
    ).rows;
    const queuedKeys = (name: string) =>
      queued.filter((job) => job.name === name).map((job) => job.key);
    // The buyer's gift confirmation and the company's sale notice, each queued and marked so (the
    // dispatch sweep leaves them alone).
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(mail.queuedAt).not.toBeNull();
      expect(queuedKeys('send-mail')).toContain(mail.id);
    }
    expect(queuedKeys('voucher-event-dispatch')).toContain(event!.id);
    expect(queuedKeys('gift-deliver')).toContain(voucher!.id);
  });
});
