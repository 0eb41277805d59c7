import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { productionEnv } from '../test/production-env';

/**
 * The server as production builds it (NODE_ENV=production with every setting it requires):
 * Stripe takes the payments, and nothing of the embedded default's answers.
 */
let t: TestApp;
beforeAll(async () => {
  // No background jobs: nothing here needs them, and they would reach for Stripe and SMTP.
  t = await buildTestApp({ env: { ...productionEnv, RUN_JOBS: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

describe('a production server', () => {
  it('takes payments through Stripe: the sandbox card form does not exist', async () => {
    expect(t.deps.config.env).toBe('production');
    expect(t.deps.services.payments.kind).toBe('stripe');
    expect(t.deps.services.sandboxPayments).toBeUndefined();
    for (const step of ['confirm', 'challenge']) {
      // An empty body: were the endpoint there, it would answer 400 (invalid), not 404.
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/intents/x/${step}`,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('has no local mailbox or phone: /api/dev/mail and /api/dev/sms answer 404', async () => {
    for (const url of [
      '/api/dev/mail?to=someone%40example.com',
      '/api/dev/sms?to=%2B447700900123',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });

  it('documents none of those endpoints in its OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toContain('/api/payments/webhook');
    expect(Object.keys(doc.paths).filter((p) => /sandbox|\/api\/dev\//.test(p))).toEqual([]);
  });

  it("believes nobody's X-Forwarded-For without TRUST_PROXY: a client cannot pick its address", async () => {
    // Password resets allow 10 an address; each attempt here claims to come from elsewhere.
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/reset-password',
        payload: { password: '', confirmPassword: '' },
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});
