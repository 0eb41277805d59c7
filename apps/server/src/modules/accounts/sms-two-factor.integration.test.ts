import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { devSmsListSchema } from '@stepup/contracts';
import type { DevSms } from '@stepup/contracts';
import { MOBILE_NUMBER_INVALID } from '@stepup/domain';
import { buildApp } from '../../app';
import { RATE_LIMITED } from '../../plugins/rate-limit';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  cookiesFrom,
  newVerifiedCustomer,
  totpCode,
  waitForMail,
} from '../../../test/account-helpers';
import {
  SIGN_IN_STEP_EXPIRED,
  TEXT_MESSAGE_ALREADY_ON,
  TWO_FACTOR_CODE_WRONG,
  LOGIN_CREDENTIALS_INCORRECT,
} from '@stepup/domain';

let t: TestApp;
let business: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  // The business site of the same process (same database, same shared services).
  business = await buildApp({ ...t.deps, site: 'business' });
  await business.ready();
});
afterAll(async () => {
  await business.close();
  await t.close();
});

const password = 'Sunny-Day-42';
let ipCounter = 0;
/** Each test speaks from its own address, so the per-IP limits of one do not spill into another. */
const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let numberCounter = 100;
/** A fresh Ofcom drama number per account (07700 900000–900999 are never real phones). */
const newNumber = () => `07700 900${String(++numberCounter).padStart(3, '0')}`;
const e164 = (national: string) => `+44${national.replace(/\s/g, '').slice(1)}`;

