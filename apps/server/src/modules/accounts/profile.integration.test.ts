import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_REVERTED,
  EMAIL_VERIFIED,
  MISSING_USER_DATA,
  PASSWORD_RULE,
  RESET_PASSWORDS_DONT_MATCH,
  UPDATE_SUCCESSFUL,
  WRONG_USER_DATA,
} from '@stepup/domain';
import {
  companies,
  companyMembers,
  customers,
  demoAccounts,
  eq,
  session,
  user,
  vouchers,
} from '@stepup/db';
import { buildApp } from '../../app';
import { EMAIL_LINK_INVALID } from './service';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  actionCode,
  cookiesFrom,
  newVerifiedCustomer,
  solveBotCheck,
  turnOnAuthenticator,
  waitForMail,
} from '../../../test/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

const password = 'Sunny-Day-42';
let n = 0;
const newEmail = () => `profile${++n}.${Date.now()}@example.test`;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const sessionOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } })).json();
const profile = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie } })).json();

describe('who may change a profile', () => {
  it('refuses every profile endpoint without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/profile' })).statusCode).toBe(
      401,
    );
    for (const [url, body] of [
      ['/api/account/name', { name: 'X' }],
      ['/api/account/email', { newEmail: 'x@example.test' }],
      ['/api/account/password', { currentPassword: 'a', newPassword: 'b', retypePassword: 'b' }],
      ['/api/account/close', {}],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.message).toBe(MISSING_USER_DATA);
    }
  });
});

describe('activity stamps', () => {
  it('stamps lastActive and lastWebActive when a signed-in customer loads the site', async () => {
    const { db } = t.deps.database;
    const email = newEmail();
    const cookie = await newVerifiedCustomer(t.app, { email, password });
    const [u] = await db.select().from(user).where(eq(user.email, email));
    const before = new Date();
    await t.app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } });
    const [row] = await db.select().from(customers).where(eq(customers.userId, u!.id));
    expect(row!.lastWebActive!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row!.lastActive).toEqual(row!.lastWebActive);
  });
});

