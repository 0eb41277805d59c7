import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, auditLog, campaigns, companies, demoAccounts, eq, session } from '@stepup/db';
import { ADMIN_ONLY, IDENTITY_NOT_CONFIRMED, REAUTHENTICATION_REQUIRED } from '@stepup/domain';
import { buildApp } from '../../app';
import { RATE_LIMITED } from '../../plugins/rate-limit';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  cookiesFrom,
  newVerifiedAccount,
  sessionSignedFor,
  sessionTokenOf,
  signInWithAuthenticator,
  totpCode,
  turnOnAuthenticator,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';

let t: TestApp;
let business: FastifyInstance;
/** The seeded admin's authenticator app. */
let adminTotp: string;
const admin = demoAccounts.admin;
const db = () => t.deps.database.db;
const hours = (n: number) => n * 60 * 60_000;

const signIn = async (app: FastifyInstance, account: { email: string; password: string }) =>
  cookiesFrom(
    (await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: account })).headers[
      'set-cookie'
    ],
  );

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ({ totpURI: adminTotp } = await turnOnAuthenticator(
    business,
    await signIn(business, admin),
    admin.password,
  ));
});
afterAll(async () => {
  await business.close();
  await t.close();
});

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  business.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });
const confirm = (cookie: string | null, payload: object) =>
  call(cookie, 'POST', '/api/admin/confirm-identity', payload);
/** A new session of the seeded admin (password and code), not yet confirmed. */
const newAdminSession = () => signInWithAuthenticator(business, admin, adminTotp);

/** The session row behind a business cookie. */
const sessionWhere = (cookie: string) => eq(session.token, sessionTokenOf(cookie, 'business'));
const moveSignInBack = (cookie: string, by: number) =>
  db()
    .update(session)
    .set({ createdAt: new Date(Date.now() - by) })
    .where(sessionWhere(cookie));

/** A new business's pending company. */
async function pendingCompany(name: string) {
  await newVerifiedAccount(business, {
    email: `${name.toLowerCase().replace(/\W+/g, '-')}@owner.test`,
    password: 'Owner-Pass-1',
    companyName: name,
  });
  const [row] = await db().select().from(companies).where(eq(companies.name, name));
  return row!;
}

const campaignRow = async (id: string) =>
  (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const auditCount = async (targetId: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.targetId, targetId))).length;

describe('admin sessions last 8 hours from sign-in', () => {
  it('treats an admin session signed in more than 8 hours ago as signed out, and ends it', async () => {
    const cookie = await newAdminSession();
    await moveSignInBack(cookie, hours(7));
    expect((await call(cookie, 'GET', '/api/admin/counters')).statusCode).toBe(200);

    await moveSignInBack(cookie, hours(8) + 60_000);
    expect((await call(cookie, 'GET', '/api/account/session')).json()).toEqual({ user: null });
    expect((await call(cookie, 'GET', '/api/admin/counters')).statusCode).toBe(401);
    expect((await call(cookie, 'GET', '/api/account/profile')).statusCode).toBe(401);
    expect(await db().select().from(session).where(sessionWhere(cookie))).toEqual([]);
  });

  it("leaves a company user's session as long as before", async () => {
    const cookie = await signIn(business, demoAccounts.company);
    await moveSignInBack(cookie, hours(24 * 3));
    const res = await call(cookie, 'GET', '/api/account/session');
    expect(res.json().user.email).toBe(demoAccounts.company.email);
  });
});

