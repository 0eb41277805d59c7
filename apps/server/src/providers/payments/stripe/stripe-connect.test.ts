import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, stripeErrors } from '../../../../test/stripe-stand-in';
import type { StripeStandIn } from '../../../../test/stripe-stand-in';
import { PaymentProviderError } from '../payment-provider';
import { createStripeProvider } from './stripe-provider';
import type { StripeProvider } from './stripe-provider';

const settings = {
  secretKey: 'sk_test_51StepUpPlatformSecretKeyForTestsOnly0000wxyz',
  publishableKey: 'pk_test_51StepUpPlatformPublishableKey',
  webhookSecret: 'whsec_stepup_test_signing_secret',
};

let standIn: StripeStandIn;
let provider: StripeProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = createStripeProvider(settings, {
    api: { host: standIn.host, port: standIn.port, protocol: 'http' },
    maxNetworkRetries: 0,
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

describe('Stripe provider: Connect account onboarding', () => {
  it('creates an Express account in GB with card payments and transfers, once per key', async () => {
    const input = {
      companyId: 'company-1',
      email: 'owner@bakery.test',
      businessName: 'The Corner Bakery',
      website: 'https://corner.test',
      idempotencyKey: 'connect-company-1',
    };
    const account = await provider.createConnectedAccount(input);
    expect(account).toEqual({
      id: expect.stringMatching(/^acct_/),
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      requirementsDue: expect.any(Array),
    });
    const [req] = standIn.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(req!.form).toMatchObject({
      type: 'express',
      country: 'GB',
      default_currency: 'gbp',
      email: 'owner@bakery.test',
      'business_profile[name]': 'The Corner Bakery',
      'business_profile[url]': 'https://corner.test',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[companyId]': 'company-1',
    });
    expect(req!.headers['idempotency-key']).toBe('connect-company-1');
    expect(req!.headers['stripe-account']).toBeUndefined();
    expect(req!.headers.authorization).toBe(`Bearer ${settings.secretKey}`);

    // A retried connect (same key) answers the same account.
    expect((await provider.createConnectedAccount(input)).id).toBe(account.id);
  });

  it('asks for an account_onboarding link with the return and refresh addresses', async () => {
    const { id } = await provider.createConnectedAccount({
      companyId: 'company-2',
      email: null,
      businessName: 'Brew',
      website: null,
      idempotencyKey: 'connect-company-2',
    });
    standIn.requests.length = 0;
    const url = await provider.createAccountOnboardingLink(id, {
      refreshUrl: 'https://business.stepup.test/payments?connect=refresh',
      returnUrl: 'https://business.stepup.test/payments?connect=return',
    });
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(standIn.requests[0]).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(standIn.requests[0]!.form).toEqual({
      account: id,
      type: 'account_onboarding',
      refresh_url: 'https://business.stepup.test/payments?connect=refresh',
      return_url: 'https://business.stepup.test/payments?connect=return',
    });
  });

  it('reads whether onboarding finished', async () => {
    const { id } = await provider.createConnectedAccount({
      companyId: 'company-3',
      email: null,
      businessName: 'Tea',
      website: null,
      idempotencyKey: 'connect-company-3',
    });
    const account = standIn.accounts.get(id)!;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.details_submitted = true;
    account.requirements = { ...(account.requirements as object), currently_due: [] };
    expect(await provider.retrieveConnectedAccount(id)).toEqual({
      id,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
    });
  });

  it('a refused call is a PaymentProviderError without the key', async () => {
    standIn.failNext(stripeErrors.invalidApiKey);
    const refused = provider.retrieveConnectedAccount('acct_x');
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.not.toThrow(settings.secretKey);
  });
});
