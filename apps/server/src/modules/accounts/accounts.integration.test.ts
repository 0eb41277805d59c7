import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_IN_USE,
  EMAIL_VERIFIED,
  FORGOT_PASSWORD_SUCCESS,
  LOGIN_CREDENTIALS_INCORRECT,
  LOGIN_VERIFY_EMAIL,
  RESET_PASSWORDS_DONT_MATCH,
  RESET_PASSWORD_TOO_SHORT,
  SIGN_UP_SUCCESS,
  WRONG_USER_DATA,
} from '@stepup/domain';
import { demoAccounts } from '@stepup/db';
import { buildApp } from '../../app';
import { RATE_LIMITED } from '../../plugins/rate-limit';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { actionCode, cookiesFrom, solveBotCheck, waitForMail } from '../../../test/account-helpers';
import { BOT_CHECK_FAILED } from '@stepup/domain';
import { EMAIL_LINK_INVALID } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } })).json();

const password = 'Sunny-Day-42';
let n = 0;
const newEmail = () => `person${++n}.${Date.now()}@example.test`;

async function signUp(email: string) {
  const res = await post('/api/account/sign-up', {
    name: 'Jamie Fox',
    email,
    password,
    botCheck: await solveBotCheck(t.app),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

describe('customer sign-up, verification and sign-in', () => {
  it('creates an unverified, signed-out account; no session until the emailed link is followed', async () => {
    const email = newEmail();
    const res = await signUp(email);
    expect(res.json()).toEqual({ message: SIGN_UP_SUCCESS });
    expect(res.headers['set-cookie']).toBeUndefined();

    const refused = await post('/api/account/sign-in', { email, password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'email_not_verified', message: LOGIN_VERIFY_EMAIL },
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // The refused sign-in sent the link again.
    const mail = await waitForMail(t.app, email, { template: 'verify-email', count: 2 });
    expect(
      mail[0]!.links.some((l) =>
        l.startsWith('https://www.stepup.test/email-verify?mode=verifyEmail&oobCode='),
      ),
    ).toBe(true);

    const verified = await post('/api/account/verify-email', { token: actionCode(mail[0]!) });
    expect(verified.json()).toEqual({ message: EMAIL_VERIFIED, signedIn: false });
    // Following the link again: the "already verified" case of docs/product.md#email-links.
    const reused = await post('/api/account/verify-email', { token: actionCode(mail[0]!) });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(EMAIL_LINK_INVALID);

    const signedIn = await post('/api/account/sign-in', { email, password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { email, name: 'Jamie Fox', audience: 'customer' },
    });
    const cookie = cookiesFrom(signedIn.headers['set-cookie']);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    expect(await session(cookie)).toMatchObject({ user: { email } });

    const out = await post('/api/account/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(await session(cookie)).toEqual({ user: null });
  });

  it('delivers mail through the job queue', async () => {
    const email = newEmail();
    await signUp(email);
    const deadline = Date.now() + 10_000;
    let status = '';
    while (status !== 'sent' && Date.now() < deadline) {
      status = (await waitForMail(t.app, email))[0]!.status;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('sent');
  });

  it('refuses a missing, forged or replayed bot-check solution', async () => {
    const missing = await post('/api/account/sign-up', { name: 'A', email: newEmail(), password });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.message).toBe(BOT_CHECK_FAILED);

    const botCheck = await solveBotCheck(t.app);
    const first = await post('/api/account/sign-up', {
      name: 'A',
      email: newEmail(),
      password,
      botCheck,
    });
    expect(first.statusCode).toBe(201);
    const replay = await post('/api/account/sign-up', {
      name: 'B',
      email: newEmail(),
      password,
      botCheck,
    });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().error.message).toBe(BOT_CHECK_FAILED);

    const forged = Buffer.from(
      JSON.stringify({
        challenge: { parameters: { nonce: 'x' } },
        solution: { counter: 1, derivedKey: '00' },
      }),
    ).toString('base64');
    const bad = await post('/api/account/sign-up', {
      name: 'C',
      email: newEmail(),
      password,
      botCheck: forged,
    });
    expect(bad.statusCode).toBe(403);
  });

  it('checks sign-up fields in the order of docs/product.md with its messages, before the bot check', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'Missing email'],
      [{ email: 'a@b.test' }, 'Missing name'],
      [{ email: 'a@b.test', name: 'A' }, 'Missing password'],
      [
        { email: 'a@b.test', name: 'A', password: 'weakpass' },
        'Passwords need to be at least 8 characters, and include an uppercase letter, a lowercase letter, a number and a symbol.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/account/sign-up', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('says an email is already in use', async () => {
    const res = await post('/api/account/sign-up', {
      name: 'Alex',
      email: demoAccounts.customer.email.toUpperCase(),
      password,
      botCheck: await solveBotCheck(t.app),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(EMAIL_IN_USE);
  });

  it('answers wrong credentials with the text of docs/product.md, and the login messages in order', async () => {
    const wrong = await post('/api/account/sign-in', {
      email: demoAccounts.customer.email,
      password: 'Nope-1234',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(LOGIN_CREDENTIALS_INCORRECT);
    const unknown = await post('/api/account/sign-in', {
      email: 'nobody@example.test',
      password: 'Nope-1234',
    });
    expect(unknown.json().error.message).toBe(LOGIN_CREDENTIALS_INCORRECT);
    expect((await post('/api/account/sign-in', {})).json().error.message).toBe('Missing email');
    expect((await post('/api/account/sign-in', { email: 'x' })).json().error.message).toBe(
      'Missing password',
    );
    expect(
      (await post('/api/account/sign-in', { email: 'x', password: 'y' })).json().error.message,
    ).toBe('Email address is not formatted correctly');
  });

  it('treats an unknown or used link as an invalid link (docs/product.md#email-links)', async () => {
    const res = await post('/api/account/verify-email', { token: 'not-a-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(EMAIL_LINK_INVALID);
  });
});

describe('audiences', () => {
  it('lets the demo customer in on the customer site, and refuses business accounts there', async () => {
    const ok = await post('/api/account/sign-in', demoAccounts.customer);
    expect(ok.statusCode).toBe(200);
    for (const account of [demoAccounts.company, demoAccounts.admin]) {
      const res = await post('/api/account/sign-in', account);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(WRONG_USER_DATA);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('lets company users in on the business site, and refuses customers there', async () => {
    const business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
    await business.ready();
    const signIn = (body: object) =>
      business.inject({ method: 'POST', url: '/api/account/sign-in', payload: body });
    const company = await signIn(demoAccounts.company);
    expect(company.statusCode).toBe(200);
    expect(company.json()).toMatchObject({ user: { audience: 'business', roleClass: 'company' } });
    // The business site's session cookie has its own name: it never doubles as a customer session.
    const cookie = cookiesFrom(company.headers['set-cookie']);
    expect(cookie).toMatch(/^stepup-business\./);
    expect(await session(cookie)).toEqual({ user: null });

    const customer = await signIn(demoAccounts.customer);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.message).toBe(WRONG_USER_DATA);
    await business.close();
  });

  it("binds a session to its site: one site's session token under the other's cookie name is no session", async () => {
    // Both sites on one database, as in production: one session table.
    const business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
    await business.ready();
    const signedInOn = async (app: typeof business, account: object) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: account,
      });
      expect(res.statusCode, res.body).toBe(200);
      return cookiesFrom(res.headers['set-cookie']);
    };
    const asked = async (app: typeof business, cookie: string) => ({
      session: (
        await app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } })
      ).json(),
      profile: (
        await app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie } })
      ).statusCode,
    });

    // A customer's session works on the customer site…
    const customer = await signedInOn(t.app, demoAccounts.customer);
    expect((await asked(t.app, customer)).session.user.email).toBe(demoAccounts.customer.email);
    // …and is nobody's on the business site, under the business cookie's name.
    const renamed = customer.replaceAll('stepup.', 'stepup-business.');
    expect(renamed).toContain('stepup-business.session_token=');
    expect(await asked(business, renamed)).toEqual({ session: { user: null }, profile: 401 });

    // The reverse: a company user's business session presented to the customer site.
    const company = await signedInOn(business, demoAccounts.company);
    expect((await asked(business, company)).session.user.email).toBe(demoAccounts.company.email);
    const toWeb = company.replaceAll('stepup-business.', 'stepup.');
    expect(toWeb).toContain('stepup.session_token=');
    expect(await asked(t.app, toWeb)).toEqual({ session: { user: null }, profile: 401 });
    await business.close();
  });
});

describe('forgotten password', () => {
  it('answers the same for known and unknown emails, and only mails the known one', async () => {
    const email = newEmail();
    await signUp(email);
    for (const address of [email, 'nobody@example.test']) {
      const res = await post('/api/account/forgot-password', { email: address });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_SUCCESS });
    }
    const [reset] = await waitForMail(t.app, email, { template: 'reset-password' });
    expect(reset!.links.some((l) => l.includes('mode=resetPassword'))).toBe(true);
    const nobody = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mail?to=nobody%40example.test',
    });
    expect(nobody.json().mail).toEqual([]);
  });

  it('resets with the emailed code: the checks of docs/product.md#passwords first, then the new password works and the old does not', async () => {
    const email = newEmail();
    await signUp(email);
    const [verify] = await waitForMail(t.app, email, { template: 'verify-email' });
    await post('/api/account/verify-email', { token: actionCode(verify!) });
    await post('/api/account/forgot-password', { email });
    const token = actionCode((await waitForMail(t.app, email, { template: 'reset-password' }))[0]!);

    expect((await post('/api/account/reset-password', { token })).json().error.message).toBe(
      'Missing data',
    );
    expect(
      (
        await post('/api/account/reset-password', {
          token,
          password: 'abcdef',
          confirmPassword: 'abcdeg',
        })
      ).json().error.message,
    ).toBe(RESET_PASSWORDS_DONT_MATCH);
    expect(
      (
        await post('/api/account/reset-password', {
          token,
          password: 'abcde',
          confirmPassword: 'abcde',
        })
      ).json().error.message,
    ).toBe(RESET_PASSWORD_TOO_SHORT);

    const done = await post('/api/account/reset-password', {
      token,
      password: 'fresh-pass',
      confirmPassword: 'fresh-pass',
    });
    expect(done.statusCode).toBe(204);
    expect((await post('/api/account/sign-in', { email, password })).statusCode).toBe(401);
    expect((await post('/api/account/sign-in', { email, password: 'fresh-pass' })).statusCode).toBe(
      200,
    );
    // The code works once.
    const again = await post('/api/account/reset-password', {
      token,
      password: 'other-pass',
      confirmPassword: 'other-pass',
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts on one account', async () => {
    const email = 'target@example.test';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await post('/api/account/sign-in', { email, password: 'Wrong-123' })).statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await post('/api/account/sign-in', { email, password: 'Wrong-123' });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(RATE_LIMITED);
  });
});
