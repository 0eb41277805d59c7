import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_IN_USE_LOG, WEAK_PASSWORD_LOG } from '@stepup/domain';
import { demoAccounts } from '@stepup/db';
import { solveBotCheck } from '../../../test/account-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// docs/product.md#sign-up: a weak password and an email in use are also logged, through the
// server's structured log (pino), with neither the password nor the email on the line.

let t: TestApp;
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await buildTestApp({ seed: true, logger: { stream, level: 'info' } });
});
afterAll(() => t.close());

const signUp = async (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: body });
const refusals = () => lines.filter((line) => line.event === 'sign-up-refused');

describe('sign-up refusals in the log', () => {
  it('logs a weak password with its text, the site and the request, never the password', async () => {
    const password = 'weakpass-9f3k';
    const res = await signUp({ name: 'Ada', email: 'ada.weak@example.test', password });
    expect(res.statusCode).toBe(422);
    const [line] = refusals();
    expect(line).toMatchObject({
      level: 30,
      msg: WEAK_PASSWORD_LOG,
      reason: 'weak-password',
      audience: 'customer',
      site: 'web',
      reqId: expect.any(String),
    });
    expect(raw.join('')).not.toContain(password);
    expect(JSON.stringify(line)).not.toContain('ada.weak@example.test');
  });

  it('logs an email in use with its text, never the password or the email', async () => {
    lines.length = 0;
    const password = 'Strong-Pass-7x!';
    const email = demoAccounts.customer.email;
    const res = await signUp({
      name: 'Alex',
      email,
      password,
      botCheck: await solveBotCheck(t.app),
    });
    expect(res.statusCode).toBe(409);
    expect(refusals()).toEqual([
      expect.objectContaining({ msg: EMAIL_IN_USE_LOG, reason: 'email-in-use', site: 'web' }),
    ]);
    expect(raw.join('')).not.toContain(password);
    expect(JSON.stringify(refusals())).not.toContain(email);
  });

  it('logs nothing of the kind for a missing password', async () => {
    lines.length = 0;
    const res = await signUp({ name: 'Ada', email: 'ada.missing@example.test' });
    expect(res.statusCode).toBe(422);
    expect(refusals()).toEqual([]);
  });
});
