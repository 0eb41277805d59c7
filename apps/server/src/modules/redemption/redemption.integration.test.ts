import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companies, eq, vouchers } from '@stepup/db';
import {
  REDEMPTIONS_TURNED_OFF,
  VOUCHER_ALREADY_USED,
  VOUCHER_CANCELLED,
  VOUCHER_CODE_UNKNOWN,
  VOUCHER_EXPIRED,
  VOUCHER_MARKED_USED,
} from '@stepup/domain';
import { RATE_LIMITED } from '../../plugins/rate-limit';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { sessionSignedFor, waitForMail } from '../../../test/account-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { redemptionRateRules } from './service';

let t: TestApp;
let business: FastifyInstance;
let alpha: { cookie: string; companyId: string };
let beta: { cookie: string; companyId: string };
let buyer: { userId: string; cookie: string };
let customerCookie: string;
let campaignId: string;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const { db } = t.deps.database;
  alpha = await newCompanyUser(business, db, 'till@alpha.test', 'Alpha Bakes');
  beta = await newCompanyUser(business, db, 'till@beta.test', 'Beta Books');
  await db
    .update(companies)
    .set({ contactEmail: 'hello@alpha.test' })
    .where(eq(companies.id, alpha.companyId));
  buyer = await newSignedInBuyer(t.app, db, 'ada.lovelace@example.test', {
    name: 'Ada Lovelace',
  });
  customerCookie = sessionSignedFor(buyer.cookie, 'business', t.deps.config.authSecret);
  campaignId = await insertLiveCampaign(db, alpha.companyId, { name: 'Coffee Club' });
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

let ipSeq = 0;
/** Each call from its own address unless told, so only the per-company rule is in play. */
const post = (path: string, code: string, cookie?: string, ip = `10.9.${++ipSeq % 250}.1`) =>
  business.inject({
    method: 'POST',
    url: `/api/company/redemptions/${path}`,
    payload: { code },
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });

const aVoucher = (
  extra: Parameters<typeof insertVoucher>[1] extends infer T ? Partial<T> : never = {},
) =>
  insertVoucher(t.deps.database.db, {
    campaignId,
    companyId: alpha.companyId,
    buyerUserId: buyer.userId,
    faceValuePence: 5000,
    ...extra,
  });

