import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/stepup-config-test', AUTH_SECRET: 'x'.repeat(32) };
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_51VerySecretPlatformKey0123456789abcdef',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51PublishablePlatformKey0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_VerySecretSigningSecret0123456789',
};

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('STRIPE_* configuration', () => {
  it('none set: the embedded sandbox provider', () => {
    expect(readConfig(base).stripe).toBeUndefined();
    expect(
      readConfig({
        ...base,
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
      }).stripe,
    ).toBeUndefined();
  });

  it('all three set: Stripe', () => {
    expect(readConfig({ ...base, ...stripe }).stripe).toEqual({
      secretKey: stripe.STRIPE_SECRET_KEY,
      publishableKey: stripe.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
    });
    const restricted = 'rk_live_51RestrictedKey0123456789';
    const live = readConfig({
      ...base,
      ...stripe,
      STRIPE_SECRET_KEY: restricted,
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51PublishablePlatformKey',
    });
    expect(live.stripe?.secretKey).toBe(restricted);
  });

  it('refuses to start on a partial set, naming only what is missing and no value', () => {
    const partial = messageOf(() =>
      readConfig({
        ...base,
        STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: stripe.STRIPE_PUBLISHABLE_KEY,
      }),
    );
    expect(partial).toMatch(/STRIPE_WEBHOOK_SECRET: required with the other STRIPE_\* settings/);
    expect(partial).not.toContain('STRIPE_SECRET_KEY');
    expect(partial).not.toContain(stripe.STRIPE_SECRET_KEY);

    const onlyKey = messageOf(() =>
      readConfig({ ...base, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY }),
    );
    expect(onlyKey).toMatch(/STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required/);
    expect(onlyKey).not.toContain(stripe.STRIPE_SECRET_KEY);

    const noKey = messageOf(() => readConfig({ ...base, ...stripe, STRIPE_SECRET_KEY: '' }));
    expect(noKey).toMatch(/^Invalid configuration:\n {2}STRIPE_SECRET_KEY: required/);
    expect(noKey).not.toContain(stripe.STRIPE_WEBHOOK_SECRET);
  });

  it('refuses malformed values and mixed test/live keys without echoing them', () => {
    const publishableAsSecret = messageOf(() =>
      readConfig({ ...base, ...stripe, STRIPE_SECRET_KEY: stripe.STRIPE_PUBLISHABLE_KEY }),
    );
    expect(publishableAsSecret).toMatch(/STRIPE_SECRET_KEY: a secret key/);
    expect(publishableAsSecret).not.toContain(stripe.STRIPE_PUBLISHABLE_KEY);

    const badSecret = messageOf(() =>
      readConfig({ ...base, ...stripe, STRIPE_WEBHOOK_SECRET: 'not-a-signing-secret' }),
    );
    expect(badSecret).toMatch(/STRIPE_WEBHOOK_SECRET: a webhook signing secret/);
    expect(badSecret).not.toContain('not-a-signing-secret');
    expect(badSecret).not.toContain(stripe.STRIPE_SECRET_KEY);

    const mixed = messageOf(() =>
      readConfig({
        ...base,
        ...stripe,
        STRIPE_PUBLISHABLE_KEY: 'pk_live_51PublishablePlatformKey',
      }),
    );
    expect(mixed).toMatch(/STRIPE_PUBLISHABLE_KEY: must be of the same mode/);
    expect(mixed).not.toContain(stripe.STRIPE_SECRET_KEY);
  });
});
