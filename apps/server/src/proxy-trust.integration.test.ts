import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

/**
 * Whose address the per-address attempt limits count. Password resets allow 10 an address in 15
 * minutes; a malformed one is counted, then refused (400), so it costs nothing to try.
 */
const RESET_LIMIT = 10;
const attempt = (app: FastifyInstance, headers: Record<string, string>, remoteAddress?: string) =>
  app
    .inject({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { password: '', confirmPassword: '' },
      headers,
      remoteAddress,
    })
    .then((res) => res.statusCode);

/** Statuses of `count` attempts, the nth with the headers `headersOf(n)`. */
async function attempts(
  app: FastifyInstance,
  count: number,
  headersOf: (n: number) => Record<string, string>,
  remoteAddress?: string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) statuses.push(await attempt(app, headersOf(n), remoteAddress));
  return statuses;
}
const limited = (statuses: number[]) => statuses.filter((status) => status === 429).length;

let listed: TestApp;
let hops: TestApp;
beforeAll(async () => {
  // app.inject's requests come from 127.0.0.1: here the proxy.
  listed = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.0/8, ::1' } });
  hops = await buildTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await listed?.close();
  await hops?.close();
});

describe('TRUST_PROXY with the proxies named', () => {
  it("counts the address the proxy forwards, each client's own", async () => {
    const manyClients = await attempts(listed.app, RESET_LIMIT + 1, (n) => ({
      'x-forwarded-for': `198.51.100.${n + 1}`,
    }));
    expect(limited(manyClients)).toBe(0);
    const oneClient = await attempts(listed.app, RESET_LIMIT + 1, () => ({
      'x-forwarded-for': '198.51.100.200',
    }));
    expect(oneClient.slice(0, RESET_LIMIT)).not.toContain(429);
    expect(oneClient[RESET_LIMIT]).toBe(429);
  });

  it('ignores X-Forwarded-For from anyone else: a direct client cannot change its address', async () => {
    const direct = await attempts(
      listed.app,
      RESET_LIMIT + 1,
      (n) => ({ 'x-forwarded-for': `203.0.113.${n + 1}` }),
      '192.0.2.10',
    );
    expect(direct[RESET_LIMIT]).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('believes that many forwarded addresses and no more', async () => {
    const manyClients = await attempts(hops.app, RESET_LIMIT + 1, (n) => ({
      'x-forwarded-for': `198.51.100.${n + 1}`,
    }));
    expect(limited(manyClients)).toBe(0);
    // A client writing its own X-Forwarded-For before the proxy's entry gains nothing.
    const spoofing = await attempts(hops.app, RESET_LIMIT + 1, (n) => ({
      'x-forwarded-for': `203.0.113.${n + 1}, 198.51.100.250`,
    }));
    expect(spoofing[RESET_LIMIT]).toBe(429);
  });
});