describe('redeeming vouchers', () => {
  it('answers visitors 401 and customers 403, and does not exist on the customer site', async () => {
    const code = await aVoucher();
    for (const path of ['lookup', 'redeem']) {
      expect((await post(path, code)).statusCode).toBe(401);
      expect((await post(path, code, customerCookie)).statusCode).toBe(403);
      const onWeb = await t.app.inject({
        method: 'POST',
        url: `/api/company/redemptions/${path}`,
        payload: { code },
        headers: { cookie: alpha.cookie },
      });
      expect(onWeb.statusCode).toBe(404);
    }
    const [row] = await t.deps.database.db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(row!.usedAt).toBeNull();
  });

  it('shows value, expiry, status and first name, marks it used once, and the wallet says USED', async () => {
    const code = await aVoucher();
    const typed = code.toLowerCase().replaceAll('-', ' ');
    const found = await post('lookup', typed, alpha.cookie);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      code,
      campaignName: 'Coffee Club',
      faceValuePence: 5000,
      status: 'unused',
      customerFirstName: 'Ada',
      refusal: null,
    });

    const redeemed = await post('redeem', code, alpha.cookie);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().message).toBe(VOUCHER_MARKED_USED);
    expect(redeemed.json().voucher.status).toBe('used');

    const again = await post('redeem', code, alpha.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(VOUCHER_ALREADY_USED);
    const seen = await post('lookup', code, alpha.cookie);
    expect(seen.json()).toMatchObject({ status: 'used', refusal: VOUCHER_ALREADY_USED });

    const [receipt] = await waitForMail(business, 'hello@alpha.test', {
      template: 'redemption-receipt',
    });
    expect(receipt!.subject).toBe(`Voucher ${code} redeemed: £50.00`);
    expect(receipt!.text).toContain('Marked as used by: till@alpha.test');

    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/wallet',
      headers: { cookie: buyer.cookie },
    });
    // The wallet shows it USED (and no longer shows its code).
    expect(wallet.body).not.toContain(code);
    const statuses = wallet.json().vouchers.map((v: { status: string }) => v.status);
    expect(statuses.filter((s: string) => s === 'used')).toHaveLength(1);
    expect(wallet.json().counts.used).toBe(1);
  });

  it('marks a code used exactly once when ten requests race', async () => {
    const code = await aVoucher();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('redeem', code, alpha.cookie)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe(VOUCHER_ALREADY_USED);
    }
    const mail = await waitForMail(business, 'hello@alpha.test', {
      template: 'redemption-receipt',
      count: 2,
    });
    expect(mail.filter((m) => m.subject.includes(code))).toHaveLength(1);
  });

  it('refuses cancelled and expired vouchers with their messages', async () => {
    const cancelled = await aVoucher({ cancelledAt: new Date() });
    const expired = await aVoucher({ expiresAt: new Date(Date.now() - 1000) });
    for (const [code, message, status] of [
      [cancelled, VOUCHER_CANCELLED, 'cancelled'],
      [expired, VOUCHER_EXPIRED, 'expired'],
    ] as const) {
      expect((await post('lookup', code, alpha.cookie)).json()).toMatchObject({
        status,
        refusal: message,
      });
      const res = await post('redeem', code, alpha.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
  });

  it("answers another company's code exactly like an unknown one, and never marks it", async () => {
    const code = await aVoucher();
    const unknown = await post('lookup', 'ZZZZ-ZZZZ-ZZ', beta.cookie);
    const foreign = await post('lookup', code, beta.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().error.message).toBe(VOUCHER_CODE_UNKNOWN);
    const redeem = await post('redeem', code, beta.cookie);
    expect(redeem.statusCode).toBe(404);
    expect(redeem.json()).toEqual(unknown.json());
    const [row] = await t.deps.database.db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(row!.usedAt).toBeNull();
  });

  it('refuses everything while redemptions are off', async () => {
    const code = await aVoucher();
    const off = await business.inject({
      method: 'PUT',
      url: '/api/company/redemptions-enabled',
      payload: { enabled: false },
      headers: { cookie: alpha.cookie },
    });
    expect(off.statusCode).toBe(200);
    const res = await post('redeem', code, alpha.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(REDEMPTIONS_TURNED_OFF);
    await business.inject({
      method: 'PUT',
      url: '/api/company/redemptions-enabled',
      payload: { enabled: true },
      headers: { cookie: alpha.cookie },
    });
    expect((await post('redeem', code, alpha.cookie)).statusCode).toBe(200);
  });

  it('stops a company after repeated wrong codes, right codes included', async () => {
    const { db } = t.deps.database;
    const gamma = await newCompanyUser(business, db, 'till@gamma.test', 'Gamma Games');
    const gammaCampaign = await insertLiveCampaign(db, gamma.companyId);
    const right = await insertVoucher(db, {
      campaignId: gammaCampaign,
      companyId: gamma.companyId,
    });
    const { limit } = redemptionRateRules.wrongCodesPerCompany;
    for (let i = 0; i < limit; i++) {
      const wrong = await post('lookup', `WRNG-${String(i).padStart(4, '0')}-00`, gamma.cookie);
      expect(wrong.statusCode).toBe(404);
    }
    const blocked = await post('lookup', right, gamma.cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(RATE_LIMITED);
    expect((await post('redeem', right, gamma.cookie)).statusCode).toBe(429);
    // Another company's till is not slowed down by it.
    expect((await post('lookup', await aVoucher(), alpha.cookie)).statusCode).toBe(200);
  });
});
