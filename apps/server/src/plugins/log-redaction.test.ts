import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import {
  errorForLog,
  REDACTED,
  RedactingLogController,
  redactingLoggerOptions,
  redactUrl,
  requestForLog,
} from './log-redaction';

const TOKEN = 'Qm9yZWRUb2tlbjEyMzQ1Njc4OTBhYmNkZWZnaGlqa2xtbg';
const CLIENT_SECRET = 'pi_3Nk8s2LkdIwHu7ix0abc_secret_Zx81kQwErTy';
const PAYMENT_ID = '0b7f3c1e-8a51-4f4c-9d7e-2f3a4b5c6d7e';
/** The shape of the verification links' codes: a signed JWT. */
const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFkYUBleGFtcGxlLnRlc3QifQ.Ya6RGxSvFi3vo2U_959iCTUt-IHeN9RFEbKqUD9xV4Y';

describe('redactUrl', () => {
  it('redacts the emailed action links: verification, reset (and its email), undo, invitation', () => {
    expect(redactUrl(`/email-verify?mode=verifyEmail&oobCode=${TOKEN}&isCompanyUser=true`)).toBe(
      `/email-verify?mode=verifyEmail&oobCode=${REDACTED}&isCompanyUser=true`,
    );
    expect(
      redactUrl(`/email-verify?mode=resetPassword&oobCode=${TOKEN}&email=ada%40example.test`),
    ).toBe(`/email-verify?mode=resetPassword&oobCode=${REDACTED}&email=${REDACTED}`);
    expect(redactUrl(`/reset-password-confirm?email=a%40b.test&actionCode=${TOKEN}`)).toBe(
      `/reset-password-confirm?email=${REDACTED}&actionCode=${REDACTED}`,
    );
    expect(redactUrl(`/email-verify?mode=recoverEmail&oobCode=${TOKEN}`)).toBe(
      `/email-verify?mode=recoverEmail&oobCode=${REDACTED}`,
    );
    expect(redactUrl(`/team-invite?token=${TOKEN}`)).toBe(`/team-invite?token=${REDACTED}`);
  });

  it("keeps Stripe's return outcome and ids but not the client secret", () => {
    expect(
      redactUrl(
        `/payment-success/cmp-1?payment_intent=pi_3Nk8s2&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=succeeded&payment_id=${PAYMENT_ID}`,
      ),
    ).toBe(
      `/payment-success/cmp-1?payment_intent=pi_3Nk8s2&payment_intent_client_secret=${REDACTED}&redirect_status=succeeded&payment_id=${PAYMENT_ID}`,
    );
    expect(redactUrl(`/api/purchases/${PAYMENT_ID}/status?clientSecret=${CLIENT_SECRET}`)).toBe(
      `/api/purchases/${PAYMENT_ID}/status?clientSecret=${REDACTED}`,
    );
  });

  it('redacts a parameter nobody listed, a bare value and a strange key (safe by default)', () => {
    expect(redactUrl('/api/new-thing?magicLink=abc&sort=newest')).toBe(
      `/api/new-thing?magicLink=${REDACTED}&sort=newest`,
    );
    expect(redactUrl(`/somewhere?${TOKEN}`)).toBe(`/somewhere?${REDACTED}`);
    expect(redactUrl(`/somewhere?a%20b%3Cc%3E=1`)).toBe(`/somewhere?${REDACTED}`);
    expect(redactUrl('/api/dev/mail?to=ada%40example.test')).toBe(`/api/dev/mail?to=${REDACTED}`);
  });

  it("redacts a gift page's link token, digits or not, and keeps the buyer's record ids (ADR 055)", () => {
    const noDigits = 'AbCdEfGhIjKlMnOpQrStUvWxYz_-AbCdEfGhIjKlMnO';
    expect(redactUrl(`/gift/${noDigits}`)).toBe(`/gift/${REDACTED}`);
    expect(redactUrl(`/api/gifts/${TOKEN}/pdf?size=a4`)).toBe(
      `/api/gifts/${REDACTED}/pdf?size=${REDACTED}`,
    );
    expect(redactUrl(`/for-me/gifts/${PAYMENT_ID}`)).toBe(`/for-me/gifts/${PAYMENT_ID}`);
    expect(redactUrl(`/api/wallet/vouchers/${PAYMENT_ID}/gift`)).toBe(
      `/api/wallet/vouchers/${PAYMENT_ID}/gift`,
    );
  });

  it('keeps harmless filters readable', () => {
    const url = '/api/admin/campaigns?status=pending&q=bakery&companyId=c-1&page=2&tab=security';
    expect(redactUrl(url)).toBe(url);
    expect(redactUrl('/api/campaigns?category=food&sort=popular')).toBe(
      '/api/campaigns?category=food&sort=popular',
    );
  });

  it('redacts a token-shaped path segment and keeps ids, provider ids and file names', () => {
    expect(redactUrl(`/team-invite/${TOKEN}/accept`)).toBe(`/team-invite/${REDACTED}/accept`);
    expect(redactUrl(`/verify/${JWT}`)).toBe(`/verify/${REDACTED}`);
    expect(redactUrl(`/api/pay/${CLIENT_SECRET}`)).toBe(`/api/pay/${REDACTED}`);
    for (const kept of [
      `/api/purchases/${PAYMENT_ID}/status`,
      '/api/payments/sandbox/intents/pi_Ab3dEf6hIj9kLm2nOp5qRs8t/confirm',
      '/assets/index-B7xk2P9qLmN4vR1sT6wY.js',
      '/files/company-images/logo-0b7f3c1e8a514f4c9d7e2f3a.webp',
      '/business-privacy-policy',
      '/api/company/campaigns/summer-sale-2026',
    ]) {
      expect(redactUrl(kept)).toBe(kept);
    }
  });

  it("redacts a voucher's code in the public API's paths, and keeps voucher ids", () => {
    expect(redactUrl('/api/v1/vouchers/7KQ2-M9XD-4T')).toBe(`/api/v1/vouchers/${REDACTED}`);
    expect(redactUrl('/api/v1/vouchers/7kq2m9xd4t/redeem')).toBe(
      `/api/v1/vouchers/${REDACTED}/redeem`,
    );
    const byId = `/api/account/vouchers/${PAYMENT_ID}/cancel`;
    expect(redactUrl(byId)).toBe(byId);
  });

  it('drops a fragment', () => {
    expect(redactUrl(`/for-me#code=${TOKEN}`)).toBe('/for-me');
  });
});

