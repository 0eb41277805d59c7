import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { campaigns, companies, eq, vouchers } from '@stepup/db';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { actionCode, cookiesFrom, solveBotCheck, waitForMail } from '../../../test/account-helpers';
import { insertLiveCampaign } from '../../../test/purchase-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { COMPANY_ROLE_REFUSED } from '@stepup/domain';

// Staff keep the dashboard and the till, but managing campaigns (request, cancel, top up, the
// company's switches) is an owner's work: the domain's 'manageCampaigns'.

let t: TestApp;
let business: FastifyInstance;
let owner: { cookie: string; companyId: string };
let staffCookie: string;
const PASSWORD = 'Staff-Password-1';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  business.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

/** Invites `email` as staff of the owner's company, signs up through the link, verifies, signs in. */
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

beforeAll(async () => {
  t = await buildTestApp({ site: 'business' });
  business = t.app;
  owner = await newCompanyUser(business, t.deps.database.db, 'owner@staffed.test', 'Staffed Cafe');
  staffCookie = await newStaffMember(owner.cookie, 'sam@staffed.test');
}, 90_000);
afterAll(async () => {
  await t.close();
});

const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

describe('a staff member and the company campaign endpoints', () => {
  it('is the company’s staff', async () => {
    const team = await call('GET', '/api/company/team', staffCookie);
    expect(team.statusCode).toBe(200);
    expect(team.json()).toMatchObject({ companyName: 'Staffed Cafe', yourRole: 'staff' });
    // The company summary the business site's menu reads tells each member their role.
    const setup = await call('GET', '/api/company/setup', staffCookie);
    expect(setup.json()).toMatchObject({ companyName: 'Staffed Cafe', yourRole: 'staff' });
    const ownerSetup = await call('GET', '/api/company/setup', owner.cookie);
    expect(ownerSetup.json()).toMatchObject({ yourRole: 'owner' });
  });

  it('gets 403 on requesting, cancelling and topping up campaigns and on the switches', async () => {
    const { db } = t.deps.database;
    const live = await insertLiveCampaign(db, owner.companyId, { name: 'Live One' });
    const pending = await insertLiveCampaign(db, owner.companyId, {
      name: 'Awaiting Review',
      status: 'pending',
      isActive: false,
    });
    const refused: [string, 'POST' | 'PUT', string, object][] = [
      [
        'requestCampaign',
        'POST',
        '/api/company/campaigns',
        {
          name: 'Staff Special',
          faceValuesPence: [2500, 5000, 10000],
          discounts: [10, 15, 20],
          totalValuePence: 200000,
          expiryYears: 2,
          startDate: ukToday(),
          termsAccepted: true,
        },
      ],
      ['cancelCampaignRequest', 'POST', `/api/company/campaigns/${pending}/cancel`, {}],
      [
        'topUpCampaign',
        'POST',
        `/api/company/campaigns/${live}/top-up`,
        { newTotalValuePence: 300000 },
      ],
      [
        'setCompanySwitches (online)',
        'PUT',
        '/api/company/online-status',
        { currentStatus: 'online' },
      ],
      [
        'setCompanySwitches (redemptions)',
        'PUT',
        '/api/company/redemptions-enabled',
        { enabled: false },
      ],
    ];
    for (const [name, method, url, payload] of refused) {
      const res = await call(method, url, staffCookie, payload);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error.message, name).toBe(COMPANY_ROLE_REFUSED);
    }

    // Nothing changed.
    const rows = await db.select().from(campaigns).where(eq(campaigns.companyId, owner.companyId));
    expect(rows.map((r) => r.name).sort()).toEqual(['Awaiting Review', 'Live One']);
    expect(rows.find((r) => r.id === live)!.totalValuePence).toBe(100000);
    expect(rows.find((r) => r.id === pending)!.status).toBe('pending');
    const [company] = await db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(company!.redemptionsEnabled).toBe(true);

    // The owner still may.
    const cancelled = await call('POST', `/api/company/campaigns/${pending}/cancel`, owner.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const toppedUp = await call('POST', `/api/company/campaigns/${live}/top-up`, owner.cookie, {
      newTotalValuePence: 300000,
    });
    expect(toppedUp.statusCode, toppedUp.body).toBe(200);
    const switched = await call('PUT', '/api/company/redemptions-enabled', owner.cookie, {
      enabled: true,
    });
    expect(switched.statusCode, switched.body).toBe(200);
  });

  it('still reads the dashboard and redeems a voucher', async () => {
    const { db } = t.deps.database;
    const campaignId = await insertLiveCampaign(db, owner.companyId, { name: 'Till Test' });
    const code = await insertVoucher(db, { campaignId, companyId: owner.companyId });

    const dashboard = await call('GET', '/api/company/dashboard', staffCookie);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().company.name).toBe('Staffed Cafe');
    expect(dashboard.json().campaigns.map((c: { name: string }) => c.name)).toContain('Till Test');

    const lookup = await call('POST', '/api/company/redemptions/lookup', staffCookie, { code });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().status).toBe('unused');
    const redeemed = await call('POST', '/api/company/redemptions/redeem', staffCookie, { code });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().voucher.status).toBe('used');
    const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(row!.usedAt).not.toBeNull();
  });
});
