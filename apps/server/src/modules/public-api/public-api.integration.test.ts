import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  and,
  apiIdempotency,
  apiKeys,
  auditLog,
  campaignSites,
  companies,
  companySites,
  customers,
  eq,
  voucherEvents,
  voucherHolds,
  vouchers,
} from '@stepup/db';
import {
  API_KEY_INVALID,
  API_KEY_MISSING,
  COMPANY_ROLE_REFUSED,
  CUSTOMER_REDEMPTIONS_OFF,
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_KEY_REUSED,
  RATE_LIMITED,
  REDEMPTIONS_TURNED_OFF,
  ROLLBACK_TOO_LATE,
  VOUCHER_ALREADY_USED,
  VOUCHER_CODE_UNKNOWN,
  VOUCHER_HELD,
  VOUCHER_MARKED_USED,
  VOUCHER_NOT_USED,
  apiKeyScopeMissing,
} from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { actionCode, cookiesFrom, solveBotCheck, waitForMail } from '../../../test/account-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { sweeps } from '../../jobs/all-jobs';
import { sweepPublicApiJob } from '../../jobs/sweep-public-api';
import { publicApiRateRules } from './public-api-rate-rules';

// The public API and its keys (ADR 036), through HTTP as a company's own system would use it.

let t: TestApp;
let business: FastifyInstance;
let alpha: { cookie: string; companyId: string };
let beta: { cookie: string; companyId: string };
let staffCookie: string;
let campaignId: string;
let buyerId: string;
let readKey: string;
let fullKey: string;
let betaKey: string;
const PASSWORD = 'Staff-Password-1';
const db = () => t.deps.database.db;
const limiter = () => t.deps.services.rateLimiter;

let ipSeq = 0;
const freshIp = () => `192.0.2.${(++ipSeq % 250) + 1}`;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  business.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
    ...(payload ? { payload } : {}),
  });

/** A request of the company's own system: the key as a Bearer token, no cookie. */
const api = (
  method: 'GET' | 'POST',
  path: string,
  key: string | null,
  {
    payload,
    headers = {},
    ip = freshIp(),
  }: { payload?: object; headers?: Record<string, string>; ip?: string } = {},
) =>
  business.inject({
    method,
    url: `/api/v1${path}`,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });

const redeem = (code: string, key: string, idempotencyKey: string, payload: object) =>
  api('POST', `/vouchers/${code}/redeem`, key, {
    payload,
    headers: { 'idempotency-key': idempotencyKey },
  });