describe('edit profile', () => {
  it('changes the name everywhere it shows', async () => {
    const cookie = await newVerifiedCustomer(t.app, { email: newEmail(), password });
    const res = await post('/api/account/name', { name: 'Jamie Rivers' }, cookie);
    expect(res.json()).toEqual({ message: UPDATE_SUCCESSFUL });
    expect(await profile(cookie)).toMatchObject({ name: 'Jamie Rivers' });
    expect((await post('/api/account/name', { name: '  ' }, cookie)).json().error.message).toBe(
      'Missing name',
    );
  });

  it('keeps a new email pending until its link is followed, and tells the old address', async () => {
    const oldEmail = newEmail();
    const wanted = newEmail();
    const cookie = await newVerifiedCustomer(t.app, { email: oldEmail, password });
    const res = await post('/api/account/email', { newEmail: wanted }, cookie);
    expect(res.json()).toEqual({ message: UPDATE_SUCCESSFUL });
    expect(await profile(cookie)).toMatchObject({ email: oldEmail, pendingEmail: wanted });
    await waitForMail(t.app, oldEmail, { template: 'email-change-notice' });

    const [confirm] = await waitForMail(t.app, wanted, { template: 'confirm-new-email' });
    expect(confirm!.links.some((l) => l.includes('/email-verify-update?'))).toBe(true);
    const verified = await post('/api/account/verify-email', { token: actionCode(confirm!) });
    // Without signIn (not the second verify page) nobody is signed in.
    expect(verified.json()).toEqual({ message: EMAIL_VERIFIED, signedIn: false });
    expect(verified.headers['set-cookie']).toBeUndefined();

    expect((await post('/api/account/sign-in', { email: oldEmail, password })).statusCode).toBe(
      401,
    );
    const again = await post('/api/account/sign-in', { email: wanted, password });
    expect(again.statusCode).toBe(200);
    expect(await profile(cookiesFrom(again.headers['set-cookie']))).toEqual({
      name: 'Jamie Fox',
      email: wanted,
      pendingEmail: null,
    });
  });

  it('signs the customer in from the second verify page once the change link is spent, once', async () => {
    const wanted = newEmail();
    const cookie = await newVerifiedCustomer(t.app, { email: newEmail(), password });
    await post('/api/account/email', { newEmail: wanted }, cookie);
    const [confirm] = await waitForMail(t.app, wanted, { template: 'confirm-new-email' });
    const token = actionCode(confirm!);

    const verified = await post('/api/account/verify-email', { token, signIn: true });
    expect(verified.json()).toEqual({ message: EMAIL_VERIFIED, signedIn: true });
    const signedIn = cookiesFrom(verified.headers['set-cookie']);
    expect(await sessionOf(signedIn)).toMatchObject({ user: { email: wanted } });
    // A browser-session cookie, as a sign-in without Remember me.
    expect(String(verified.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/i);

    // The link is spent: a second opening signs nobody in.
    const again = await post('/api/account/verify-email', { token, signIn: true });
    expect(again.statusCode).toBe(400);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('signs nobody in with a forged token, a first verification link or an account with a second factor', async () => {
    const forged = await post('/api/account/verify-email', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi50ZXN0IiwidXBkYXRlVG8iOiJjQGQudGVzdCJ9.x',
      signIn: true,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['set-cookie']).toBeUndefined();

    // A sign-up's first verification: verified, not signed in (that link only verifies).
    const fresh = newEmail();
    await post('/api/account/sign-up', {
      name: 'Jamie Fox',
      email: fresh,
      password,
      botCheck: await solveBotCheck(t.app),
    });
    const [first] = await waitForMail(t.app, fresh, { template: 'verify-email' });
    const firstVerified = await post('/api/account/verify-email', {
      token: actionCode(first!),
      signIn: true,
    });
    expect(firstVerified.json()).toEqual({ message: EMAIL_VERIFIED, signedIn: false });
    expect(firstVerified.headers['set-cookie']).toBeUndefined();

    // Two-step sign-in on: the emailed link alone must not pass the second factor.
    const guarded = newEmail();
    const wanted = newEmail();
    const before = await newVerifiedCustomer(t.app, { email: guarded, password });
    const { cookie } = await turnOnAuthenticator(t.app, before, password);
    const changed = await post('/api/account/email', { newEmail: wanted }, cookie);
    expect(changed.statusCode, changed.body).toBe(200);
    const [confirm] = await waitForMail(t.app, wanted, { template: 'confirm-new-email' });
    const verified = await post('/api/account/verify-email', {
      token: actionCode(confirm!),
      signIn: true,
    });
    expect(verified.json()).toEqual({ message: EMAIL_VERIFIED, signedIn: false });
    expect(verified.headers['set-cookie']).toBeUndefined();
  });

  it("lets the old address undo an email change, once, and the new address's link then fails", async () => {
    const oldEmail = newEmail();
    const wanted = newEmail();
    const cookie = await newVerifiedCustomer(t.app, { email: oldEmail, password });
    await post('/api/account/email', { newEmail: wanted }, cookie);
    const [notice] = await waitForMail(t.app, oldEmail, { template: 'email-change-notice' });
    const recoverLink = notice!.links.find((l) => l.includes('mode=recoverEmail'))!;
    expect(recoverLink).toMatch(
      /^https:\/\/www\.stepup\.test\/email-verify\?mode=recoverEmail&oobCode=/,
    );
    const token = actionCode(notice!);

    const recovered = await post('/api/account/recover-email', { token });
    expect(recovered.json()).toEqual({ message: EMAIL_REVERTED });
    // Signed out everywhere; the old address and password still sign in.
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } })
      ).json(),
    ).toEqual({ user: null });
    const back = await post('/api/account/sign-in', { email: oldEmail, password });
    expect(back.statusCode).toBe(200);
    expect(await profile(cookiesFrom(back.headers['set-cookie']))).toMatchObject({
      email: oldEmail,
      pendingEmail: null,
    });

    // The cancelled change cannot complete, and the undo link works once.
    const [confirm] = await waitForMail(t.app, wanted, { template: 'confirm-new-email' });
    expect(
      (await post('/api/account/verify-email', { token: actionCode(confirm!) })).json().error
        .message,
    ).toBe(EMAIL_LINK_INVALID);
    expect((await post('/api/account/sign-in', { email: wanted, password })).statusCode).toBe(401);
    expect((await post('/api/account/recover-email', { token })).json().error.message).toBe(
      EMAIL_LINK_INVALID,
    );
  });

  it('changes the password only with the current one and a matching, strong new one', async () => {
    const email = newEmail();
    const cookie = await newVerifiedCustomer(t.app, { email, password });
    const change = (body: object) => post('/api/account/password', body, cookie);
    expect(
      (
        await change({
          currentPassword: password,
          newPassword: 'New-Pass-99',
          retypePassword: 'New-Pass-98',
        })
      ).json().error.message,
    ).toBe(RESET_PASSWORDS_DONT_MATCH);
    expect(
      (
        await change({
          currentPassword: password,
          newPassword: 'weakweak',
          retypePassword: 'weakweak',
        })
      ).json().error.message,
    ).toBe(PASSWORD_RULE);
    const wrong = await change({
      currentPassword: 'Not-It-123',
      newPassword: 'New-Pass-99',
      retypePassword: 'New-Pass-99',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/password/i);

    const ok = await change({
      currentPassword: password,
      newPassword: 'New-Pass-99',
      retypePassword: 'New-Pass-99',
    });
    expect(ok.json()).toEqual({ message: UPDATE_SUCCESSFUL });
    expect((await post('/api/account/sign-in', { email, password })).statusCode).toBe(401);
    expect(
      (await post('/api/account/sign-in', { email, password: 'New-Pass-99' })).statusCode,
    ).toBe(200);
  });
});

