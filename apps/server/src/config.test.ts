import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, readConfig } from './config';
import { integrationTokenBox } from './modules/companies/secret-box';
import { productionEnv } from '../test/production-env';

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const AUTH_SECRET = 'an-auth-secret-of-at-least-32-characters';
const base = () => ({ NODE_ENV: 'test', DATA_DIR: freshDataDir(), AUTH_SECRET });

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('SEALING_KEY', () => {
  const key = randomBytes(32);

  it('takes 32 bytes as 64 hex characters, base64 or base64url', () => {
    for (const written of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64').replace(/=+$/, ''),
      key.toString('base64url'),
    ]) {
      expect(readConfig({ ...base(), SEALING_KEY: written }).sealingKey.equals(key)).toBe(true);
    }
  });

  it('refuses anything that is not exactly 32 bytes, naming the setting but not the value', () => {
    for (const written of [
      key.toString('hex').slice(0, 62),
      'a passphrase that is long enough to look like a key',
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64url'),
      // 43 base64 characters whose last 2 spare bits are set: not how 32 bytes are written.
      `${key.toString('base64url').slice(0, 42)}B`,
    ]) {
      const message = messageOf(() => readConfig({ ...base(), SEALING_KEY: written }));
      expect(message).toMatch(/SEALING_KEY: 32 random bytes as 64 hex characters or base64/);
      expect(message).not.toContain(written);
    }
  });

  it('refuses the same value as AUTH_SECRET', () => {
    const shared = key.toString('hex');
    const message = messageOf(() =>
      readConfig({ ...base(), AUTH_SECRET: shared, SEALING_KEY: shared }),
    );
    expect(message).toMatch(/SEALING_KEY: must differ from AUTH_SECRET/);
    expect(message).not.toContain(shared);
  });

  it('unset outside production: generated once into DATA_DIR/sealing-key (owner only), then reused', () => {
    const env = { ...base(), AUTH_SECRET: undefined };
    const first = readConfig(env);
    const file = path.join(env.DATA_DIR, 'sealing-key');
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = readConfig(env);
    expect(again.sealingKey.equals(first.sealingKey)).toBe(true);
    // Its own secret: not the generated AUTH_SECRET beside it.
    expect(first.sealingKey.toString('hex')).not.toBe(first.authSecret);
    // A token sealed before the restart opens after it.
    const sealed = integrationTokenBox(first.sealingKey).seal('ck_live_1234');
    expect(integrationTokenBox(again.sealingKey).open(sealed)).toBe('ck_live_1234');
  });

  it('seals independently of AUTH_SECRET: rotating the signing secret keeps sealed tokens', () => {
    const dataDir = freshDataDir();
    const SEALING_KEY = key.toString('base64url');
    const before = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET, SEALING_KEY });
    const after = readConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: `${AUTH_SECRET}-rotated`,
      SEALING_KEY,
    });
    const sealed = integrationTokenBox(before.sealingKey).seal('shpat_abcd');
    expect(integrationTokenBox(after.sealingKey).open(sealed)).toBe('shpat_abcd');
  });
});

