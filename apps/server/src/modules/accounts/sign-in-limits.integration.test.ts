import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECK_FAILED, LOGIN_CREDENTIALS_INCORRECT, RATE_LIMITED } from '@stepup/domain';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { newVerifiedCustomer, solveBotCheck } from '../../../test/account-helpers';
import { signInRateRules } from './sign-in-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const password = 'Sunny-Day-42';
let n = 0;
const newEmail = () => `owner${++n}.${Date.now()}@example.test`;

/** A sign-in from a given TCP peer address, optionally claiming other addresses in X-Forwarded-For. */
const signInFrom = (
  remoteAddress: string,
  body: { email: string; password: string; botCheck?: string },
  forwardedFor?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: body,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('sign-in limits', () => {
  it('counts a stranger rotating X-Forwarded-For as one address', async () => {
    const email = newEmail();
    await newVerifiedCustomer(t.app, { email, password });
    const { limit } = signInRateRules.failuresPerAccountAndIp;
    for (let i = 0; i < limit; i++) {
      const res = await signInFrom('203.0.113.5', { email, password: 'Wrong-123' }, `10.0.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signInFrom(
      '203.0.113.5',
      { email, password: 'Wrong-123' },
      '192.0.2.200',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(RATE_LIMITED);
  });

  it('ten wrong passwords from a stranger stop the stranger, not the owner at another address', async () => {
    const email = newEmail();
    await newVerifiedCustomer(t.app, { email, password });
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom('203.0.113.10', { email, password: 'Wrong-123' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(LOGIN_CREDENTIALS_INCORRECT);
    }
    // The stranger's address is stopped, even with the right password…
    expect((await signInFrom('203.0.113.10', { email, password })).statusCode).toBe(429);
    // …the owner, elsewhere, signs in as usual: no block, no bot check.
    const owner = await signInFrom('198.51.100.20', { email, password });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(email);
  });

  it('many failures from many addresses ask for the bot check, which lets the owner in', async () => {
    const email = newEmail();
    await newVerifiedCustomer(t.app, { email, password });
    const { limit } = signInRateRules.failuresPerAccount;
    for (let i = 0; i < limit; i++) {
      const res = await signInFrom(`203.0.113.${100 + (i % 4)}`, { email, password: 'Wrong-1' });
      expect(res.statusCode).toBe(401);
    }
    const challenged = await signInFrom('198.51.100.30', { email, password });
    expect(challenged.statusCode).toBe(403);
    expect(challenged.json().error).toEqual({
      code: 'bot_check_required',
      message: BOT_CHECK_FAILED,
    });
    // Guessing on with the check required costs a proof of work per guess.
    const guess = await signInFrom('203.0.113.150', { email, password: 'Wrong-1' });
    expect(guess.json().error.code).toBe('bot_check_required');

    const owner = await signInFrom('198.51.100.30', {
      email,
      password,
      botCheck: await solveBotCheck(t.app),
    });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('a right password clears the failures of its own address', async () => {
    const email = newEmail();
    await newVerifiedCustomer(t.app, { email, password });
    for (let i = 0; i < 9; i++) await signInFrom('198.51.100.40', { email, password: 'Wrong-1' });
    expect((await signInFrom('198.51.100.40', { email, password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      const res = await signInFrom('198.51.100.40', { email, password: 'Wrong-1' });
      expect(res.statusCode).toBe(401);
    }
  });
});
