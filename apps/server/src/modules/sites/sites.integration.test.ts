import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companies, eq, vouchers } from '@stepup/db';
import {
  COMPANY_ROLE_REFUSED,
  SITE_IDS_INVALID,
  SITE_NAME_TAKEN,
  TILL_SITE_NOT_YOURS,
  TILL_SITE_REQUIRED,
  VOUCHER_NOT_OFFERED_AT_SITE,
} from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { actionCode, cookiesFrom, solveBotCheck, waitForMail } from '../../../test/account-helpers';
import { insertLiveCampaign } from '../../../test/purchase-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';

// Multi-site groups (docs/product.md#multi-site-groups): the owner's sites, where campaigns are
// used and staff work, the till's site, and the figures by site.

let t: TestApp;
let business: FastifyInstance;
let owner: { cookie: string; companyId: string };
let other: { cookie: string; companyId: string };
let staff: { cookie: string; userId: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let ipSeq = 0;
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  business.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress: `10.7.${++ipSeq % 250}.1`,
  });

async function newStaffMember(ownerCookie: string, email: string) {
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
    password: 'Staff-Password-1',
    inviteToken: token,
    botCheck: await solveBotCheck(business),
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const [verify] = await waitForMail(business, email, { template: 'verify-email' });
  await call('POST', '/api/account/verify-email', undefined, { token: actionCode(verify!) });
  const signIn = await call('POST', '/api/account/sign-in', undefined, {
    email,
    password: 'Staff-Password-1',
  });
  const cookie = cookiesFrom(signIn.headers['set-cookie']);
  const team = await call('GET', '/api/company/team', ownerCookie);
  const member = team.json().members.find((m: { email: string }) => m.email === email);
  return { cookie, userId: member.userId as string };
}

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const { db } = t.deps.database;
  owner = await newCompanyUser(business, db, 'owner@sites.test', 'Two Shops');
  other = await newCompanyUser(business, db, 'owner@elsewhere.test', 'Elsewhere');
  staff = await newStaffMember(owner.cookie, 'sam@sites.test');
}, 120_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const addSite = async (name: string, address = '', cookie = owner.cookie) => {
  const res = await call('POST', '/api/company/sites', cookie, { name, address });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const siteNames = async () =>
  (await call('GET', '/api/company/sites', owner.cookie))
    .json()
    .sites.map((s: { name: string; archivedAt: string | null }) =>
      s.archivedAt ? `${s.name} (closed)` : s.name,
    );
const redeem = (code: string, siteId: string | undefined, cookie = owner.cookie) =>
  call('POST', '/api/company/redemptions/redeem', cookie, { code, siteId });
/** The refusal the till shows after "Find voucher", before anyone taps "Mark as used". */
const lookUpRefusal = async (code: string, siteId: string | undefined, cookie = owner.cookie) => {
  const res = await call('POST', '/api/company/redemptions/lookup', cookie, { code, siteId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().refusal as string | null;
};

describe('sites', () => {
  it('an owner adds, renames, re-addresses, reorders and closes sites; a closed one keeps its name', async () => {
    const high = await addSite('High Street', '1 High Street, Bath');
    const mill = await addSite('Mill Lane');
    const taken = await call('POST', '/api/company/sites', owner.cookie, { name: 'high street' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.message).toBe(SITE_NAME_TAKEN);
    const blank = await call('POST', '/api/company/sites', owner.cookie, { name: '  ' });
    expect(blank.statusCode).toBe(422);

    const renamed = await call('PATCH', `/api/company/sites/${mill}`, owner.cookie, {
      name: 'Mill Lane Café',
      address: '2 Mill Lane, Bath',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Mill Lane Café', address: '2 Mill Lane, Bath' });

    const moved = await call('POST', `/api/company/sites/${mill}/move`, owner.cookie, {
      direction: 'up',
    });
    expect(moved.statusCode, moved.body).toBe(204);
    expect(await siteNames()).toEqual(['Mill Lane Café', 'High Street']);

    expect((await call('DELETE', `/api/company/sites/${high}`, owner.cookie)).statusCode).toBe(204);
    expect(await siteNames()).toEqual(['Mill Lane Café', 'High Street (closed)']);
    // A closed site's name is free again for a new open site.
    const again = await addSite('High Street');
    expect((await call('DELETE', `/api/company/sites/${again}`, owner.cookie)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/company/sites/${mill}`, owner.cookie)).statusCode).toBe(204);
  });

  it('refuses visitors, staff and another company', async () => {
    const site = await addSite('Refusals Corner');
    const attempts: [Method, string, object?][] = [
      ['POST', '/api/company/sites', { name: 'Sneaky' }],
      ['PATCH', `/api/company/sites/${site}`, { name: 'Sneaky' }],
      ['POST', `/api/company/sites/${site}/move`, { direction: 'up' }],
      ['DELETE', `/api/company/sites/${site}`],
      ['PUT', `/api/company/team/members/${staff.userId}/sites`, { siteIds: [] }],
    ];
    for (const [method, url, body] of attempts) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      const byStaff = await call(method, url, staff.cookie, body);
      expect(byStaff.statusCode, url).toBe(403);
      expect(byStaff.json().error.message).toBe(COMPANY_ROLE_REFUSED);
    }
    expect((await call('GET', '/api/company/sites', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/company/sites/figures', undefined)).statusCode).toBe(401);
    // Another company's owner: the site is not theirs.
    for (const [method, url, body] of attempts.slice(1, 4)) {
      expect((await call(method, url, other.cookie, body)).statusCode, url).toBe(404);
    }
    const theirs = await call('GET', '/api/company/sites', other.cookie);
    expect(theirs.json().sites).toEqual([]);
    expect(await siteNames()).toContain('Refusals Corner');
    await call('DELETE', `/api/company/sites/${site}`, owner.cookie);
  });
});

describe('redeeming at a site', () => {
  it('limits campaigns and staff to sites, records the site, and the figures add up by site', async () => {
    const { db } = t.deps.database;
    const a = await addSite('Site A', '10 North Road, Leeds');
    const b = await addSite('Site B', '20 South Road, Leeds');
    const onlyA = await insertLiveCampaign(db, owner.companyId, { name: 'Only at A' });
    const everywhere = await insertLiveCampaign(db, owner.companyId, { name: 'Everywhere' });

    // A campaign's sites must be the company's own; another company may not set them.
    const foreign = await addSite('Their site', '', other.cookie);
    await call('DELETE', `/api/company/sites/${foreign}`, other.cookie);
    const wrong = await call('PUT', `/api/company/campaigns/${onlyA}/sites`, owner.cookie, {
      siteIds: [foreign],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(SITE_IDS_INVALID);
    const notTheirs = await call('PUT', `/api/company/campaigns/${onlyA}/sites`, other.cookie, {
      siteIds: [foreign],
    });
    expect(notTheirs.statusCode).toBe(404);
    const limited = await call('PUT', `/api/company/campaigns/${onlyA}/sites`, owner.cookie, {
      siteIds: [a],
    });
    expect(limited.statusCode, limited.body).toBe(204);

    const voucher = (campaignId: string, faceValuePence: number) =>
      insertVoucher(db, { campaignId, companyId: owner.companyId, faceValuePence });

    // A company with sites must name the till's site.
    const first = await voucher(onlyA, 2500);
    expect(await lookUpRefusal(first, undefined)).toBe(TILL_SITE_REQUIRED);
    const unnamed = await redeem(first, undefined);
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json().error.message).toBe(TILL_SITE_REQUIRED);
    expect((await redeem(first, foreign)).json().error.message).toBe(TILL_SITE_REQUIRED);

    // Campaign limited to A: refused at B with the message (already when found), used at A.
    expect(await lookUpRefusal(first, b)).toBe(VOUCHER_NOT_OFFERED_AT_SITE);
    expect(await lookUpRefusal(first, a)).toBeNull();
    const atB = await redeem(first, b);
    expect(atB.statusCode).toBe(409);
    expect(atB.json().error.message).toBe(VOUCHER_NOT_OFFERED_AT_SITE);
    const atA = await redeem(first, a);
    expect(atA.statusCode, atA.body).toBe(200);
    const [row] = await db.select().from(vouchers).where(eq(vouchers.code, first));
    expect(row!.usedSiteId).toBe(a);

    // Staff assigned to A cannot redeem at B, even a campaign offered everywhere.
    const assigned = await call(
      'PUT',
      `/api/company/team/members/${staff.userId}/sites`,
      owner.cookie,
      { siteIds: [a] },
    );
    expect(assigned.statusCode, assigned.body).toBe(204);
    const mine = await call('GET', '/api/company/sites', staff.cookie);
    expect(mine.json().yourSiteIds).toEqual([a]);
    const second = await voucher(everywhere, 5000);
    expect(await lookUpRefusal(second, b, staff.cookie)).toBe(TILL_SITE_NOT_YOURS);
    const staffAtB = await redeem(second, b, staff.cookie);
    expect(staffAtB.statusCode).toBe(403);
    expect(staffAtB.json().error.message).toBe(TILL_SITE_NOT_YOURS);
    expect((await redeem(second, a, staff.cookie)).statusCode).toBe(200);

    // The owner (no sites assigned) redeems anywhere.
    const third = await voucher(everywhere, 10000);
    expect((await redeem(third, b)).statusCode).toBe(200);
    const fourth = await voucher(everywhere, 2500);
    expect((await redeem(fourth, b)).statusCode).toBe(200);
    await voucher(onlyA, 5000); // sold, not used

    const figures = await call('GET', '/api/company/sites/figures', staff.cookie);
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json().redemptions).toEqual([
      { siteId: a, label: 'Site A', count: 2, valuePence: 7500 },
      { siteId: b, label: 'Site B', count: 2, valuePence: 12500 },
    ]);
    // Sales: a campaign at one site counts there; one at every site under "Several sites".
    expect(figures.json().sales).toEqual([
      { siteId: a, label: 'Site A', count: 2, valuePence: 7500 },
      { siteId: b, label: 'Site B', count: 0, valuePence: 0 },
      { siteId: null, label: 'Several sites', count: 3, valuePence: 17500 },
    ]);
  });

  it('the campaign detail lists its sites, or every site of a company with several', async () => {
    const { db } = t.deps.database;
    // The catalogue shows approved companies' campaigns.
    await db.update(companies).set({ status: 'approved' });
    const sites = (await call('GET', '/api/company/sites', owner.cookie)).json();
    const open = sites.sites.filter((s: { archivedAt: string | null }) => !s.archivedAt);
    const a = open.find((s: { name: string }) => s.name === 'Site A').id;
    const limitedId = await insertLiveCampaign(db, owner.companyId, { name: 'Limited page' });
    await call('PUT', `/api/company/campaigns/${limitedId}/sites`, owner.cookie, { siteIds: [a] });
    const limited = await t.app.inject({ method: 'GET', url: `/api/campaigns/${limitedId}` });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().sites).toEqual([{ name: 'Site A', address: '10 North Road, Leeds' }]);
    expect(limited.json().sitesLimited).toBe(true);

    const anyId = await insertLiveCampaign(db, owner.companyId, { name: 'Any page' });
    const any = await t.app.inject({ method: 'GET', url: `/api/campaigns/${anyId}` });
    expect(any.json().sitesLimited).toBe(false);
    expect(any.json().sites.map((s: { name: string }) => s.name)).toEqual(
      open.map((s: { name: string }) => s.name),
    );

    // A company without sites: nothing to list.
    const plain = await insertLiveCampaign(db, other.companyId, { name: 'Plain page' });
    const none = await t.app.inject({ method: 'GET', url: `/api/campaigns/${plain}` });
    expect(none.json().sites).toEqual([]);
  });

  it('a company without sites redeems as before', async () => {
    const { db } = t.deps.database;
    const campaignId = await insertLiveCampaign(db, other.companyId, { name: 'No sites here' });
    const code = await insertVoucher(db, { campaignId, companyId: other.companyId });
    const res = await redeem(code, undefined, other.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(row!.usedSiteId).toBeNull();
  });
});