describe('TRUST_PROXY', () => {
  it('unset, empty or false: nobody is believed', () => {
    expect(readConfig(base()).trustProxy).toBe(false);
    expect(readConfig({ ...base(), TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ ...base(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('a whole number from 1 to 10: that many proxy hops', () => {
    expect(readConfig({ ...base(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ ...base(), TRUST_PROXY: '10' }).trustProxy).toBe(10);
    for (const hops of ['0', '11', '250']) {
      expect(messageOf(() => readConfig({ ...base(), TRUST_PROXY: hops }))).toMatch(
        /TRUST_PROXY: give a hop count from 1 to 10/,
      );
    }
  });

  it('otherwise the proxies: IP addresses and CIDR ranges, comma-separated', () => {
    expect(
      readConfig({ ...base(), TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
    for (const [written, entry] of [
      ['10.0.0.0/33', 1],
      ['10.0.0.1, proxy.internal', 2],
      ['10.0.0.1,,10.0.0.2', 2],
      ['::1/129', 1],
      ['10.0.0.0/8/1', 1],
      ['10.0.0.300', 1],
    ] as const) {
      expect(messageOf(() => readConfig({ ...base(), TRUST_PROXY: written }))).toMatch(
        new RegExp(`TRUST_PROXY: entry ${entry} is neither an IP address nor a CIDR range`),
      );
    }
  });

  it("refuses 'true', saying to give a hop count or the proxies' addresses", () => {
    for (const written of ['true', 'TRUE']) {
      const message = messageOf(() => readConfig({ ...base(), TRUST_PROXY: written }));
      expect(message).toMatch(/TRUST_PROXY: 'true' would believe every client's X-Forwarded-For/);
      expect(message).toMatch(/a hop count from 1 to 10, or the proxies' IP addresses/);
    }
  });
});

describe('fastifyTrustProxy', () => {
  it('turns a hop count into a function believing that many forwarded addresses', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const believes = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => believes('203.0.113.9', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

describe('NODE_ENV=production', () => {
  const production = (changes: Record<string, string | undefined> = {}) => ({
    ...productionEnv,
    DATA_DIR: freshDataDir(),
    ...changes,
  });
  /** The problem lines of the refusal, without the heading. */
  const problemsOf = (env: NodeJS.ProcessEnv) =>
    messageOf(() => readConfig(env))
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  const secrets = [
    productionEnv.AUTH_SECRET,
    productionEnv.SEALING_KEY,
    productionEnv.STRIPE_SECRET_KEY,
    productionEnv.STRIPE_WEBHOOK_SECRET,
    'smtp-password-123',
  ];

  it('accepts a complete configuration: Stripe, SMTP, its own secrets, no demo, nobody trusted', () => {
    const config = readConfig(production());
    expect(config).toMatchObject({
      env: 'production',
      seedDemo: false,
      smtpUrl: productionEnv.SMTP_URL,
      publicWebUrl: productionEnv.PUBLIC_WEB_URL,
      publicBusinessUrl: productionEnv.PUBLIC_BUSINESS_URL,
      authSecret: productionEnv.AUTH_SECRET,
      trustProxy: false,
      stripe: { secretKey: productionEnv.STRIPE_SECRET_KEY },
    });
    expect(config.sealingKey.toString('hex')).toBe(productionEnv.SEALING_KEY);
    expect(readConfig(production({ SEED_DEMO: 'false', TRUST_PROXY: '1' })).seedDemo).toBe(false);
  });

  it.each([
    [
      'without payments',
      {
        STRIPE_SECRET_KEY: undefined,
        STRIPE_PUBLISHABLE_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: '',
      },
      /^STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required in production \(the sandbox provider takes no money/,
    ],
    [
      'with the test clock (ADR 057)',
      { TEST_CLOCK: 'true' },
      /^TEST_CLOCK: must not be true in production \(it lets the server's clock be moved/,
    ],
    [
      'with the demo seed',
      { SEED_DEMO: 'true' },
      /^SEED_DEMO: must not be true in production \(the demo accounts' passwords are published and its admin has no second factor\)/,
    ],
    [
      'without SMTP',
      { SMTP_URL: undefined },
      /^SMTP_URL: required in production \(without it no verification or password-reset mail would leave/,
    ],
    [
      'with the default sender at localhost',
      { MAIL_FROM: undefined },
      /^MAIL_FROM: required in production, at the marketplace's own domain/,
    ],
    [
      'with a sender at localhost',
      { MAIL_FROM: 'Shop <shop@localhost>' },
      /^MAIL_FROM: required in production, at the marketplace's own domain/,
    ],
    [
      'without the customer site address',
      { PUBLIC_WEB_URL: undefined },
      /^PUBLIC_WEB_URL: required in production \(without it every emailed link would point at localhost\)/,
    ],
    [
      'without the business site address',
      { PUBLIC_BUSINESS_URL: '' },
      /^PUBLIC_BUSINESS_URL: required in production/,
    ],
    [
      'with the customer site at localhost',
      { PUBLIC_WEB_URL: 'https://localhost:3000' },
      /^PUBLIC_WEB_URL: must not point at localhost in production \(every emailed link would point there\)/,
    ],
    [
      'with the business site at 127.0.0.1',
      { PUBLIC_BUSINESS_URL: 'http://127.0.0.1:3001' },
      /^PUBLIC_BUSINESS_URL: must not point at localhost in production/,
    ],
    [
      'with the business site at ::1',
      { PUBLIC_BUSINESS_URL: 'https://[::1]:3001' },
      /^PUBLIC_BUSINESS_URL: must not point at localhost in production/,
    ],
    [
      'with a plain http address',
      { PUBLIC_WEB_URL: 'http://www.stepup.test' },
      /^PUBLIC_WEB_URL: must be an https:\/\/ address in production/,
    ],
    [
      'without SEALING_KEY',
      { SEALING_KEY: undefined },
      /^SEALING_KEY: required in production \(it seals the website-connection tokens\)/,
    ],
    ['without AUTH_SECRET', { AUTH_SECRET: undefined }, /^AUTH_SECRET: required in production/],
  ])('refuses to start %s, naming the setting and why', (_, changes, problem) => {
    const problems = problemsOf(production(changes));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
    for (const secret of secrets) expect(problems[0]).not.toContain(secret);
  });

  // Shopify (ADR 040): optional, but never half set.
  it('offers Shopify with both SHOPIFY_* settings, and refuses to start with only one', () => {
    const shopifyEnv = {
      SHOPIFY_API_KEY: 'prodclientid0123456789',
      SHOPIFY_API_SECRET: 'shpss_production_secret_01',
    };
    expect(readConfig(production(shopifyEnv)).shopify).toEqual({
      apiKey: shopifyEnv.SHOPIFY_API_KEY,
      apiSecret: shopifyEnv.SHOPIFY_API_SECRET,
    });
    expect(readConfig(production()).shopify).toBeUndefined();
    const onlyKey = problemsOf(production({ SHOPIFY_API_KEY: shopifyEnv.SHOPIFY_API_KEY }));
    expect(onlyKey).toEqual([
      'SHOPIFY_API_SECRET: required with the other SHOPIFY_* settings (set both or none)',
    ]);
    const onlySecret = problemsOf(
      production({ SHOPIFY_API_SECRET: shopifyEnv.SHOPIFY_API_SECRET }),
    );
    expect(onlySecret).toEqual([
      'SHOPIFY_API_KEY: required with the other SHOPIFY_* settings (set both or none)',
    ]);
    expect(onlySecret.join('\n')).not.toContain(shopifyEnv.SHOPIFY_API_SECRET);
  });

  it('reports every problem in one refusal', () => {
    const dataDir = freshDataDir();
    const problems = problemsOf({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PUBLIC_BUSINESS_URL: 'http://localhost:3001',
      TRUST_PROXY: 'true',
    });
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'TRUST_PROXY',
      'AUTH_SECRET',
      'SEALING_KEY',
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
      'PUBLIC_WEB_URL',
      'PUBLIC_BUSINESS_URL',
      'SEED_DEMO',
    ]);
    // Production generates no secret of its own: nothing was written into DATA_DIR.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('reports a malformed setting once, beside the production problems', () => {
    const problems = problemsOf(production({ SMTP_URL: 'not a url', SEALING_KEY: undefined }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SMTP_URL: /);
    expect(problems[0]).not.toMatch(/required in production/);
    expect(problems[1]).toMatch(/^SEALING_KEY: required in production/);
  });

  it('outside production none of it is required: the embedded default still starts as it did', () => {
    const dataDir = freshDataDir();
    const config = readConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      seedDemo: true,
      smtpUrl: undefined,
      stripe: undefined,
      trustProxy: false,
      publicWebUrl: 'http://localhost:3000',
      publicBusinessUrl: 'http://localhost:3001',
    });
    expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'sealing-key'))).toBe(true);
  });
});
