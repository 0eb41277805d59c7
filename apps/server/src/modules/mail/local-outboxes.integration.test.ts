import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { devMailListSchema, devSmsListSchema } from '@stepup/contracts';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

/**
 * The local mailbox (GET /api/dev/mail) and phone (GET /api/dev/sms) hold every account's
 * verification links, reset links and sign-in codes: they answer only a program on this machine
 * that addresses it as localhost, and only for one address at a time.
 */
let t: TestApp;
const ADA = 'ada.outbox@example.test';
const BO = 'bo.outbox@example.test';
const ADA_PHONE = '+447700900301';
const BO_PHONE = '+447700900302';

beforeAll(async () => {
  t = await buildTestApp();
  const { mailer, sms } = t.deps.services;
  await mailer.send(ADA, 'verify-email', {
    subject: 'Verify your email',
    text: 'for Ada',
    html: '<a href="https://www.stepup.test/email-verify?oobCode=ada">Verify</a>',
  });
  await mailer.send(BO, 'reset-password', {
    subject: 'Reset your password',
    text: 'for Bo',
    html: '<a href="https://www.stepup.test/email-verify?oobCode=bo">Reset</a>',
  });
  await sms.send(ADA_PHONE, 'two-factor-code', 'Ada code: 111111.');
  await sms.send(BO_PHONE, 'two-factor-code', 'Bo code: 222222.');
});
afterAll(async () => {
  await t.close();
});

const outboxes = [
  {
    name: 'mailbox',
    url: `/api/dev/mail?to=${encodeURIComponent(ADA)}`,
    bare: '/api/dev/mail',
    tooLong: `/api/dev/mail?to=${'a'.repeat(250)}%40example.test`,
    listed: (body: unknown) => devMailListSchema.parse(body).mail.map((m) => m.to),
    own: ADA,
  },
  {
    name: 'phone',
    url: `/api/dev/sms?to=${encodeURIComponent(ADA_PHONE)}`,
    bare: '/api/dev/sms',
    tooLong: `/api/dev/sms?to=${'7'.repeat(41)}`,
    listed: (body: unknown) => devSmsListSchema.parse(body).sms.map((m) => m.to),
    own: ADA_PHONE,
  },
];

const ask = (url: string, options: Partial<InjectOptions> = {}) =>
  t.app.inject({ method: 'GET', url, ...options });

describe.each(outboxes)('the local $name', ({ url, bare, tooLong, listed, own }) => {
  it("answers a local program with that address's messages only", async () => {
    for (const host of ['localhost', 'localhost:3001', '127.0.0.1:4301', '[::1]:3000']) {
      const res = await ask(url, { headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const to = listed(res.json());
      expect(to.length).toBeGreaterThan(0);
      expect(new Set(to)).toEqual(new Set([own]));
    }
    for (const remoteAddress of ['127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect((await ask(url, { remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });

  it('is a 404 like an unknown path for a client on another machine', async () => {
    const unknown = await ask('/api/dev/nothing-here');
    for (const remoteAddress of ['203.0.113.7', '10.0.0.5', '::ffff:203.0.113.7', '2001:db8::1']) {
      const res = await ask(url, { remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.body).not.toContain(own);
    }
  });

  it('is a 404 under a foreign Host (a DNS-rebinding page reaching 127.0.0.1)', async () => {
    for (const host of [
      'evil.example',
      'evil.example:3001',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      'www.stepup.test',
    ]) {
      const res = await ask(url, { headers: { host } });
      expect(res.statusCode, host).toBe(404);
      expect(res.body).not.toContain(own);
    }
  });

  it('is a 404 for a request a proxy forwarded', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      const res = await ask(url, { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.body).not.toContain(own);
    }
  });

  it('lists nothing without an address (or with an empty or overlong one)', async () => {
    for (const path of [bare, `${bare}?to=`, `${bare}?to=%20`, tooLong]) {
      const res = await ask(path);
      expect(res.statusCode, path).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'validation' } });
      expect(res.body).not.toContain(own);
    }
  });

  it('refuses a stranger before reading the query (no validation answer to probe with)', async () => {
    expect((await ask(bare, { remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await ask(bare, { headers: { host: 'evil.example' } })).statusCode).toBe(404);
  });
});
