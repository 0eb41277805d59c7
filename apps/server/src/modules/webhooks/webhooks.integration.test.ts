import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, voucherEvents, vouchers, webhookDeliveries, webhookEndpoints } from '@stepup/db';
import {
  COMPANY_ROLE_REFUSED,
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_URL_HTTPS_REQUIRED,
  WEBHOOK_URL_PRIVATE,
} from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import { actorOf } from '../../../test/actors';
import { actionCode, cookiesFrom, solveBotCheck, waitForMail } from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { until } from '../../../test/until';
import { dispatchVoucherEvent } from '../voucher-events/dispatch';
import { queueVoucherEvents, recordVoucherEvent } from '../voucher-events/voucher-events';
import { deliverWebhook } from './deliver-webhook';
import { saveWebhookEndpoint } from './webhooks';

// Outgoing webhooks (ADR 037), end to end: the owner's settings over HTTP, a real redemption
// writing its voucher event, the queue dispatching it and posting it to a local receiver that
// checks the Standard Webhooks signature with the same library a company would use.

let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
let owner: { cookie: string; companyId: string };
let other: { cookie: string; companyId: string };
let staffCookie: string;
let campaignId: string;

interface Received {
  headers: Record<string, string>;
  body: string;
}
const received: Received[] = [];
/** Status codes the receiver answers with, in turn; 200 once they run out. */
let answers: number[] = [];
let receiver: http.Server;
let receiverUrl: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  business.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

const db = () => t.deps.database.db;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function newStaffMember(ownerCookie: string, email: string): Promise<string> {
  const sent = await call('POST', '/api/company/team/invites', ownerCookie, {
    email,
    role: 'staff',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [invite] = await waitForMail(business, email, { template: 'team-invite' });
  const link = invite!.links.find((l) => l.includes('/team-invite?token='))!;
  const signUp = await call('POST', '/api/account/sign-up', undefined, {
    name: 'Sam Staff',
    email,
    password: 'Staff-Password-1',
    inviteToken: new URL(link).searchParams.get('token')!,
    botCheck: await solveBotCheck(business),
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const [verify] = await waitForMail(business, email, { template: 'verify-email' });
  await call('POST', '/api/account/verify-email', undefined, { token: actionCode(verify!) });
  const signIn = await call('POST', '/api/account/sign-in', undefined, {
    email,
    password: 'Staff-Password-1',
  });
  return cookiesFrom(signIn.headers['set-cookie']);
}

const newVoucherCode = () =>
  insertVoucher(db(), { campaignId, companyId: owner.companyId, faceValuePence: 2500 });

const redeem = async (code: string) => {
  const res = await call('POST', '/api/company/redemptions/redeem', owner.cookie, { code });
  expect(res.statusCode, res.body).toBe(200);
};

const eventOf = async (code: string, type = 'voucher.redeemed') => {
  const [row] = await db()
    .select({ event: voucherEvents })
    .from(voucherEvents)
    .innerJoin(vouchers, eq(vouchers.id, voucherEvents.voucherId))
    .where(and(eq(vouchers.code, code), eq(voucherEvents.type, type as 'voucher.redeemed')));
  return row!.event;
};

const deliveriesOf = (eventId: string) =>
  db().select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));

const postsOf = (eventId: string) => received.filter((r) => r.headers['webhook-id'] === eventId);

const secretOf = async (cookie = owner.cookie) => {
  const res = await call('POST', '/api/company/webhook/secret', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().secret as string;
};

const save = (body: object, cookie = owner.cookie) =>
  call('PUT', '/api/company/webhook', cookie, body);

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  t = await buildTestApp({ site: 'business' });
  business = t.app;
  ctx = t.app.ctx;
  owner = await newCompanyUser(business, db(), 'owner@hooks.test', 'Hooks Cafe');
  other = await newCompanyUser(business, db(), 'owner@other-hooks.test', 'Other Cafe');
  staffCookie = await newStaffMember(owner.cookie, 'sam@hooks.test');
  campaignId = await insertLiveCampaign(db(), owner.companyId, { name: 'Tea Club' });
}, 90_000);
afterAll(async () => {
  await t.close();
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => {
  answers = [];
});

describe('who may use the Webhooks tab', () => {
  const endpoints: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
    ['read the webhook', 'GET', '/api/company/webhook'],
    ['save the webhook', 'PUT', '/api/company/webhook', { url: 'https://x.test/h' }],
    ['show the secret', 'POST', '/api/company/webhook/secret'],
    ['rotate the secret', 'POST', '/api/company/webhook/secret/rotate'],
    ['read the log', 'GET', '/api/company/webhook/deliveries'],
    [
      'resend',
      'POST',
      '/api/company/webhook/deliveries/00000000-0000-4000-8000-000000000000/resend',
    ],
  ];
  it.each(endpoints)('%s: a visitor gets 401 and staff 403', async (_, method, url, body) => {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const staff = await call(method, url, staffCookie, body);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.message).toBe(COMPANY_ROLE_REFUSED);
  });
});

