import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomOfferResponseSchema, webhookDeliveriesSchema } from '@stepup/contracts';
import type { CreateCustomOfferResponse } from '@stepup/contracts';
import {
  and,
  companies,
  customOffers,
  eq,
  voucherEvents,
  vouchers,
  webhookDeliveries,
} from '@stepup/db';
import { buildApp } from '../../app';
import { newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { until } from '../../../test/until';

// Offer events through the outgoing webhooks (ADR 035, 037): a customer's offer reaching the
// company and the company's answer are written to the outbox with the offer's change and posted,
// signed, to the company's own receiver (a local stand-in) — only to a company that chose them,
// and never to another company.

let t: TestApp;
let business: FastifyInstance;
let ada: { userId: string; cookie: string };

interface Company {
  cookie: string;
  companyId: string;
  campaignId: string;
}
let brew: Company;
let quiet: Company;
let other: Company;

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}
const received: Received[] = [];
let receiver: http.Server;
let receiverUrl: string;

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  business.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A company that sells and takes offers on one campaign, with its webhook at /{path}. */
async function offerTakingCompany(email: string, name: string, events: string[], path: string) {
  const { cookie, companyId } = await newCompanyUser(business, db(), email, name);
  await db()
    .update(companies)
    .set({
      status: 'approved',
      currentStatus: 'online',
      paymentAccountId: `acct_sandbox_${path}`,
      paymentsEnabled: true,
      contactEmail: `hello@${path}.test`,
    })
    .where(eq(companies.id, companyId));
  const campaignId = await insertLiveCampaign(db(), companyId, {
    name: `${name} Offers`,
    customOffersEnabled: true,
  });
  const saved = await call('PUT', '/api/company/webhook', cookie, {
    url: `${receiverUrl}/${path}`,
    events,
    enabled: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { cookie, companyId, campaignId };
}

let address = 0;
/** Ada's offer with her card saved: pending, in the company's inbox. */
async function pendingOffer(campaignId: string): Promise<CreateCustomOfferResponse> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/custom-offers',
    remoteAddress: `10.78.0.${++address}`,
    payload: { campaignId, buyFor: 'self', faceValuePence: 4000, discount: 30 },
    headers: { cookie: ada.cookie },
  });
  expect(made.statusCode, made.body).toBe(201);
  const offer = createCustomOfferResponseSchema.parse(made.json());
  const confirm = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/setup-intents/${offer.intentId}/confirm`,
    payload: { clientSecret: offer.clientSecret, cardNumber: '4242424242424242' },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/custom-offers/${offer.offerId}/card-saved`,
    headers: { cookie: ada.cookie },
    payload: {},
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().status).toBe('pending');
  return offer;
}

const eventOf = async (offerId: string, type: string) => {
  const [row] = await db()
    .select()
    .from(voucherEvents)
    .where(
      and(eq(voucherEvents.offerId, offerId), eq(voucherEvents.type, type as 'offer.received')),
    );
  return row;
};
const postsTo = (path: string) => received.filter((r) => r.path === `/hooks/${path}`);
const postsOf = (eventId: string) => received.filter((r) => r.headers['webhook-id'] === eventId);

const secretOf = async (cookie: string) => {
  const res = await call('POST', '/api/company/webhook/secret', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().secret as string;
};

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  brew = await offerTakingCompany(
    'owner@brew-hooks.test',
    'Brew Hooks',
    ['offer.received', 'offer.declined'],
    'brew',
  );
  // Chose voucher events only.
  quiet = await offerTakingCompany(
    'owner@quiet-hooks.test',
    'Quiet Hooks',
    ['voucher.issued', 'voucher.redeemed'],
    'quiet',
  );
  // Takes every event of its own (none chosen = all), but none of Brew's.
  other = await offerTakingCompany('owner@other-hooks.test', 'Other Hooks', [], 'other');
  ada = await newSignedInBuyer(t.app, db(), 'ada.lovelace@example.test', {
    name: 'Ada Lovelace',
  });
}, 120_000);
afterAll(async () => {
  await business?.close();
  await t?.close();
  await new Promise((r) => receiver.close(r));
});

