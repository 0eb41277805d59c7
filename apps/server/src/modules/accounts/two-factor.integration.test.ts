import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { eq, twoFactor, user } from '@stepup/db';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { TWO_FACTOR_REVERTED } from '@stepup/domain';
import {
  actionCode,
  cookiesFrom,
  newVerifiedCustomer,
  totpCode,
  waitForMail,
} from '../../../test/account-helpers';
import { siteAuthSecret } from './auth';
import { TWO_FACTOR_CODE_WRONG } from '@stepup/domain';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

const password = 'Sunny-Day-42';
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('authenticator-app second factor', () => {
  it('enrols with the password and a first code, then asks for a code at every sign-in', async () => {
    const email = `totp.${Date.now()}@example.test`;
    const cookie = await newVerifiedCustomer(t.app, { email, password });

    expect(
      (await post('/api/account/two-factor/start', { password: 'Wrong-123' }, cookie)).statusCode,
    ).toBe(400);
    const start = await post('/api/account/two-factor/start', { password }, cookie);
    expect(start.statusCode).toBe(200);
    const { totpURI, backupCodes } = start.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/StepUp%20Vouchers:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    // Not confirmed yet: sign-in still needs only the password.
    const beforeConfirm = await post('/api/account/sign-in', { email, password });
    expect(beforeConfirm.json()).toMatchObject({ twoFactorRequired: false });

    expect(
      (await post('/api/account/two-factor/confirm', { code: '000000' }, cookie)).statusCode,
    ).toBe(400);
    const confirm = await post(
      '/api/account/two-factor/confirm',
      { code: totpCode(totpURI) },
      cookie,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ user: { email, twoFactorEnabled: true } });

    // Now the password alone gives no session, only the second step.
    const first = await post('/api/account/sign-in', { email, password });
    expect(first.json()).toEqual({
      user: null,
      twoFactorRequired: true,
      twoFactorMethods: { authenticator: true, textMessage: null },
    });
    const halfway = cookiesFrom(first.headers['set-cookie']);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: halfway },
    });
    expect(session.json()).toEqual({ user: null });

    const wrong = await post('/api/account/two-factor/verify', { code: '123456' }, halfway);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(TWO_FACTOR_CODE_WRONG);
    const right = await post(
      '/api/account/two-factor/verify',
      { code: totpCode(totpURI) },
      halfway,
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ user: { email, twoFactorEnabled: true } });
    const signedIn = cookiesFrom(right.headers['set-cookie']);
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: signedIn },
    });
    expect(now.json()).toMatchObject({ user: { email } });

    // A backup code works once instead of the app.
    const again = await post('/api/account/sign-in', { email, password });
    const viaBackup = await post(
      '/api/account/two-factor/verify',
      { backupCode: backupCodes[0] },
      cookiesFrom(again.headers['set-cookie']),
    );
    expect(viaBackup.statusCode, viaBackup.body).toBe(200);

    // Turning it off needs the password; then the password alone signs in again.
    expect(
      (await post('/api/account/two-factor/disable', { password: 'Wrong-123' }, signedIn))
        .statusCode,
    ).toBe(400);
    const off = await post('/api/account/two-factor/disable', { password }, signedIn);
    expect(off.statusCode, off.body).toBe(200);
    expect((await post('/api/account/sign-in', { email, password })).json()).toMatchObject({
      twoFactorRequired: false,
    });
  });

  it('mails a link that removes a second factor someone else added, once', async () => {
    const email = `revert.${Date.now()}@example.test`;
    const cookie = await newVerifiedCustomer(t.app, { email, password });
    const { totpURI } = (await post('/api/account/two-factor/start', { password }, cookie)).json();
    await post('/api/account/two-factor/confirm', { code: totpCode(totpURI) }, cookie);
    const [notice] = await waitForMail(t.app, email, { template: 'second-factor-added' });
    expect(notice!.links.some((l) => l.includes('mode=revertSecondFactorAddition'))).toBe(true);
    const token = actionCode(notice!);

    const reverted = await post('/api/account/revert-two-factor', { token });
    expect(reverted.json()).toEqual({ message: TWO_FACTOR_REVERTED });
    expect((await post('/api/account/sign-in', { email, password })).json()).toMatchObject({
      twoFactorRequired: false,
      user: { twoFactorEnabled: false },
    });
    const again = await post('/api/account/revert-two-factor', { token });
    expect(again.statusCode).toBe(400);
  });

  it('still reads an authenticator secret stored before each site had its own key', async () => {
    const email = `legacy.${Date.now()}@example.test`;
    const cookie = await newVerifiedCustomer(t.app, { email, password });
    const { totpURI } = (await post('/api/account/two-factor/start', { password }, cookie)).json();
    await post('/api/account/two-factor/confirm', { code: totpCode(totpURI) }, cookie);
    // Stored as it was before: encrypted with AUTH_SECRET itself, without a key version.
    const { db } = t.deps.database;
    const [row] = await db
      .select({ id: twoFactor.id, secret: twoFactor.secret })
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, email));
    expect(row!.secret).toMatch(/^\$ba\$1\$/);
    const raw = await symmetricDecrypt({
      key: siteAuthSecret(t.deps.config.authSecret, 'web'),
      data: row!.secret.replace(/^\$ba\$1\$/, ''),
    });
    const legacy = await symmetricEncrypt({ key: t.deps.config.authSecret, data: raw });
    await db.update(twoFactor).set({ secret: legacy }).where(eq(twoFactor.id, row!.id));

    const halfway = cookiesFrom(
      (await post('/api/account/sign-in', { email, password })).headers['set-cookie'],
    );
    const right = await post(
      '/api/account/two-factor/verify',
      { code: totpCode(totpURI) },
      halfway,
    );
    expect(right.statusCode, right.body).toBe(200);
  });

  it('refuses a code without the cookie from a correct password', async () => {
    const res = await post('/api/account/two-factor/verify', { code: '123456' });
    expect(res.statusCode).toBe(401);
  });
});
