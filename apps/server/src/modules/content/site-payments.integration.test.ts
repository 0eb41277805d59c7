import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '@stepup/contracts';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

/** The customer site's card form follows the server's payment provider (GET /api/site). */
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51StepUpSiteSecretKey0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51StepUpSitePublishableKey0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_StepUpSiteSigningSecret0123456789',
};

let sandbox: TestApp;
let stripe: TestApp;
beforeAll(async () => {
  [sandbox, stripe] = await Promise.all([buildTestApp(), buildTestApp({ env: STRIPE })]);
});
afterAll(() => Promise.all([sandbox?.close(), stripe?.close()]));

const site = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/site' });
const page = (t: TestApp) => t.app.inject({ method: 'GET', url: '/' });

describe('GET /api/site: the card payment provider', () => {
  it('carries the publishable key when Stripe is configured, never the secret or webhook key', async () => {
    const res = await site(stripe);
    expect(res.statusCode).toBe(200);
    const body = siteSettingsSchema.parse(res.json());
    expect(body.payments).toEqual({
      provider: 'stripe',
      publishableKey: STRIPE.STRIPE_PUBLISHABLE_KEY,
    });
    expect(res.body).not.toContain(STRIPE.STRIPE_SECRET_KEY);
    expect(res.body).not.toContain(STRIPE.STRIPE_WEBHOOK_SECRET);
    expect(res.body).not.toMatch(/sk_(?:test|live)_|rk_(?:test|live)_|whsec_/);
  });

  it('answers the sandbox, with no key at all, when Stripe is not configured', async () => {
    const res = await site(sandbox);
    expect(res.statusCode).toBe(200);
    const body = siteSettingsSchema.parse(res.json());
    expect(body.payments).toEqual({ provider: 'sandbox' });
    expect(res.body).not.toMatch(/pk_|sk_|rk_|whsec_|publishableKey/);
  });

  it("lets Stripe.js, its frames and its API through the page's security policy only with Stripe", async () => {
    const withStripe = String((await page(stripe)).headers['content-security-policy']);
    expect(withStripe).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(withStripe).toMatch(
      /frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/,
    );
    expect(withStripe).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(withStripe).toContain("default-src 'self'");

    const withSandbox = String((await page(sandbox)).headers['content-security-policy']);
    expect(withSandbox).toContain("script-src 'self'");
    expect(withSandbox).not.toContain('stripe.com');
  });
});