async function newStaffMember(ownerCookie: string, email: string): Promise<string> {
  const sent = await call('POST', '/api/company/team/invites', ownerCookie, {
    email,
    role: 'staff',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [invite] = await waitForMail(business, email, { template: 'team-invite' });
  const link = invite!.links.find((l) => l.includes('/team-invite?token='))!;
  const token = new URL(link).searchParams.get('token')!;
  const signUp = await call('POST', '/api/account/sign-up', undefined, {
    name: 'Sam Staff',
    email,
    password: PASSWORD,
    inviteToken: token,
    botCheck: await solveBotCheck(business),
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const [verify] = await waitForMail(business, email, { template: 'verify-email' });
  await call('POST', '/api/account/verify-email', undefined, { token: actionCode(verify!) });
  const signIn = await call('POST', '/api/account/sign-in', undefined, {
    email,
    password: PASSWORD,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return cookiesFrom(signIn.headers['set-cookie']);
}

async function createKey(cookie: string, name: string, scopes: string[]) {
  const res = await call('POST', '/api/company/api-keys', cookie, { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: { id: string; prefix: string }; secret: string };
}

const aVoucher = (extra: Partial<typeof vouchers.$inferInsert> = {}) =>
  insertVoucher(db(), {
    campaignId,
    companyId: alpha.companyId,
    buyerUserId: buyerId,
    faceValuePence: 2500,
    ...extra,
  });

const voucherRow = async (code: string) =>
  (await db().select().from(vouchers).where(eq(vouchers.code, code)))[0]!;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  alpha = await newCompanyUser(business, db(), 'owner@alpha-api.test', 'Alpha Api Cafe');
  beta = await newCompanyUser(business, db(), 'owner@beta-api.test', 'Beta Api Books');
  staffCookie = await newStaffMember(alpha.cookie, 'sam@alpha-api.test');
  campaignId = await insertLiveCampaign(db(), alpha.companyId, { name: 'Coffee Club' });
  buyerId = (await newSignedInBuyer(t.app, db(), 'ada@api.test', { name: 'Ada Lovelace' })).userId;
  readKey = (await createKey(alpha.cookie, 'Booking system', ['read'])).secret;
  fullKey = (await createKey(alpha.cookie, 'Checkout', ['read', 'redeem'])).secret;
  betaKey = (await createKey(beta.cookie, 'Beta till', ['read', 'redeem'])).secret;
}, 90_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('API keys', () => {
  it('are shown once, stored only as a hash with a visible prefix, listed, and logged', async () => {
    const created = await createKey(alpha.cookie, 'Till in the back', ['redeem', 'read']);
    expect(created.secret).toMatch(/^svk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Till in the back',
      prefix: created.secret.slice(0, 12),
      scopes: ['read', 'redeem'],
      lastUsedAt: null,
      revokedAt: null,
      createdBy: 'owner@alpha-api.test',
    });
    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(stored!.keyHash).not.toContain(created.secret.slice(4));
    expect(stored!.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await call('GET', '/api/company/api-keys', alpha.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().keys.map((k: { name: string }) => k.name)).toContain('Till in the back');

    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.key.id), eq(auditLog.action, 'api-key.created')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorLabel).toBe('owner@alpha-api.test');
  });

  it('refuses a blank name and no scopes with the form’s messages', async () => {
    const res = await call('POST', '/api/company/api-keys', alpha.cookie, {
      name: ' ',
      scopes: [],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['name', 'scopes']);
  });

  it('are closed to visitors (401), staff (403) and another company’s owner', async () => {
    const { key } = await createKey(alpha.cookie, 'Private', ['read']);
    expect((await call('GET', '/api/company/api-keys')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/company/api-keys', undefined, { name: 'x', scopes: ['read'] }))
        .statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/api/company/api-keys/${key.id}`)).statusCode).toBe(401);
    for (const res of [
      await call('GET', '/api/company/api-keys', staffCookie),
      await call('POST', '/api/company/api-keys', staffCookie, { name: 'x', scopes: ['read'] }),
      await call('DELETE', `/api/company/api-keys/${key.id}`, staffCookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(COMPANY_ROLE_REFUSED);
    }
    // Beta's owner neither sees nor revokes Alpha's key.
    const betaList = await call('GET', '/api/company/api-keys', beta.cookie);
    expect(betaList.json().keys.map((k: { id: string }) => k.id)).not.toContain(key.id);
    expect((await call('DELETE', `/api/company/api-keys/${key.id}`, beta.cookie)).statusCode).toBe(
      404,
    );
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.revokedAt).toBeNull();
    // Nor do the endpoints exist on the customer site.
    expect(
      (await t.app.inject({ url: '/api/company/api-keys', headers: { cookie: alpha.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('a revoked key answers 401 from then on, and the revocation is logged', async () => {
    const { key, secret } = await createKey(alpha.cookie, 'Old till', ['read']);
    const code = await aVoucher();
    expect((await api('GET', `/vouchers/${code}`, secret)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/company/api-keys', alpha.cookie)).json().keys;
    expect(listed.find((k: { id: string }) => k.id === key.id).lastUsedAt).not.toBeNull();

    expect((await call('DELETE', `/api/company/api-keys/${key.id}`, alpha.cookie)).statusCode).toBe(
      204,
    );
    const refused = await api('GET', `/vouchers/${code}`, secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: { code: 'unauthenticated', message: API_KEY_INVALID },
    });
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, key.id), eq(auditLog.action, 'api-key.revoked')));
    expect(logged).toHaveLength(1);
  });
});

describe('the public API', () => {
  it('answers 401 without a key or with a made-up one, and 403 without the scope', async () => {
    const code = await aVoucher();
    const none = await api('GET', `/vouchers/${code}`, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe(API_KEY_MISSING);
    expect((await api('GET', `/vouchers/${code}`, `svk_${'A'.repeat(43)}`)).statusCode).toBe(401);
    // A session cookie is no key.
    const withCookie = await business.inject({
      url: `/api/v1/vouchers/${code}`,
      headers: { cookie: alpha.cookie },
    });
    expect(withCookie.statusCode).toBe(401);

    const noScope = await redeem(code, readKey, randomUUID(), { orderRef: 'A-1' });
    expect(noScope.statusCode).toBe(403);
    expect(noScope.json()).toEqual({
      error: { code: 'forbidden', message: apiKeyScopeMissing('redeem') },
    });
    expect((await voucherRow(code)).usedAt).toBeNull();
  });

  it('looks a voucher up: status, value, expiry, campaign and its sites', async () => {
    const code = await aVoucher();
    const everywhere = await api('GET', `/vouchers/${code.toLowerCase()}`, readKey);
    expect(everywhere.statusCode, everywhere.body).toBe(200);
    expect(everywhere.json()).toMatchObject({
      code,
      status: 'unused',
      faceValuePence: 2500,
      currency: 'GBP',
      campaign: { id: campaignId, name: 'Coffee Club' },
      sites: [],
      usedAt: null,
      orderRef: null,
      heldUntil: null,
    });
    const limitedCampaign = await insertLiveCampaign(db(), alpha.companyId, { name: 'Lunch' });
    const [site] = await db()
      .insert(companySites)
      .values({ companyId: alpha.companyId, name: 'High Street' })
      .returning();
    await db().insert(campaignSites).values({ campaignId: limitedCampaign, siteId: site!.id });
    const there = await aVoucher({ campaignId: limitedCampaign });
    const found = await api('GET', `/vouchers/${there}`, readKey);
    expect(found.json().sites).toEqual([{ id: site!.id, name: 'High Street' }]);
    // Closed again: a company with open sites names one at its till, which the tests below do not.
    await db()
      .update(companySites)
      .set({ archivedAt: new Date() })
      .where(eq(companySites.id, site!.id));
  });

  it("answers another company's code exactly like an unknown one", async () => {
    const code = await aVoucher();
    const other = await api('GET', `/vouchers/${code}`, betaKey);
    const unknown = await api('GET', `/vouchers/ZZZZ-ZZZZ-ZZZZ`, betaKey);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { code: 'not_found', message: VOUCHER_CODE_UNKNOWN } });
    expect(other.body).toBe(unknown.body);
    const otherRedeem = await redeem(code, betaKey, randomUUID(), { orderRef: 'B-1' });
    expect(otherRedeem.statusCode).toBe(404);
    expect(otherRedeem.body).toBe(unknown.body);
    expect((await voucherRow(code)).usedAt).toBeNull();
  });

  it('redeems once per Idempotency-Key: the same key replays the answer, another request is refused', async () => {
    const code = await aVoucher();
    const key = randomUUID();
    const first = await redeem(code, fullKey, key, { orderRef: 'ORDER-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: VOUCHER_MARKED_USED,
      voucher: { status: 'used', usedChannel: 'api', orderRef: 'ORDER-1' },
    });
    const again = await redeem(code, fullKey, key, { orderRef: 'ORDER-1' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const different = await redeem(code, fullKey, key, { orderRef: 'ORDER-2' });
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({
      error: { code: 'idempotency_key_reused', message: IDEMPOTENCY_KEY_REUSED },
    });
    // A new key for the same code: the voucher is already used.
    const other = await redeem(code, fullKey, randomUUID(), { orderRef: 'ORDER-3' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(VOUCHER_ALREADY_USED);

    const row = await voucherRow(code);
    expect(row).toMatchObject({ usedChannel: 'api', usedOrderRef: 'ORDER-1' });
    const events = await db()
      .select()
      .from(voucherEvents)
      .where(and(eq(voucherEvents.voucherId, row.id), eq(voucherEvents.type, 'voucher.redeemed')));
    expect(events).toHaveLength(1);
  });

  it('redeems once when the same Idempotency-Key races itself', async () => {
    const code = await aVoucher();
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => redeem(code, fullKey, key, { orderRef: 'RACE-1' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const row = await voucherRow(code);
    const events = await db()
      .select()
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, row.id));
    expect(events.filter((e) => e.type === 'voucher.redeemed')).toHaveLength(1);
  });

  it('refuses a redeem without an Idempotency-Key or an order reference', async () => {
    const code = await aVoucher();
    const noKey = await api('POST', `/vouchers/${code}/redeem`, fullKey, {
      payload: { orderRef: 'X' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe(IDEMPOTENCY_KEY_REQUIRED);
    const noOrder = await redeem(code, fullKey, randomUUID(), { orderRef: '' });
    expect(noOrder.statusCode).toBe(422);
    expect((await voucherRow(code)).usedAt).toBeNull();
  });

  it('an API redeem racing the till: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const code = await aVoucher();
      const [fromApi, fromTill] = await Promise.all([
        redeem(code, fullKey, randomUUID(), { orderRef: `RACE-${round}` }),
        call('POST', '/api/company/redemptions/redeem', alpha.cookie, { code }),
      ]);
      expect([fromApi.statusCode, fromTill.statusCode].sort()).toEqual([200, 409]);
      const row = await voucherRow(code);
      expect(row.usedChannel).toBe(fromApi.statusCode === 200 ? 'api' : 'till');
    }
  });

  it('a hold makes the till refuse the code until it ends; only its checkout redeems it', async () => {
    const code = await aVoucher();
    const held = await api('POST', `/vouchers/${code}/validate`, readKey, {
      payload: { holdSeconds: 600, reference: 'checkout-1' },
    });
    expect(held.statusCode, held.body).toBe(200);
    const { hold, usable, voucher } = held.json();
    expect(usable).toBe(true);
    expect(voucher.heldUntil).toBe(hold.expiresAt);

    const till = await call('POST', '/api/company/redemptions/redeem', alpha.cookie, { code });
    expect(till.statusCode).toBe(409);
    // The till says why: held by a checkout, not "unknown".
    expect(till.json().error.message).toBe(VOUCHER_HELD);
    const seen = await api('POST', `/vouchers/${code}/validate`, fullKey);
    expect(seen.json()).toMatchObject({
      usable: false,
      reason: { code: 'held', message: VOUCHER_HELD },
    });
    const withoutHold = await redeem(code, fullKey, randomUUID(), { orderRef: 'OTHER' });
    expect(withoutHold.statusCode).toBe(409);
    expect(withoutHold.json().error.message).toBe(VOUCHER_HELD);

    const withHold = await redeem(code, fullKey, randomUUID(), {
      orderRef: 'CHECKOUT-1',
      holdId: hold.id,
    });
    expect(withHold.statusCode, withHold.body).toBe(200);
    expect(await db().select().from(voucherHolds).where(eq(voucherHolds.id, hold.id))).toEqual([]);
  });

  it('an ended hold releases the code: the till can use it again', async () => {
    const code = await aVoucher();
    const held = await api('POST', `/vouchers/${code}/validate`, readKey, {
      payload: { holdSeconds: 900 },
    });
    const { hold } = held.json();
    await db()
      .update(voucherHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(voucherHolds.id, hold.id));
    const check = await api('POST', `/vouchers/${code}/validate`, readKey);
    expect(check.json()).toMatchObject({
      usable: true,
      reason: null,
      voucher: { heldUntil: null },
    });
    const till = await call('POST', '/api/company/redemptions/redeem', alpha.cookie, { code });
    expect(till.statusCode, till.body).toBe(200);
  });

  it('refuses a hold longer than 15 minutes', async () => {
    const code = await aVoucher();
    const res = await api('POST', `/vouchers/${code}/validate`, readKey, {
      payload: { holdSeconds: 901 },
    });
    expect(res.statusCode).toBe(422);
    const { id } = await voucherRow(code);
    expect(await db().select().from(voucherHolds).where(eq(voucherHolds.voucherId, id))).toEqual(
      [],
    );
  });

  it('rolls a redemption back within 24 hours, and refuses after or when unused', async () => {
    const code = await aVoucher();
    expect((await redeem(code, fullKey, randomUUID(), { orderRef: 'PAY-FAILED' })).statusCode).toBe(
      200,
    );
    const back = await api('POST', `/vouchers/${code}/rollback`, fullKey);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().voucher).toMatchObject({ status: 'unused', usedAt: null, orderRef: null });
    const row = await voucherRow(code);
    expect(row).toMatchObject({ usedAt: null, usedChannel: null, usedOrderRef: null });
    const events = await db()
      .select()
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, row.id));
    expect(events.find((e) => e.type === 'voucher.redemption_rolled_back')?.data).toMatchObject({
      channel: 'api',
      orderRef: 'PAY-FAILED',
    });

    const twice = await api('POST', `/vouchers/${code}/rollback`, fullKey);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(VOUCHER_NOT_USED);
    // Usable again.
    expect((await redeem(code, fullKey, randomUUID(), { orderRef: 'PAY-OK' })).statusCode).toBe(
      200,
    );

    const old = await aVoucher({
      usedAt: new Date(Date.now() - 25 * 3_600_000),
      usedChannel: 'api',
      usedOrderRef: 'LONG-AGO',
    });
    const late = await api('POST', `/vouchers/${old}/rollback`, fullKey);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(ROLLBACK_TOO_LATE);
    expect((await voucherRow(old)).usedOrderRef).toBe('LONG-AGO');
    // Rolling back needs the redeem scope.
    expect((await api('POST', `/vouchers/${old}/rollback`, readKey)).statusCode).toBe(403);
  });

  it("respects the company's and the buyer's redemptions switches", async () => {
    const code = await aVoucher();
    await db()
      .update(customers)
      .set({ redemptionsEnabled: false })
      .where(eq(customers.userId, buyerId));
    const off = await api('POST', `/vouchers/${code}/validate`, readKey);
    expect(off.json()).toMatchObject({
      usable: false,
      reason: { code: 'customer_redemptions_off', message: CUSTOMER_REDEMPTIONS_OFF },
    });
    expect((await redeem(code, fullKey, randomUUID(), { orderRef: 'O' })).statusCode).toBe(409);
    await db()
      .update(customers)
      .set({ redemptionsEnabled: true })
      .where(eq(customers.userId, buyerId));

    await db()
      .update(companies)
      .set({ redemptionsEnabled: false })
      .where(eq(companies.id, alpha.companyId));
    const companyOff = await redeem(code, fullKey, randomUUID(), { orderRef: 'O' });
    expect(companyOff.statusCode).toBe(409);
    expect(companyOff.json().error.message).toBe(REDEMPTIONS_TURNED_OFF);
    await db()
      .update(companies)
      .set({ redemptionsEnabled: true })
      .where(eq(companies.id, alpha.companyId));
    expect((await voucherRow(code)).usedAt).toBeNull();
  });

  it('limits requests per key, whatever the address', async () => {
    const { key, secret } = await createKey(alpha.cookie, 'Busy', ['read']);
    const code = await aVoucher();
    const rule = publicApiRateRules.requestsPerKey;
    await limiter().count(rule, key.id, rule.limit - 1);
    expect((await api('GET', `/vouchers/${code}`, secret)).statusCode).toBe(200);
    const refused = await api('GET', `/vouchers/${code}`, secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'rate_limited', message: RATE_LIMITED });
    // Another key of the same company is not held back.
    expect((await api('GET', `/vouchers/${code}`, readKey)).statusCode).toBe(200);
  });

  it('limits wrong codes per key and failed authentications per address', async () => {
    const { secret } = await createKey(alpha.cookie, 'Guesser', ['read']);
    const rule = publicApiRateRules.wrongCodesPerKey;
    for (let i = 0; i < rule.limit; i++) {
      expect((await api('GET', `/vouchers/WRONG-${i}`, secret)).statusCode).toBe(404);
    }
    const code = await aVoucher();
    expect((await api('GET', `/vouchers/${code}`, secret)).statusCode).toBe(429);

    const ip = '203.0.113.77';
    const auth = publicApiRateRules.failedAuthPerIp;
    await limiter().count(auth, ip, auth.limit - 1);
    expect((await api('GET', `/vouchers/${code}`, 'svk_nope', { ip })).statusCode).toBe(401);
    // Now even a right key from that address is refused.
    expect((await api('GET', `/vouchers/${code}`, readKey, { ip })).statusCode).toBe(429);
  });
});

describe('the public API sweep', () => {
  it('deletes ended holds and week-old answers, and keeps the rest', async () => {
    const live = await aVoucher();
    const ended = await aVoucher();
    await api('POST', `/vouchers/${live}/validate`, readKey, { payload: { holdSeconds: 600 } });
    await api('POST', `/vouchers/${ended}/validate`, readKey, { payload: { holdSeconds: 600 } });
    const endedId = (await voucherRow(ended)).id;
    await db()
      .update(voucherHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(voucherHolds.voucherId, endedId));
    const oldKey = randomUUID();
    const oldCode = await aVoucher();
    await redeem(oldCode, fullKey, oldKey, { orderRef: 'OLD' });
    await db()
      .update(apiIdempotency)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(apiIdempotency.key, oldKey));

    expect(sweeps).toContainEqual({ job: sweepPublicApiJob, every: { cron: '*/15 * * * *' } });
    // Two workers taking the sweep at once.
    await Promise.all([
      sweepPublicApiJob.handle(business.ctx, {}),
      sweepPublicApiJob.handle(business.ctx, {}),
    ]);
    expect(
      await db().select().from(voucherHolds).where(eq(voucherHolds.voucherId, endedId)),
    ).toEqual([]);
    const liveId = (await voucherRow(live)).id;
    expect(
      await db().select().from(voucherHolds).where(eq(voucherHolds.voucherId, liveId)),
    ).toHaveLength(1);
    expect(await db().select().from(apiIdempotency).where(eq(apiIdempotency.key, oldKey))).toEqual(
      [],
    );
  });
});
