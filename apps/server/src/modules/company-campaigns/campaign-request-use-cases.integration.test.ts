import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companyMembers, eq, user } from '@stepup/db';
import type { CampaignRequestBody } from '@stepup/contracts';
import { COMPANY_ROLE_REFUSED, MISSING_USER_DATA, REAUTHENTICATION_REQUIRED } from '@stepup/domain';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { actorOf, visitor } from '../../../test/actors';
import { completeCompanySetup, newCompanyUser } from '../../../test/company-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { actOnCampaign, adminCounters, decideCompanyReview, listCampaigns } from '../admin/service';
import { requestCampaign } from './service';
import { makeAdmin } from '../../../test/admin-helpers';

// The campaign request and its review called as a job or another module would: built actors, no
// cookie, no HTTP.
let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
let companyId: string;

const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

const aRequest = (name: string): CampaignRequestBody => ({
  name,
  faceValuesPence: [2500, 5000, 10000],
  discounts: [10, 15, 20],
  totalValuePence: 200000,
  expiryYears: 2,
  startDate: ukToday(),
  termsAccepted: true,
});

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ctx = business.ctx;
  const { db } = t.deps.database;
  ({ companyId } = await newCompanyUser(business, db, 'owner@requests.test', 'Requests Ltd'));
  await completeCompanySetup(db, companyId);
  // A staff member of the same company (signed up with a company of their own, then moved).
  const staff = await newCompanyUser(business, db, 'staff@requests.test', 'Scratch Ltd');
  const [staffUser] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, 'staff@requests.test'));
  await db
    .update(companyMembers)
    .set({ companyId, roleInCompany: 'staff' })
    .where(eq(companyMembers.userId, staffUser!.id));
  expect(staff.companyId).not.toBe(companyId);
  // A platform admin with a second factor (the actor carries what its records say).
  await newCompanyUser(business, db, 'admin@requests.test', 'Admin Scratch Ltd');
  await makeAdmin(db, 'admin@requests.test', { twoFactorEnabled: true });
});
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('campaign request use cases with built actors', () => {
  it('refuses a visitor (401) and a staff member without the right (403)', async () => {
    await expect(requestCampaign(ctx, visitor(), aRequest('Visitor Deal'))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: MISSING_USER_DATA,
    });
    const staff = await actorOf(ctx, 'staff@requests.test');
    await expect(requestCampaign(ctx, staff, aRequest('Staff Deal'))).rejects.toMatchObject({
      code: 'forbidden',
      message: COMPANY_ROLE_REFUSED,
    });
  });

  it("puts an owner's request, with every prerequisite in place, before the admin", async () => {
    const owner = await actorOf(ctx, 'owner@requests.test');
    const created = await requestCampaign(ctx, owner, aRequest('Winter Warmers'));
    expect(created).toMatchObject({
      name: 'Winter Warmers',
      status: 'pending',
      faceValuesPence: [2500, 5000, 10000],
      discounts: [10, 15, 20],
      totalValuePence: 200000,
    });

    const admin = await actorOf(ctx, 'admin@requests.test');
    const { campaigns } = await listCampaigns(ctx, admin, { status: 'pending' });
    expect(campaigns.map((c) => c.id)).toContain(created.id);
    expect((await adminCounters(ctx, admin)).pendingCampaigns).toBeGreaterThanOrEqual(1);
  });
});

describe('admin decisions with built actors', () => {
  it('approves the company and the campaign only after a recent confirmation of identity', async () => {
    const unconfirmed = await actorOf(ctx, 'admin@requests.test', { identityConfirmedAt: null });
    const { campaigns } = await listCampaigns(ctx, unconfirmed, { status: 'pending' });
    const pending = campaigns.find((c) => c.companyId === companyId);
    expect(pending).toBeDefined();

    await expect(
      decideCompanyReview(ctx, unconfirmed, { id: companyId, decision: 'approve' }),
    ).rejects.toMatchObject({
      code: 'reauthentication_required',
      message: REAUTHENTICATION_REQUIRED,
    });
    await expect(
      actOnCampaign(ctx, unconfirmed, { id: pending!.id, action: 'approve' }),
    ).rejects.toMatchObject({ code: 'reauthentication_required' });

    const confirmed = await actorOf(ctx, 'admin@requests.test', {
      identityConfirmedAt: new Date(),
    });
    const company = await decideCompanyReview(ctx, confirmed, {
      id: companyId,
      decision: 'approve',
    });
    expect(company.status).toBe('approved');
    const live = await actOnCampaign(ctx, confirmed, { id: pending!.id, action: 'approve' });
    expect(live).toMatchObject({ id: pending!.id, status: 'live' });
  });
});
