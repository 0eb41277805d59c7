import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companyMembers, companySites, eq, user, vouchers } from '@stepup/db';
import { TILL_RECENT_LIMIT } from '@stepup/domain';
import { buildApp } from '../../app';
import { sessionSignedFor } from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// The till's list of the company's latest redemptions (GET /api/company/redemptions/recent).
let t: TestApp;
let business: FastifyInstance;
let owner: { cookie: string; companyId: string };
let staffCookie: string;
let other: { cookie: string; companyId: string };
let customerCookie: string;
let campaignId: string;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const { db } = t.deps.database;
  owner = await newCompanyUser(business, db, 'owner@till-alpha.test', 'Till Alpha');
  other = await newCompanyUser(business, db, 'owner@till-beta.test', 'Till Beta');
  // A staff member of Till Alpha: signed up with a company of their own, then moved into Alpha's.
  const staff = await newCompanyUser(business, db, 'sam@till-alpha.test', 'Sam Temp');
  const [sam] = await db.select().from(user).where(eq(user.email, 'sam@till-alpha.test'));
  await db.update(user).set({ name: 'Sam Staff' }).where(eq(user.id, sam!.id));
  await db
    .update(companyMembers)
    .set({ companyId: owner.companyId, roleInCompany: 'staff' })
    .where(eq(companyMembers.userId, sam!.id));
  staffCookie = staff.cookie;
  const buyer = await newSignedInBuyer(t.app, db, 'cleo@example.test', { name: 'Cleo Buyer' });
  customerCookie = sessionSignedFor(buyer.cookie, 'business', t.deps.config.authSecret);
  campaignId = await insertLiveCampaign(db, owner.companyId, { name: 'Bread Club' });
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const recent = (cookie?: string) =>
  business.inject({
    method: 'GET',
    url: '/api/company/redemptions/recent',
    headers: cookie ? { cookie } : {},
  });
const redeem = (code: string, cookie: string) =>
  business.inject({
    method: 'POST',
    url: '/api/company/redemptions/redeem',
    payload: { code },
    headers: { cookie },
  });
const aVoucher = (faceValuePence = 2500) =>
  insertVoucher(t.deps.database.db, { campaignId, companyId: owner.companyId, faceValuePence });

interface Item {
  code: string;
  usedAt: string;
  campaignName: string;
  faceValuePence: number;
  channel: string;
  redeemedBy: string | null;
  byYou: boolean;
  siteName: string | null;
}

describe('the till: latest redemptions', () => {
  it('answers visitors 401 and customers 403, and does not exist on the customer site', async () => {
    expect((await recent()).statusCode).toBe(401);
    expect((await recent(customerCookie)).statusCode).toBe(403);
    const onWeb = await t.app.inject({
      method: 'GET',
      url: '/api/company/redemptions/recent',
      headers: { cookie: owner.cookie },
    });
    expect(onWeb.statusCode).toBe(404);
  });

  it("lists the company's redemptions newest first, codes masked, with who marked them used", async () => {
    const first = await aVoucher(2500);
    const second = await aVoucher(5000);
    const unused = await aVoucher(1000);
    expect((await redeem(first, owner.cookie)).statusCode).toBe(200);
    expect((await redeem(second, staffCookie)).statusCode).toBe(200);

    const asStaff = await recent(staffCookie);
    expect(asStaff.statusCode, asStaff.body).toBe(200);
    expect(asStaff.headers['cache-control']).toBe('private, no-store');
    const items = asStaff.json().redemptions as Item[];
    expect(items.map((i) => i.code)).toEqual([
      `••••-••${second.slice(7)}`,
      `••••-••${first.slice(7)}`,
    ]);
    expect(asStaff.body).not.toContain(first);
    expect(asStaff.body).not.toContain(second);
    expect(asStaff.body).not.toContain(unused.slice(7));
    expect(items[0]).toMatchObject({
      campaignName: 'Bread Club',
      faceValuePence: 5000,
      channel: 'till',
      redeemedBy: 'Sam Staff',
      byYou: true,
      siteName: null,
    });
    expect(items[1]).toMatchObject({ faceValuePence: 2500, channel: 'till', byYou: false });
    expect(Date.parse(items[0]!.usedAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.usedAt));

    // The owner sees the same list, with their own use marked as theirs.
    const asOwner = (await recent(owner.cookie)).json().redemptions as Item[];
    expect(asOwner.map((i) => i.byYou)).toEqual([false, true]);
  });

  it('names the channel and site of uses elsewhere, and never shows another company any', async () => {
    const { db } = t.deps.database;
    const [site] = await db
      .insert(companySites)
      .values({ companyId: owner.companyId, name: 'High Street' })
      .returning({ id: companySites.id });
    const online = await aVoucher(7500);
    await db
      .update(vouchers)
      .set({
        usedAt: new Date(Date.now() + 60_000),
        usedChannel: 'shop',
        usedSiteId: site!.id,
        usedOrderRef: '#1001',
      })
      .where(eq(vouchers.code, online));
    const [top] = (await recent(owner.cookie)).json().redemptions as Item[];
    expect(top).toMatchObject({
      code: `••••-••${online.slice(7)}`,
      channel: 'shop',
      redeemedBy: null,
      byYou: false,
      siteName: 'High Street',
    });

    const theirs = await recent(other.cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ redemptions: [] });
  });

  it(`lists at most ${TILL_RECENT_LIMIT}`, async () => {
    const { db } = t.deps.database;
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < TILL_RECENT_LIMIT + 3; i++) {
      const code = await aVoucher(100 + i);
      await db
        .update(vouchers)
        .set({ usedAt: new Date(base + i * 1000), usedChannel: 'till' })
        .where(eq(vouchers.code, code));
    }
    const items = (await recent(owner.cookie)).json().redemptions as Item[];
    expect(items).toHaveLength(TILL_RECENT_LIMIT);
    const times = items.map((i) => Date.parse(i.usedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
