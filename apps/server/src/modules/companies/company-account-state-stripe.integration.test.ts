import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySetupSchema, paymentsConnectionSchema } from '@stepup/contracts';
import { companies, companyMembers, count, eq, processedWebhookEvents, user } from '@stepup/db';
import { buildApp } from '../../app';
import { newVerifiedAccount } from '../../../test/account-helpers';
import { startStripeStandIn, stripeFixture } from '../../../test/stripe-stand-in';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// Stripe's `account.updated` keeps the company's payments state current: the Payments page
// shows what Stripe says without the company reopening onboarding.

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
let accountId: string;
const sdk = new Stripe('sk_test_unused');
const db = () => t.deps.database.db;
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await buildTestApp({
    env: STRIPE,
    stripeApi: { host: standIn.host, port: standIn.port, protocol: 'http' },
  });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  cookie = await newVerifiedAccount(business, {
    email: 'owner@account-state.test',
    password: 'Company-Password-1',
    companyName: 'Account State Ltd',
  });
  const [row] = await db()
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(user.email, 'owner@account-state.test'));
  companyId = row!.companyId;
  const connect = await business.inject({
    method: 'POST',
    url: '/api/company/payments/connect',
    headers: { cookie },
    payload: {},
  });
  expect(connect.statusCode, connect.body).toBe(200);
  accountId = [...standIn.accounts.keys()].at(-1)!;
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
  await standIn.close();
});

/** Stripe's sample Account as the given account in the given state, in a signed event. */
function accountUpdated(
  eventId: string,
  created: number,
  state: { charges: boolean; payouts: boolean; details: boolean; due: string[] },
  id = accountId,
) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-09-30.clover',
    type: 'account.updated',
    created,
    account: id,
    livemode: false,
    data: {
      object: {
        ...stripeFixture('stripe-account.json'),
        id,
        charges_enabled: state.charges,
        payouts_enabled: state.payouts,
        details_submitted: state.details,
        requirements: { currently_due: state.due, eventually_due: state.due, past_due: [] },
      },
    },
  });
  const signature = sdk.webhooks.generateTestHeaderString({
    payload: body,
    secret: STRIPE.STRIPE_WEBHOOK_SECRET,
  });
  return () =>
    business.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
      },
    });
}

async function connection() {
  const res = await business.inject({
    method: 'GET',
    url: '/api/company/payments',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return paymentsConnectionSchema.parse(res.json());
}

const storedAt = async () => {
  const [row] = await db()
    .select({ at: companies.paymentAccountUpdatedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.at;
};

describe('account.updated keeps the company’s payments state current', () => {
  it('connecting stamps the time of the state Stripe answered', async () => {
    expect(await storedAt()).toBeInstanceOf(Date);
    expect(await connection()).toMatchObject({
      paymentsEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
    });
  });

  it('payments enabled, payouts still waiting for the bank account', async () => {
    const res = await accountUpdated('evt_acct_1', nowSeconds() + 10, {
      charges: true,
      payouts: false,
      details: true,
      due: ['external_account'],
    })();
    expect(res.statusCode, res.body).toBe(200);
    expect(await connection()).toMatchObject({
      accountCreated: true,
      paymentsEnabled: true,
      payoutsEnabled: false,
      requirementsDue: ['external_account'],
    });
    // The checklist hears of it too.
    const setup = await business.inject({
      method: 'GET',
      url: '/api/company/setup',
      headers: { cookie },
    });
    expect(companySetupSchema.parse(setup.json())).toMatchObject({
      facts: { paymentsConnection: true },
      payments: { payoutsEnabled: false, requirementsDue: ['external_account'] },
    });
    // "Continue setup": the owner goes back to Stripe's onboarding for what is still due.
    standIn.requests.length = 0;
    const again = await business.inject({
      method: 'POST',
      url: '/api/company/payments/connect',
      headers: { cookie },
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/account_links',
    ]);
  });

  it('all done: five deliveries of the event are one effect, recorded once', async () => {
    const created = nowSeconds() + 20;
    const deliver = accountUpdated('evt_acct_2', created, {
      charges: true,
      payouts: true,
      details: true,
      due: [],
    });
    for (let i = 0; i < 5; i++) expect((await deliver()).statusCode).toBe(200);
    expect(await connection()).toMatchObject({
      paymentsEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
    });
    expect((await storedAt())!.getTime()).toBe(created * 1000);
    // Nothing left to do at Stripe: connecting answers no onboarding link.
    const connect = await business.inject({
      method: 'POST',
      url: '/api/company/payments/connect',
      headers: { cookie },
      payload: {},
    });
    expect(connect.json().onboardingUrl).toBeNull();
    const [row] = await db()
      .select({ n: count() })
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, 'evt_acct_2'));
    expect(row!.n).toBe(1);
  });

  it('an older event delivered late changes nothing', async () => {
    const before = await storedAt();
    const late = accountUpdated('evt_acct_0', nowSeconds() + 5, {
      charges: false,
      payouts: false,
      details: false,
      due: ['external_account', 'tos_acceptance.date'],
    });
    expect((await late()).statusCode).toBe(200);
    expect(await connection()).toMatchObject({
      paymentsEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
    });
    expect(await storedAt()).toEqual(before);
  });

  it('a later change (Stripe asks for something again) shows', async () => {
    const res = await accountUpdated('evt_acct_3', nowSeconds() + 30, {
      charges: true,
      payouts: false,
      details: true,
      due: ['individual.verification.document'],
    })();
    expect(res.statusCode).toBe(200);
    expect(await connection()).toMatchObject({
      paymentsEnabled: true,
      payoutsEnabled: false,
      requirementsDue: ['individual.verification.document'],
    });
  });

  it('an account no company holds, or a forged signature, changes nothing', async () => {
    const before = await connection();
    const unknown = accountUpdated(
      'evt_acct_other',
      nowSeconds() + 40,
      { charges: false, payouts: false, details: false, due: ['external_account'] },
      'acct_nobody',
    );
    expect((await unknown()).statusCode).toBe(200);
    const forged = await business.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: JSON.stringify({ id: 'evt_forged', type: 'account.updated', data: {} }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(forged.statusCode).toBe(400);
    expect(await connection()).toEqual(before);
  });

  it('the Payments page’s own reading of the account never overwrites a newer event', async () => {
    // Stripe stopped payments (an event newer than anything read so far) …
    const stopped = accountUpdated('evt_acct_stop', nowSeconds() + 100, {
      charges: false,
      payouts: false,
      details: true,
      due: ['individual.verification.document'],
    });
    expect((await stopped()).statusCode).toBe(200);
    // … while the account as retrieved (an older answer) still says they are on.
    Object.assign(standIn.accounts.get(accountId)!, {
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], eventually_due: [], past_due: [] },
    });
    standIn.requests.length = 0;
    expect(await connection()).toMatchObject({
      paymentsEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ['individual.verification.document'],
    });
    // It did ask Stripe (payments are off), and kept the newer state.
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/accounts/${accountId}`,
    ]);
  });
});