const post = (
  url: string,
  payload: object,
  {
    cookie,
    ip = '127.0.0.1',
    app = t.app,
  }: { cookie?: string; ip?: string; app?: FastifyInstance } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The texts to `to`, newest first, waiting until `count` have been written. */
async function waitForSms(to: string, count = 1): Promise<DevSms[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await get(`/api/dev/sms?to=${encodeURIComponent(to)}`);
    expect(res.statusCode, res.body).toBe(200);
    const sms = devSmsListSchema.parse(res.json()).sms;
    if (sms.length >= count) return sms;
    if (Date.now() > deadline) throw new Error(`no text to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The code of the newest text to `to`, after `count` texts. */
async function textedCode(to: string, count = 1): Promise<string> {
  const [newest] = await waitForSms(to, count);
  const code = /code: (\d{6})\./.exec(newest!.text)?.[1];
  if (!code) throw new Error(`no code in "${newest!.text}"`);
  return code;
}

/** A verified customer with text-message codes on; answers the signed-in cookie and number. */
async function customerWithTextCodes(ip = newIp()) {
  const email = `sms.${Date.now()}.${ipCounter}@example.test`;
  const phone = newNumber();
  let cookie = await newVerifiedCustomer(t.app, { email, password });
  const start = await post(
    '/api/account/two-factor/text-message/start',
    { phoneNumber: phone, password },
    { cookie, ip },
  );
  expect(start.statusCode, start.body).toBe(200);
  const confirm = await post(
    '/api/account/two-factor/text-message/confirm',
    { code: await textedCode(e164(phone)) },
    { cookie, ip },
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  cookie = cookiesFrom(confirm.headers['set-cookie']);
  return { email, phone, cookie };
}

describe('text-message second factor: turning it on', () => {
  it('texts a code to the number and the code turns two-step sign-in on', async () => {
    const ip = newIp();
    const email = `sms.enrol.${Date.now()}@example.test`;
    const phone = newNumber();
    const cookie = await newVerifiedCustomer(t.app, { email, password });
    const start = (body: object) =>
      post('/api/account/two-factor/text-message/start', body, { cookie, ip });

    // The number is checked by the domain rule, beside its field.
    const landline = await start({ phoneNumber: '020 7946 0958', password });
    expect(landline.statusCode).toBe(422);
    expect(landline.json().error).toMatchObject({
      message: MOBILE_NUMBER_INVALID,
      fields: { phoneNumber: MOBILE_NUMBER_INVALID },
    });
    const wrongPassword = await start({ phoneNumber: phone, password: 'Wrong-123' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.message).toBe(LOGIN_CREDENTIALS_INCORRECT);

    const started = await start({ phoneNumber: phone, password });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ sentTo: `•••• ••• ${phone.slice(-3)}` });
    const [text] = await waitForSms(e164(phone));
    expect(text).toMatchObject({ to: e164(phone), template: 'two-factor-code' });
    expect(text!.text).toMatch(
      /^StepUp Vouchers code: \d{6}\. It expires in 3 minutes\. Never share it\.$/,
    );
    // The outbox transport: the row is the delivery.
    await expect.poll(async () => (await waitForSms(e164(phone)))[0]!.sentAt).not.toBeNull();
    const code = await textedCode(e164(phone));

    // Not on until the code comes back.
    expect((await post('/api/account/sign-in', { email, password }, { ip })).json()).toMatchObject({
      twoFactorRequired: false,
    });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(
      '/api/account/two-factor/text-message/confirm',
      { code: wrongCode },
      { cookie, ip },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(TWO_FACTOR_CODE_WRONG);

    const confirm = await post(
      '/api/account/two-factor/text-message/confirm',
      { code },
      { cookie, ip },
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ user: { email, twoFactorEnabled: true } });
    // The session was replaced (as with the authenticator app); the new cookie is signed in.
    const fresh = cookiesFrom(confirm.headers['set-cookie']);
    expect(fresh).not.toBe('');
    expect((await get('/api/account/session', fresh)).json()).toMatchObject({
      user: { email, twoFactorEnabled: true },
    });
    expect((await get('/api/account/two-factor/methods', fresh)).json()).toEqual({
      authenticator: false,
      textMessage: { maskedPhoneNumber: `•••• ••• ${phone.slice(-3)}` },
    });

    // The security notice with its "this was not me" link.
    const [notice] = await waitForMail(t.app, email, { template: 'second-factor-added' });
    expect(notice!.links.some((l) => l.includes('mode=revertSecondFactorAddition'))).toBe(true);

    // A second number needs the factor off first.
    const again = await post(
      '/api/account/two-factor/text-message/start',
      { phoneNumber: newNumber(), password },
      { cookie: fresh, ip },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TEXT_MESSAGE_ALREADY_ON);
  });

  it('someone not signed in cannot enrol, confirm or read the methods (401)', async () => {
    const ip = newIp();
    expect(
      (
        await post(
          '/api/account/two-factor/text-message/start',
          { phoneNumber: newNumber(), password },
          { ip },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/account/two-factor/text-message/confirm', { code: '123456' }, { ip }))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/account/two-factor/methods')).statusCode).toBe(401);
  });

  it("a customer's session cannot act on the business site", async () => {
    const ip = newIp();
    const email = `sms.site.${Date.now()}@example.test`;
    const cookie = await newVerifiedCustomer(t.app, { email, password });
    const onBusiness = await post(
      '/api/account/two-factor/text-message/start',
      { phoneNumber: newNumber(), password },
      { cookie, ip, app: business },
    );
    expect(onBusiness.statusCode).toBe(401);
    const methods = await business.inject({
      method: 'GET',
      url: '/api/account/two-factor/methods',
      headers: { cookie },
    });
    expect(methods.statusCode).toBe(401);
  });
});

describe('text-message second factor: signing in', () => {
  it('asks for the texted code after the password; no session without it', async () => {
    const ip = newIp();
    const { email, phone, cookie } = await customerWithTextCodes(ip);

    const first = await post('/api/account/sign-in', { email, password }, { ip });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      user: null,
      twoFactorRequired: true,
      twoFactorMethods: {
        authenticator: false,
        textMessage: { maskedPhoneNumber: `•••• ••• ${phone.slice(-3)}` },
      },
    });
    const halfway = cookiesFrom(first.headers['set-cookie']);
    expect((await get('/api/account/session', halfway)).json()).toEqual({ user: null });

    // No code was asked for yet: nothing to check against.
    const early = await post(
      '/api/account/two-factor/text-message/verify',
      { code: '123456' },
      { cookie: halfway, ip },
    );
    expect(early.statusCode).toBe(401);

    const sent = await post(
      '/api/account/two-factor/text-message/send',
      {},
      { cookie: halfway, ip },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: `•••• ••• ${phone.slice(-3)}` });
    // Enrolment texted one code; this is the second.
    const code = await textedCode(e164(phone), 2);

    const wrong = await post(
      '/api/account/two-factor/text-message/verify',
      { code: code === '000000' ? '111111' : '000000' },
      { cookie: halfway, ip },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(TWO_FACTOR_CODE_WRONG);
    expect((await get('/api/account/session', halfway)).json()).toEqual({ user: null });

    // The authenticator path does not open an account that has no app.
    const totp = await post('/api/account/two-factor/verify', { code }, { cookie: halfway, ip });
    expect(totp.statusCode).toBe(401);

    const right = await post(
      '/api/account/two-factor/text-message/verify',
      { code },
      { cookie: halfway, ip },
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ user: { email, twoFactorEnabled: true } });
    const signedIn = cookiesFrom(right.headers['set-cookie']);
    expect((await get('/api/account/session', signedIn)).json()).toMatchObject({
      user: { email },
    });

    // Turning two-step sign-in off also forgets the number.
    const off = await post('/api/account/two-factor/disable', { password }, { cookie, ip });
    expect(off.statusCode, off.body).toBe(200);
    const plain = await post('/api/account/sign-in', { email, password }, { ip });
    expect(plain.json()).toMatchObject({ twoFactorRequired: false, user: { email } });
    const afterOff = cookiesFrom(plain.headers['set-cookie']);
    expect((await get('/api/account/two-factor/methods', afterOff)).json()).toEqual({
      authenticator: false,
      textMessage: null,
    });
  });

  it('without the cookie of a correct password no code is sent or accepted', async () => {
    const ip = newIp();
    const send = await post('/api/account/two-factor/text-message/send', {}, { ip });
    expect(send.statusCode).toBe(401);
    expect(send.json().error.message).toBe(SIGN_IN_STEP_EXPIRED);
    // A forged cookie (right name, wrong signature) is no better.
    const forged = `stepup.two_factor=${encodeURIComponent(`2fa-abc.${'A'.repeat(43)}=`)}`;
    expect(
      (await post('/api/account/two-factor/text-message/send', {}, { cookie: forged, ip }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/account/two-factor/text-message/verify', { code: '123456' }, { ip }))
        .statusCode,
    ).toBe(401);
  });

  it('limits texted codes per account (5 in 15 minutes), whatever the address', async () => {
    const { email, phone } = await customerWithTextCodes();
    const first = await post('/api/account/sign-in', { email, password }, { ip: newIp() });
    const halfway = cookiesFrom(first.headers['set-cookie']);
    // Enrolment used one of the account's five.
    for (let i = 0; i < 4; i += 1) {
      const sent = await post(
        '/api/account/two-factor/text-message/send',
        {},
        { cookie: halfway, ip: newIp() },
      );
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const sixth = await post(
      '/api/account/two-factor/text-message/send',
      {},
      { cookie: halfway, ip: newIp() },
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(RATE_LIMITED);
    expect(await waitForSms(e164(phone), 5)).toHaveLength(5);
  });

  it('limits texted codes per address (5 in 15 minutes)', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/account/two-factor/text-message/send', {}, { ip })).statusCode).toBe(
        401,
      );
    }
    expect((await post('/api/account/two-factor/text-message/send', {}, { ip })).statusCode).toBe(
      429,
    );
  });

  it('an account with both an authenticator app and a phone offers both; either works', async () => {
    const ip = newIp();
    const { email, phone, cookie } = await customerWithTextCodes(ip);
    const { totpURI } = (
      await post('/api/account/two-factor/start', { password }, { cookie, ip })
    ).json() as { totpURI: string };
    const confirmed = await post(
      '/api/account/two-factor/confirm',
      { code: totpCode(totpURI) },
      { cookie, ip },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const first = await post('/api/account/sign-in', { email, password }, { ip });
    expect(first.json().twoFactorMethods).toEqual({
      authenticator: true,
      textMessage: { maskedPhoneNumber: `•••• ••• ${phone.slice(-3)}` },
    });
    const viaApp = await post(
      '/api/account/two-factor/verify',
      { code: totpCode(totpURI) },
      { cookie: cookiesFrom(first.headers['set-cookie']), ip },
    );
    expect(viaApp.statusCode, viaApp.body).toBe(200);
  });

  it('an account with only an authenticator app is not texted', async () => {
    const ip = newIp();
    const email = `sms.totp.${Date.now()}@example.test`;
    const cookie = await newVerifiedCustomer(t.app, { email, password });
    const { totpURI } = (
      await post('/api/account/two-factor/start', { password }, { cookie, ip })
    ).json() as { totpURI: string };
    await post('/api/account/two-factor/confirm', { code: totpCode(totpURI) }, { cookie, ip });
    const first = await post('/api/account/sign-in', { email, password }, { ip });
    expect(first.json()).toMatchObject({
      twoFactorRequired: true,
      twoFactorMethods: { authenticator: true, textMessage: null },
    });
    const send = await post(
      '/api/account/two-factor/text-message/send',
      {},
      { cookie: cookiesFrom(first.headers['set-cookie']), ip },
    );
    expect(send.statusCode).toBe(400);
  });
});

describe('the local phone (GET /api/dev/sms)', () => {
  it('reads numbers as people write them', async () => {
    const ip = newIp();
    const phone = newNumber();
    const email = `sms.dev.${Date.now()}@example.test`;
    const cookie = await newVerifiedCustomer(t.app, { email, password });
    await post(
      '/api/account/two-factor/text-message/start',
      { phoneNumber: phone, password },
      { cookie, ip },
    );
    await waitForSms(e164(phone));
    for (const written of [phone, e164(phone), ` ${e164(phone).slice(1)}`]) {
      const res = await get(`/api/dev/sms?to=${encodeURIComponent(written)}`);
      expect(devSmsListSchema.parse(res.json()).sms[0]?.to).toBe(e164(phone));
    }
  });

  it('exists only without an SMS provider and outside production', async () => {
    const twilio = await buildApp({
      ...t.deps,
      services: {
        ...t.deps.services,
        smsTransport: { kind: 'twilio', deliver: async () => ({}) },
      },
    });
    expect((await twilio.inject({ method: 'GET', url: '/api/dev/sms' })).statusCode).toBe(404);
    await twilio.close();
    const production = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, env: 'production' },
    });
    expect((await production.inject({ method: 'GET', url: '/api/dev/sms' })).statusCode).toBe(404);
    await production.close();
  });
});
