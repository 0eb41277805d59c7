import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CLOSE_REFUSED,
  EMAIL_VERIFIED,
  UPDATE_SUCCESSFUL,
  onlyOwnerCloseRefused,
} from '@stepup/domain';
import { companies, companyMembers, demoAccounts, eq, user } from '@stepup/db';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  actionCode,
  cookiesFrom,
  newVerifiedAccount,
  waitForMail,
} from '../../../test/account-helpers';

// The business site's own account: the same profile endpoints as the customer site, for company
// users and admins, with the business rules for closing an account.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true, site: 'business' });
});
afterAll(() => t.close());

const password = 'Sunny-Day-42';
let n = 0;
const newEmail = () => `business${++n}.${Date.now()}@example.test`;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const profile = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie } })).json();
const signIn = async (account: { email: string; password: string }) =>
  cookiesFrom((await post('/api/account/sign-in', account)).headers['set-cookie']);
const companyUser = (email: string, companyName = `Bakery ${n}`) =>
  newVerifiedAccount(t.app, { email, password, name: 'Mo Baker', companyName });

describe('a company user changes their email', () => {
  it('stays pending until the link sent to the business site is followed; the old address is told', async () => {
    const oldEmail = newEmail();
    const wanted = newEmail();
    const cookie = await companyUser(oldEmail);
    expect((await post('/api/account/email', { newEmail: wanted }, cookie)).json()).toEqual({
      message: UPDATE_SUCCESSFUL,
    });
    expect(await profile(cookie)).toEqual({
      name: 'Mo Baker',
      email: oldEmail,
      pendingEmail: wanted,
    });
    const [notice] = await waitForMail(t.app, oldEmail, { template: 'email-change-notice' });
    expect(
      notice!.links.some((l) =>
        l.startsWith('https://business.stepup.test/email-verify?mode=recoverEmail&'),
      ),
    ).toBe(true);

    const [confirm] = await waitForMail(t.app, wanted, { template: 'confirm-new-email' });
    expect(
      confirm!.links.some((l) => l.startsWith('https://business.stepup.test/email-verify-update?')),
    ).toBe(true);
    // The second verify page asks to sign in; a business account signs in as usual instead.
    const verified = await post('/api/account/verify-email', {
      token: actionCode(confirm!),
      signIn: true,
    });
    expect(verified.json()).toEqual({ message: EMAIL_VERIFIED, signedIn: false });
    expect(verified.headers['set-cookie']).toBeUndefined();

    expect((await post('/api/account/sign-in', { email: oldEmail, password })).statusCode).toBe(
      401,
    );
    const cookieAfter = await signIn({ email: wanted, password });
    expect(await profile(cookieAfter)).toEqual({
      name: 'Mo Baker',
      email: wanted,
      pendingEmail: null,
    });
  });
});

describe('a business account closes', () => {
  it('takes along its pending company that never traded', async () => {
    const { db } = t.deps.database;
    const email = newEmail();
    const cookie = await companyUser(email, 'Closing Time Café');
    const [before] = await db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Closing Time Café'));
    expect(before).toMatchObject({ status: 'pending' });

    const res = await post('/api/account/close', {}, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(await db.select().from(companies).where(eq(companies.id, before!.id))).toEqual([]);
    expect((await post('/api/account/sign-in', { email, password })).statusCode).toBe(401);
  });

  it('refuses the only owner of a trading company, and keeps everything', async () => {
    const { db } = t.deps.database;
    const cookie = await signIn(demoAccounts.company);
    const [owned] = await db
      .select({ name: companies.name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .innerJoin(user, eq(user.id, companyMembers.userId))
      .where(eq(user.email, demoAccounts.company.email));

    const res = await post('/api/account/close', {}, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(onlyOwnerCloseRefused(owned!.name));
    expect(
      await db.select({ id: user.id }).from(user).where(eq(user.email, demoAccounts.company.email)),
    ).toHaveLength(1);
  });

  it('lets a member of a trading company leave; the company and its owner stay', async () => {
    const { db } = t.deps.database;
    const email = newEmail();
    const cookie = await companyUser(email);
    const [me] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const [trading] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(user, eq(user.id, companyMembers.userId))
      .where(eq(user.email, demoAccounts.company.email));
    await db
      .insert(companyMembers)
      .values({ companyId: trading!.companyId, userId: me!.id, roleInCompany: 'staff' });

    expect((await post('/api/account/close', {}, cookie)).statusCode).toBe(200);
    expect(
      await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, trading!.companyId)),
    ).toHaveLength(1);
    expect(
      await db.select().from(companies).where(eq(companies.id, trading!.companyId)),
    ).toHaveLength(1);
  });

  it('refuses an admin', async () => {
    const res = await post('/api/account/close', {}, await signIn(demoAccounts.admin));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_CLOSE_REFUSED);
  });
});