describe('requestForLog', () => {
  it('is the method, the redacted URL and the remote address: no headers', () => {
    const logged = requestForLog({
      method: 'GET',
      url: `/team-invite?token=${TOKEN}`,
      ip: '203.0.113.7',
      headers: { cookie: 'stepup.session_token=abc', authorization: 'Bearer x' },
    } as Parameters<typeof requestForLog>[0]);
    expect(logged).toEqual({
      method: 'GET',
      url: `/team-invite?token=${REDACTED}`,
      remoteAddress: '203.0.113.7',
    });
  });
});

describe('errorForLog', () => {
  it('keeps type, message, code, stack and cause; drops what a library attached; redacts URLs', () => {
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      params: [TOKEN, 'ada@example.test'],
    });
    const err = Object.assign(
      new Error(`fetch https://api.example/cb?token=${TOKEN}&page=1 failed`, { cause }),
      { url: `/email-verify?oobCode=${TOKEN}`, body: { password: 'Secret-pass-1' } },
    );
    const logged = errorForLog(err);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('Secret-pass-1');
    expect(text).not.toContain('ada@example.test');
    expect(logged).toMatchObject({
      type: 'Error',
      message: `fetch https://api.example/cb?token=${REDACTED}&page=1 failed`,
      cause: { type: 'Error', message: 'duplicate key', code: '23505' },
    });
    expect(logged.stack).toContain('log-redaction.test.ts');
  });
});

describe('a Fastify app with the redacting logger', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function logOf(requests: InjectOptions[]) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const server: FastifyInstance = Fastify({
      logger: redactingLoggerOptions({ level: 'info', stream }),
      logController: new RedactingLogController(),
    });
    app = server;
    registerErrorHandling(server);
    server.post('/api/account/reset-password', () => {
      throw Object.assign(new Error('database down'), { query: 'update …', params: [TOKEN] });
    });
    server.get('/api/purchases/:paymentId/status', (request) => {
      // A careless line someone might add: the censored paths still hide the credentials.
      request.log.info({ headers: request.headers }, 'status asked');
      return { ok: true };
    });
    for (const request of requests) await server.inject(request);
    await new Promise((resolve) => setImmediate(resolve));
    return lines.join('');
  }

  it('logs requests, failures and unknown routes without tokens, bodies or credential headers', async () => {
    const log = await logOf([
      {
        method: 'POST',
        url: '/api/account/reset-password',
        payload: { token: TOKEN, password: 'Secret-pass-1' },
        headers: { cookie: 'stepup.session_token=s3ss10nC00k1e', authorization: 'Bearer abc' },
      },
      {
        method: 'GET',
        url: `/api/purchases/${PAYMENT_ID}/status?clientSecret=${CLIENT_SECRET}`,
        headers: {
          'x-payment-client-secret': CLIENT_SECRET,
          'stripe-signature': 't=1,v1=sig',
          cookie: 'stepup.session_token=s3ss10nC00k1e',
        },
      },
      { method: 'GET', url: `/nowhere?oobCode=${TOKEN}` },
    ]);
    for (const secret of [
      TOKEN,
      CLIENT_SECRET,
      'Secret-pass-1',
      's3ss10nC00k1e',
      'Bearer abc',
      'v1=sig',
    ]) {
      expect(log).not.toContain(secret);
    }
    // It did log them: the failure with its route, the status request, the unknown path.
    expect(log).toContain('"route":"/api/account/reset-password"');
    expect(log).toContain('database down');
    expect(log).toContain(`/api/purchases/${PAYMENT_ID}/status?clientSecret=${REDACTED}`);
    expect(log).toContain(`Route GET:/nowhere?oobCode=${REDACTED} not found`);
    expect(log).toContain('status asked');
  });
});
