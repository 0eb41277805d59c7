import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoAccounts, eq, session } from '@stepup/db';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  cookiesFrom,
  sessionTokenOf,
  signInWithAuthenticator,
  turnOnAuthenticator,
} from '../../../test/account-helpers';

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
/** A new session of the seeded admin (password and code), not yet confirmed. */
const newAdminSession = () => signInWithAuthenticator(business, admin, adminTotp);

/** The session row behind a business cookie. */
const sessionWhere = (cookie: string) => eq(session.token, sessionTokenOf(cookie, 'business'));
const moveSignInBack = (cookie: string, by: number) =>
  db()
    .update(session)
    .set({ createdAt: new Date(Date.now() - by) })
    .where(sessionWhere(cookie));

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