describe('confirming identity before the most sensitive admin actions', () => {
  it('refuses each sensitive action without a recent confirmation, and nothing changes', async () => {
    const cookie = await newAdminSession();
    const company = await pendingCompany('Rowan Records');
    const [request] = await db()
      .select()
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(and(eq(campaigns.status, 'pending'), eq(companies.status, 'approved')));
    const [live] = await db()
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.status, 'live'), eq(campaigns.featured, false)));
    const refusals: [url: string, payload: object][] = [
      [`/api/admin/companies/${company.id}/decision`, { decision: 'approve' }],
      [`/api/admin/companies/${company.id}/decision`, { decision: 'deny', reason: 'Unknown' }],
      [`/api/admin/campaigns/${request!.campaigns.id}/actions`, { action: 'approve' }],
      [`/api/admin/campaigns/${live!.id}/actions`, { action: 'freeze' }],
      [`/api/admin/campaigns/${live!.id}/actions`, { action: 'end' }],
    ];
    const refusedEach = async () => {
      for (const [url, payload] of refusals) {
        const res = await call(cookie, 'POST', url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(403);
        expect(res.json().error).toEqual({
          code: 'reauthentication_required',
          message: REAUTHENTICATION_REQUIRED,
        });
      }
    };
    const unchanged = async () => {
      expect((await db().select().from(companies).where(eq(companies.id, company.id)))[0]).toEqual(
        company,
      );
      expect(await campaignRow(request!.campaigns.id)).toEqual(request!.campaigns);
      expect(await campaignRow(live!.id)).toMatchObject({ status: 'live', frozen: false });
      for (const id of [company.id, request!.campaigns.id, live!.id]) {
        expect(await auditCount(id)).toBe(0);
      }
    };
    await refusedEach();
    await unchanged();

    // A wrong password or a wrong code stamps nothing.
    for (const payload of [
      { password: 'Not-The-Password-1', code: totpCode(adminTotp) },
      { password: admin.password, code: '000000' },
      { password: admin.password },
    ]) {
      const res = await confirm(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(IDENTITY_NOT_CONFIRMED);
    }
    const [row] = await db().select().from(session).where(sessionWhere(cookie));
    expect(row!.identityConfirmedAt).toBeNull();
    await refusedEach();
    await unchanged();

    // Less sensitive actions need no confirmation.
    const featured = await call(cookie, 'POST', `/api/admin/campaigns/${live!.id}/actions`, {
      action: 'feature',
    });
    expect(featured.statusCode, featured.body).toBe(200);

    // The password and the current code: for 10 minutes, each action goes through.
    const before = Date.now();
    const confirmed = await confirm(cookie, {
      password: admin.password,
      code: totpCode(adminTotp),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const until = new Date(confirmed.json().confirmedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    // Another session of the same admin is not confirmed by it.
    const other = await newAdminSession();
    expect((await call(other, 'POST', ...refusals[0]!)).statusCode).toBe(403);

    const ok = async (url: string, payload: object) => {
      const res = await call(cookie, 'POST', url, payload);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    };
    await ok(...refusals[0]!);
    expect(
      (await db().select().from(companies).where(eq(companies.id, company.id)))[0]!.status,
    ).toBe('approved');
    await ok(...refusals[2]!);
    expect((await campaignRow(request!.campaigns.id)).status).toBe('live');
    await ok(...refusals[3]!);
    expect((await campaignRow(live!.id)).frozen).toBe(true);

    // Ten minutes on, the confirmation has run out.
    await db()
      .update(session)
      .set({ identityConfirmedAt: new Date(Date.now() - 10 * 60_000 - 1000) })
      .where(sessionWhere(cookie));
    expect((await call(cookie, 'POST', ...refusals[4]!)).statusCode).toBe(403);
    expect((await campaignRow(live!.id)).status).toBe('live');
    await confirm(cookie, { password: admin.password, code: totpCode(adminTotp) });
    await ok(...refusals[4]!);
    expect((await campaignRow(live!.id)).status).toBe('ended');
  });

  it('lets only admins confirm: 401 visitor and customer, 403 forged customer and company user', async () => {
    const payload = { password: 'Whatever-1', code: '123456' };
    expect((await confirm(null, payload)).statusCode).toBe(401);
    // A customer's own session is no session on the business site…
    const customer = await signIn(t.app, demoAccounts.customer);
    expect(
      (await confirm(customer.replaceAll('stepup.', 'stepup-business.'), payload)).statusCode,
    ).toBe(401);
    // …and one signed with the business site's key is still not an admin's.
    const forged = await confirm(
      sessionSignedFor(customer, 'business', t.deps.config.authSecret),
      payload,
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.message).toBe(ADMIN_ONLY);
    const company = await confirm(await signIn(business, demoAccounts.company), {
      password: demoAccounts.company.password,
      code: '123456',
    });
    expect(company.statusCode).toBe(403);
    expect(company.json().error.message).toBe(ADMIN_ONLY);
  });

  it('counts attempts per account: the eleventh in 15 minutes is refused, even a right one', async () => {
    // A second admin, so the seeded admin's count stays clear for the other tests.
    const email = 'second-admin@stepup.test';
    const password = 'Admin-Pass-2';
    const cookie = await newVerifiedAccount(business, {
      email,
      password,
      companyName: 'Second Admin Scratch Ltd',
    });
    await makeAdmin(db(), email);
    const { totpURI, cookie: withFactor } = await turnOnAuthenticator(business, cookie, password);
    for (let i = 0; i < 10; i++) {
      expect(
        (await confirm(withFactor, { password: 'Wrong-Pass-1', code: '000000' })).statusCode,
      ).toBe(400);
    }
    const last = await confirm(withFactor, { password, code: totpCode(totpURI) });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(RATE_LIMITED);
  });
});