describe('a password change', () => {
  it('keeps the browser that changed it signed in and signs out every other session', async () => {
    const email = newEmail();
    const first = await newVerifiedCustomer(t.app, { email, password });
    const second = cookiesFrom(
      (await post('/api/account/sign-in', { email, password })).headers['set-cookie'],
    );
    const profileStatus = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie } }))
        .statusCode;
    expect(await profileStatus(second)).toBe(200);
    const { db } = t.deps.database;
    const sessionsOf = () =>
      db
        .select({ createdAt: session.createdAt })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(eq(user.email, email))
        .orderBy(session.createdAt);
    const [signedInAt] = await sessionsOf();

    const changed = await post(
      '/api/account/password',
      { currentPassword: password, newPassword: 'New-Pass-99', retypePassword: 'New-Pass-99' },
      first,
    );
    expect(changed.json()).toEqual({ message: UPDATE_SUCCESSFUL });
    const replaced = cookiesFrom(changed.headers['set-cookie']);
    expect(replaced).toContain('stepup.session_token=');
    // This browser, with the reply's cookie, is still signed in; the other session is not.
    expect(await profileStatus(replaced)).toBe(200);
    expect(await profileStatus(second)).toBe(401);
    expect(await profileStatus(first)).toBe(401);
    // One session is left, and it still counts from the first sign-in.
    expect(await sessionsOf()).toEqual([{ createdAt: signedInAt!.createdAt }]);
  });
});

describe('close account', () => {
  it('deletes the sign-in and signs out, while vouchers already issued stay valid', async () => {
    const { db } = t.deps.database;
    const signIn = await post('/api/account/sign-in', demoAccounts.customer);
    const cookie = cookiesFrom(signIn.headers['set-cookie']);
    const userId = signIn.json().user.id as string;
    const before = await db.select().from(vouchers).where(eq(vouchers.buyerUserId, userId));
    expect(before.length).toBeGreaterThan(0);

    const res = await post('/api/account/close', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } })
      ).json(),
    ).toEqual({ user: null });
    expect((await post('/api/account/sign-in', demoAccounts.customer)).statusCode).toBe(401);
    expect(await db.select().from(user).where(eq(user.id, userId))).toEqual([]);
    for (const voucher of before) {
      const [kept] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
      expect(kept).toMatchObject({ code: voucher.code, buyerUserId: null });
    }
  });
});

describe('business sign-up', () => {
  it('creates a company user and their pending company; the account signs in on the business site only', async () => {
    const business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
    await business.ready();
    const email = newEmail();
    const missingCompany = await business.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'Jo', email, password },
    });
    expect(missingCompany.json().error.message).toBe('Invalid trading name');

    const res = await business.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        name: 'Jo',
        email,
        password,
        companyName: 'Rise & Crumb Two',
        botCheck: await solveBotCheck(business),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { db } = t.deps.database;
    const [member] = await db
      .select({
        status: companies.status,
        name: companies.name,
        role: companyMembers.roleInCompany,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .innerJoin(user, eq(user.id, companyMembers.userId))
      .where(eq(user.email, email));
    expect(member).toEqual({ status: 'pending', name: 'Rise & Crumb Two', role: 'owner' });

    const [mail] = await waitForMail(business, email, { template: 'verify-email' });
    expect(
      mail!.links.some(
        (l) =>
          l.startsWith('https://business.stepup.test/email-verify?') &&
          l.includes('isCompanyUser=true'),
      ),
    ).toBe(true);
    await business.inject({
      method: 'POST',
      url: '/api/account/verify-email',
      payload: { token: actionCode(mail!) },
    });
    const inBusiness = await business.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password },
    });
    expect(inBusiness.json()).toMatchObject({
      user: { audience: 'business', roleClass: 'company' },
    });
    const inCustomer = await post('/api/account/sign-in', { email, password });
    expect(inCustomer.json().error.message).toBe(WRONG_USER_DATA);
    await business.close();
  });
});