describe('offer events through the webhooks', () => {
  it('a customer’s offer posts a signed offer.received; the company’s no posts offer.declined', async () => {
    const offer = await pendingOffer(brew.campaignId);
    const received = (await eventOf(offer.offerId, 'offer.received'))!;
    expect(received).toMatchObject({ companyId: brew.companyId, voucherId: null });
    const [post] = await until(async () => postsOf(received.id).length > 0 && postsOf(received.id));
    expect(post!.path).toBe('/hooks/brew');
    const secret = await secretOf(brew.cookie);
    const [row] = await db().select().from(customOffers).where(eq(customOffers.id, offer.offerId));
    expect(new Webhook(secret).verify(post!.body, post!.headers)).toEqual({
      id: received.id,
      type: 'offer.received',
      occurredAt: received.occurredAt.toISOString(),
      data: {
        offer: {
          id: offer.offerId,
          status: 'pending',
          campaign: { id: brew.campaignId, name: 'Brew Hooks Offers' },
          customerFirstName: 'Ada',
          faceValuePence: 4000,
          discount: 30,
          voucherPricePence: 2800,
          counterDiscount: null,
          counterVoucherPricePence: null,
          buyFor: 'self',
          declineReason: null,
          createdAt: row!.createdAt.toISOString(),
          decidedAt: null,
          expiresAt: row!.expiresAt.toISOString(),
        },
      },
    });
    // Nothing of the customer beyond what the inbox shows: no surname, no email.
    expect(post!.body).not.toContain('Lovelace');
    expect(post!.body).not.toContain('example.test');

    const declined = await call(
      'POST',
      `/api/company/custom-offers/${offer.offerId}/decline`,
      brew.cookie,
      { reason: 'Too generous for us' },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const declineEvent = (await eventOf(offer.offerId, 'offer.declined'))!;
    const [answer] = await until(
      async () => postsOf(declineEvent.id).length > 0 && postsOf(declineEvent.id),
    );
    expect(new Webhook(secret).verify(answer!.body, answer!.headers)).toMatchObject({
      type: 'offer.declined',
      data: {
        offer: { id: offer.offerId, status: 'declined', declineReason: 'Too generous for us' },
      },
    });

    // The log names the offer by its campaign; the resend posts the same event again.
    const log = await until(async () => {
      const res = await call('GET', '/api/company/webhook/deliveries', brew.cookie);
      const answer = webhookDeliveriesSchema.parse(res.json());
      const done = answer.deliveries.every((d) => d.status === 'delivered');
      return answer.deliveries.length === 2 && done && answer;
    });
    expect(log.deliveries).toMatchObject([
      {
        eventType: 'offer.declined',
        voucherCode: null,
        offer: { id: offer.offerId, campaignName: 'Brew Hooks Offers' },
      },
      { eventType: 'offer.received', offer: { id: offer.offerId } },
    ]);
    const resent = await call(
      'POST',
      `/api/company/webhook/deliveries/${log.deliveries[0]!.id}/resend`,
      brew.cookie,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({
      eventType: 'offer.declined',
      offer: { id: offer.offerId, campaignName: 'Brew Hooks Offers' },
      resendOf: log.deliveries[0]!.id,
    });
    await until(async () => postsOf(declineEvent.id).length === 2);
    // Another company's endpoint, which takes every event of its own, got none of these.
    expect(postsTo('other')).toHaveLength(0);
    const otherLog = await call('GET', '/api/company/webhook/deliveries', other.cookie);
    expect(otherLog.json()).toEqual({ deliveries: [] });
  });

  it('a company that chose no offer events gets nothing for its offers', async () => {
    const offer = await pendingOffer(quiet.campaignId);
    const event = (await eventOf(offer.offerId, 'offer.received'))!;
    await until(async () => {
      const [row] = await db().select().from(voucherEvents).where(eq(voucherEvents.id, event.id));
      return row?.dispatchedAt !== null;
    });
    await pause(500);
    expect(
      await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event.id)),
    ).toEqual([]);
    expect(postsTo('quiet')).toHaveLength(0);
    expect(postsTo('other')).toHaveLength(0);
  });

  it('a customer who closes her account is no longer named in the stored messages', async () => {
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/account/close',
      payload: {},
      headers: { cookie: ada.cookie },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const rows = await db()
      .select({ payload: webhookDeliveries.payload, type: webhookDeliveries.eventType })
      .from(webhookDeliveries);
    const offerRows = rows.filter((r) => r.type.startsWith('offer.'));
    expect(offerRows.length).toBeGreaterThan(0);
    for (const row of offerRows) {
      expect(row.payload).toMatchObject({ data: { offer: { customerFirstName: null } } });
      expect(JSON.stringify(row.payload)).not.toContain('Ada');
    }
  });

  it('an offer event without its offer, or a voucher event without its voucher, is refused', async () => {
    const [voucher] = await db().select({ id: vouchers.id }).from(vouchers).limit(1);
    const bad = (values: Partial<typeof voucherEvents.$inferInsert>) =>
      db()
        .insert(voucherEvents)
        .values({
          companyId: brew.companyId,
          type: 'offer.received',
          occurredAt: new Date(),
          ...values,
        });
    await expect(bad({})).rejects.toThrow();
    await expect(bad({ type: 'voucher.issued' })).rejects.toThrow();
    if (voucher) await expect(bad({ voucherId: voucher.id })).rejects.toThrow();
  });
});
