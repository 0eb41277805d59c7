import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies, count, demoAccounts, eq } from '@stepup/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { cookiesFrom, totpCode } from '../../../test/account-helpers';
import { ADMIN_NEEDS_SECOND_FACTOR, ADMIN_ONLY } from '@stepup/domain';

let t: TestApp;
let business: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
});
afterAll(async () => {
  await business.close();
  await t.close();
});

const signIn = async (account: { email: string; password: string }) => {
  const res = await business.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: account,
  });
  return cookiesFrom(res.headers['set-cookie']);
};
const counters = (cookie?: string) =>
  business.inject({ method: 'GET', url: '/api/admin/counters', headers: cookie ? { cookie } : {} });

describe('the admin area', () => {
  it('is closed to visitors, company users, and admins without a second factor', async () => {
    expect((await counters()).statusCode).toBe(401);
    const company = await counters(await signIn(demoAccounts.company));
    expect(company.statusCode).toBe(403);
    expect(company.json().error.message).toBe(ADMIN_ONLY);
    const admin = await counters(await signIn(demoAccounts.admin));
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe(ADMIN_NEEDS_SECOND_FACTOR);
  });

  it('does not exist on the customer site', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/counters' })).statusCode).toBe(
      404,
    );
  });

  it('opens to an admin with a second factor, with the counts of what awaits review', async () => {
    const cookie = await signIn(demoAccounts.admin);
    const post = (url: string, payload: object) =>
      business.inject({ method: 'POST', url, payload, headers: { cookie } });
    const { totpURI } = (
      await post('/api/account/two-factor/start', { password: demoAccounts.admin.password })
    ).json();
    const confirmed = await post('/api/account/two-factor/confirm', { code: totpCode(totpURI) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const res = await counters(cookiesFrom(confirmed.headers['set-cookie']) || cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { db } = t.deps.database;
    const [pendingCompanies] = await db
      .select({ n: count() })
      .from(companies)
      .where(eq(companies.status, 'pending'));
    const [pendingCampaigns] = await db
      .select({ n: count() })
      .from(campaigns)
      .where(eq(campaigns.status, 'pending'));
    expect(res.json()).toEqual({
      newCompanies: pendingCompanies!.n,
      pendingCampaigns: pendingCampaigns!.n,
    });
    expect(pendingCampaigns!.n).toBeGreaterThan(0);
  });
});