describe('outgoing webhooks', () => {
  it('a redemption posts exactly one signed voucher.redeemed with the voucher', async () => {
    const saved = await save({ url: receiverUrl, events: ['voucher.redeemed'], enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ url: receiverUrl, events: ['voucher.redeemed'] });
    expect(saved.body).not.toContain('whsec_');
    const secret = await secretOf();
    expect(secret).toMatch(/^whsec_/);
    // Sealed at rest.
    const [row] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, owner.companyId));
    expect(row!.secretEncrypted).not.toContain(secret.slice(6, 20));

    const code = await newVoucherCode();
    await redeem(code);
    const event = await eventOf(code);
    const [post] = await until(async () => postsOf(event.id).length > 0 && postsOf(event.id));
    const verified = new Webhook(secret).verify(post!.body, post!.headers);
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    expect(verified).toEqual({
      id: event.id,
      type: 'voucher.redeemed',
      occurredAt: event.occurredAt.toISOString(),
      data: {
        voucher: {
          code,
          status: 'used',
          faceValuePence: 2500,
          expiresAt: voucher!.expiresAt.toISOString(),
          campaign: { id: campaignId, name: 'Tea Club' },
          usedAt: voucher!.usedAt!.toISOString(),
          channel: 'till',
          siteId: null,
          orderRef: null,
        },
      },
    });
    expect(post!.headers['content-type']).toBe('application/json');

    // A wrong secret fails at the receiver: the signature is real.
    const wrong = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Webhook(wrong).verify(post!.body, post!.headers)).toThrow(
      WebhookVerificationError,
    );
    // So does a changed body.
    expect(() =>
      new Webhook(secret).verify(post!.body.replace('2500', '9900'), post!.headers),
    ).toThrow(WebhookVerificationError);

    const log = await until(async () => {
      const res = await call('GET', '/api/company/webhook/deliveries', owner.cookie);
      const first = res.json().deliveries[0];
      return first?.status === 'delivered' && first;
    });
    expect(log).toMatchObject({
      eventType: 'voucher.redeemed',
      voucherCode: code,
      responseCode: 200,
      attempts: 1,
      resendOf: null,
    });

    // Dispatched again (a retry after a crash): nothing is posted twice.
    await db()
      .update(voucherEvents)
      .set({ dispatchedAt: null })
      .where(eq(voucherEvents.id, event.id));
    await dispatchVoucherEvent(ctx, event.id);
    await queueVoucherEvents(ctx.jobs, [event.id]);
    await pause(2_000);
    expect(postsOf(event.id)).toHaveLength(1);
    expect(await deliveriesOf(event.id)).toHaveLength(1);
  });

  it('a 500 is retried with backoff until the endpoint answers 200; each attempt is recorded', async () => {
    answers = [500];
    const code = await newVoucherCode();
    await redeem(code);
    const event = await eventOf(code);
    const first = await until(async () => {
      const [d] = await deliveriesOf(event.id);
      return d && d.attempts === 1 && d;
    });
    expect(first).toMatchObject({ status: 'pending', responseCode: 500 });
    const done = await until(async () => {
      const [d] = await deliveriesOf(event.id);
      return d?.status === 'delivered' && d;
    }, 30_000);
    expect(done).toMatchObject({ attempts: 2, responseCode: 200, lastError: null });
    expect(done.deliveredAt).toBeInstanceOf(Date);
    const posts = postsOf(event.id);
    expect(posts).toHaveLength(2);
    // The same message both times, each signed afresh.
    const secret = await secretOf();
    for (const p of posts) expect(new Webhook(secret).verify(p.body, p.headers)).toBeTruthy();
  }, 45_000);

  it('resend posts the event again and logs it; another company cannot resend it', async () => {
    const code = await newVoucherCode();
    await redeem(code);
    const event = await eventOf(code);
    const [delivery] = await until(async () => {
      const rows = await deliveriesOf(event.id);
      return rows[0]?.status === 'delivered' && rows;
    });

    const refused = await call(
      'POST',
      `/api/company/webhook/deliveries/${delivery!.id}/resend`,
      other.cookie,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(WEBHOOK_DELIVERY_NOT_FOUND);

    // After a rotation the resend is signed with the new secret only.
    const oldSecret = await secretOf();
    const rotated = await call('POST', '/api/company/webhook/secret/rotate', owner.cookie);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect(await secretOf()).toBe(newSecret);

    const resent = await call(
      'POST',
      `/api/company/webhook/deliveries/${delivery!.id}/resend`,
      owner.cookie,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ resendOf: delivery!.id, voucherCode: code });
    const posts = await until(async () => postsOf(event.id).length === 2 && postsOf(event.id));
    expect(new Webhook(newSecret).verify(posts[1]!.body, posts[1]!.headers)).toMatchObject({
      id: event.id,
    });
    expect(() => new Webhook(oldSecret).verify(posts[1]!.body, posts[1]!.headers)).toThrow(
      WebhookVerificationError,
    );
    const log = await until(async () => {
      const res = await call('GET', '/api/company/webhook/deliveries', owner.cookie);
      const [newest] = res.json().deliveries;
      return newest?.status === 'delivered' && newest;
    });
    expect(log).toMatchObject({ resendOf: delivery!.id, voucherCode: code, responseCode: 200 });
  });

  it('posts nothing for an event type not chosen, nor to a disabled webhook', async () => {
    const code = await newVoucherCode();
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    // voucher.cancelled is not among the chosen events.
    const cancelled = await recordVoucherEvent(db(), {
      companyId: owner.companyId,
      voucherId: voucher!.id,
      type: 'voucher.cancelled',
      at: new Date(),
    });
    await queueVoucherEvents(ctx.jobs, [cancelled]);
    await until(
      async () =>
        (await db().select().from(voucherEvents).where(eq(voucherEvents.id, cancelled)))[0]
          ?.dispatchedAt,
    );

    // Turned off: a redemption posts nothing.
    const off = await save({ url: receiverUrl, events: [], enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, events: [] });
    await redeem(code);
    const redeemed = await eventOf(code);
    await until(
      async () =>
        (await db().select().from(voucherEvents).where(eq(voucherEvents.id, redeemed.id)))[0]
          ?.dispatchedAt,
    );
    await pause(1_000);
    expect(postsOf(cancelled)).toHaveLength(0);
    expect(postsOf(redeemed.id)).toHaveLength(0);
    expect(await deliveriesOf(cancelled)).toHaveLength(0);
    expect(await deliveriesOf(redeemed.id)).toHaveLength(0);
    await save({ url: receiverUrl, events: ['voucher.redeemed'], enabled: true });
  });

  it("another company's owner neither reads nor changes this webhook", async () => {
    const theirs = await call('GET', '/api/company/webhook', other.cookie);
    expect(theirs.json()).toEqual({ url: null, events: [], enabled: false, updatedAt: null });
    expect((await call('GET', '/api/company/webhook/deliveries', other.cookie)).json()).toEqual({
      deliveries: [],
    });
    // Showing a secret before saving one is refused; saving writes their own webhook only.
    expect((await call('POST', '/api/company/webhook/secret', other.cookie)).statusCode).toBe(422);
    await save({ url: 'https://other.example.com/hooks', events: [], enabled: true }, other.cookie);
    const mine = await call('GET', '/api/company/webhook', owner.cookie);
    expect(mine.json()).toMatchObject({ url: receiverUrl });
    expect(await secretOf(other.cookie)).not.toBe(await secretOf());
  });

  it('refuses plain http and private addresses when the configuration says production', async () => {
    const production = { ...ctx, config: { ...ctx.config, env: 'production' as const } };
    const actor = await actorOf(ctx, 'owner@hooks.test');
    const refusal = (url: string) =>
      saveWebhookEndpoint(production, actor, { url, events: [], enabled: true }).then(
        () => null,
        (err: Error & { fields?: Record<string, string> }) => err.fields?.url,
      );
    expect(await refusal('http://hooks.example.com/in')).toBe(WEBHOOK_URL_HTTPS_REQUIRED);
    for (const url of [
      'https://10.0.0.5/hooks',
      'https://192.168.1.20/hooks',
      'https://127.0.0.1:8443/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://localhost/hooks',
    ])
      expect(await refusal(url), url).toBe(WEBHOOK_URL_PRIVATE);
    // Over HTTP too, as a 422 on the field (the test app runs as 'test', so checked through the use case).
    expect(await refusal('https://hooks.example.com/in')).toBeNull();
    await save({ url: receiverUrl, events: ['voucher.redeemed'], enabled: true });

    // And at delivery time: the address is checked where the connection is made, so an endpoint
    // that resolves inside (here 127.0.0.1) gets nothing in production.
    const code = await newVoucherCode();
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    const [endpoint] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, owner.companyId));
    const eventId = await recordVoucherEvent(db(), {
      companyId: owner.companyId,
      voucherId: voucher!.id,
      type: 'voucher.redeemed',
      at: new Date(),
    });
    const [delivery] = await db()
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint!.id, eventId, eventType: 'voucher.redeemed', payload: {} })
      .returning();
    await expect(deliverWebhook(production, delivery!.id)).rejects.toThrow(/not accepted/);
    const [after] = await deliveriesOf(eventId);
    expect(after).toMatchObject({ status: 'pending', attempts: 1, responseCode: null });
    expect(after!.lastError).toMatch(/private IP address/);
    expect(postsOf(eventId)).toHaveLength(0);
  });
});
