import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, eq, user } from '@stepup/db';
import { buildApp } from '../../app';
import { newVerifiedAccount } from '../../../test/account-helpers';
import { startStripeStandIn, stripeErrors } from '../../../test/stripe-stand-in';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { CONNECT_FAILED } from '@stepup/domain';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51StepUpIntegrationSecretKey0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51StepUpIntegrationPublishableKey',
  STRIPE_WEBHOOK_SECRET: 'whsec_StepUpIntegrationSigningSecret',
};

let t: TestApp;
let business: FastifyInstance;
let standIn: StripeStandIn;
let cookie: string;
let companyId: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await buildTestApp({
    env: STRIPE,
    stripeApi: { host: standIn.host, port: standIn.port, protocol: 'http' },
  });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  cookie = await newVerifiedAccount(business, {
    email: 'owner@stripe-shop.test',
    password: 'Company-Password-1',
    companyName: 'Stripe Shop Ltd',
  });
  const [row] = await t.deps.database.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(user.email, 'owner@stripe-shop.test'));
  companyId = row!.companyId;
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
  await standIn.close();
});

const connect = () =>
  business.inject({
    method: 'POST',
    url: '/api/company/payments/connect',
    headers: { cookie },
    payload: {},
  });

describe('connecting payments with Stripe Connect', () => {
  it('answers unavailable when Stripe refuses, and records nothing', async () => {
    standIn.failNext(stripeErrors.invalidApiKey);
    const res = await connect();
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(CONNECT_FAILED);
    expect(res.body).not.toContain('sk_test');
    const [row] = await t.deps.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(row!.paymentAccountId).toBeNull();
  });

  it('creates the Express account once and answers its onboarding link', async () => {
    standIn.requests.length = 0;
    const res = await connect();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.connection).toEqual({
      provider: 'stripe',
      accountCreated: true,
      paymentsEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
      canConnect: true,
    });
    expect(body.onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.com\//);

    const [create, link] = standIn.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(create!.form).toMatchObject({
      type: 'express',
      country: 'GB',
      'business_profile[name]': 'Stripe Shop Ltd',
      'metadata[companyId]': companyId,
    });
    expect(create!.headers['idempotency-key']).toBe(`connect-${companyId}`);
    expect(link).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(link!.form).toMatchObject({
      type: 'account_onboarding',
      return_url: 'https://business.stepup.test/payments?connect=return',
      refresh_url: 'https://business.stepup.test/payments?connect=refresh',
    });
    const [row] = await t.deps.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(row!.paymentAccountId).toBe(link!.form.account);
    expect(row!.paymentsEnabled).toBe(false);

    // Connecting again (onboarding left unfinished) reuses the account with a fresh link.
    standIn.requests.length = 0;
    const again = await connect();
    expect(again.json().onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/accounts/${row!.paymentAccountId}`,
      'POST /v1/account_links',
    ]);
  });

  it('takes payments once Stripe says onboarding is done', async () => {
    const [row] = await t.deps.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyId));
    standIn.accounts.get(row!.paymentAccountId!)!.charges_enabled = true;
    const res = await business.inject({
      method: 'GET',
      url: '/api/company/payments',
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ accountCreated: true, paymentsEnabled: true });
    const [after] = await t.deps.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(after!.paymentsEnabled).toBe(true);
  });
});
