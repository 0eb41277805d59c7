import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companyCustomOfferListSchema,
  createCustomOfferResponseSchema,
  CUSTOM_OFFER_KEY_HEADER,
  customerCustomOfferSchema,
  customOfferPaymentSchema,
} from '@stepup/contracts';
import type { CreateCustomOfferResponse } from '@stepup/contracts';
import {
  account,
  and,
  inArray,
  openCustomOfferStatuses,
  companies,
  companyMembers,
  hashPassword,
  customOffers,
  customers,
  eq,
  mailOutbox,
  payments,
  sandboxPaymentMethods,
  user,
  vouchers,
} from '@stepup/db';
import {
  BUYING_DISABLED,
  CUSTOM_OFFER_BUYER_CANNOT_BUY,
  CUSTOM_OFFER_ALREADY_OPEN,
  CUSTOM_OFFER_GUEST_ALREADY_USED,
  CUSTOM_OFFER_NOT_FOUND,
  CUSTOM_OFFERS_NOT_TAKEN,
  PURCHASE_LIMIT_REACHED,
} from '@stepup/domain';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { cookiesFrom, solveBotCheck } from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { expireCustomOffer, remindCustomOffer, sweepCustomOffers } from './offer-clock';

// Custom offers end to end (ADR 027, docs/product.md#custom-offers): the customer site's and the
// business site's endpoints on one database, the sandbox card provider (Stripe's test cards), the
// mail outbox, and the offer's clock moved by calling its jobs' use cases with a clock of our own.

let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
let companyId: string;
let campaignId: string;
let owner: string;
let staff: string;
let otherCompany: string;
let ada: { userId: string; cookie: string };
let bob: { userId: string; cookie: string };
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = t.app.ctx;
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  const brew = await newCompanyUser(business, db(), 'owner@brew.test', 'Brew Offers');
  owner = brew.cookie;
  companyId = brew.companyId;
  await db()
    .update(companies)
    .set({
      status: 'approved',
      currentStatus: 'online',
      paymentAccountId: 'acct_sandbox_brewoffers',
      paymentsEnabled: true,
      contactEmail: 'hello@brew.test',
    })
    .where(eq(companies.id, companyId));
  campaignId = await insertLiveCampaign(db(), companyId, {
    name: 'Coffee Offers',
    customOffersEnabled: true,
  });
  otherCompany = (await newCompanyUser(business, db(), 'owner@other.test', 'Other Shop')).cookie;
  // A staff member of Brew Offers, written straight into the database, signed in on the business site.
  const [staffUser] = await db()
    .insert(user)
    .values({
      name: 'Sam Staff',
      email: 'staff@brew.test',
      emailVerified: true,
      audience: 'business',
      role: 'user',
    })
    .returning({ id: user.id });
  await db()
    .insert(account)
    .values({
      accountId: staffUser!.id,
      providerId: 'credential',
      userId: staffUser!.id,
      password: await hashPassword('Staff-Password-1'),
    });
  await db()
    .insert(companyMembers)
    .values({ companyId, userId: staffUser!.id, roleInCompany: 'staff' });
  const signIn = await business.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email: 'staff@brew.test', password: 'Staff-Password-1' },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  staff = cookiesFrom(signIn.headers['set-cookie']);
  ada = await newSignedInBuyer(t.app, db(), 'ada@example.test');
  bob = await newSignedInBuyer(t.app, db(), 'bob@example.test');
}, 120_000);
afterAll(async () => {
  await business?.close();
  await t.close();
});

type Auth = { cookie?: string; key?: string };
const headers = ({ cookie, key }: Auth = {}) => ({
  ...(cookie ? { cookie } : {}),
  ...(key ? { [CUSTOM_OFFER_KEY_HEADER]: key } : {}),
});

let address = 0;
async function makeOffer(body: Record<string, unknown>, auth: Auth = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/custom-offers',
    // Each offer from an address of its own: the per-address limit is not what these test.
    remoteAddress: `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    payload: { campaignId, buyFor: 'self', ...body },
    headers: headers(auth),
  });
}

async function offerMade(body: Record<string, unknown>, auth: Auth = {}) {
  const res = await makeOffer(body, auth);
  expect(res.statusCode, res.body).toBe(201);
  return createCustomOfferResponseSchema.parse(res.json());
}

/** The sandbox card form for the offer's SetupIntent (with its 3-D Secure page when asked). */
async function saveCard(offer: CreateCustomOfferResponse, cardNumber: string) {
  const confirm = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/setup-intents/${offer.intentId}/confirm`,
    payload: { clientSecret: offer.clientSecret, cardNumber },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  if (confirm.json().status === 'requires_action') {
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/setup-intents/${offer.intentId}/challenge`,
      payload: { clientSecret: offer.clientSecret, outcome: 'complete' },
    });
  }
}

const buyerCall = (offerId: string, action: string, auth: Auth) =>
  t.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/custom-offers/${offerId}${action ? `/${action}` : ''}`,
    headers: headers(auth),
    ...(action ? { payload: {} } : {}),
  });

async function cardSaved(offer: CreateCustomOfferResponse, auth: Auth) {
  const res = await buyerCall(offer.offerId, 'card-saved', auth);
  expect(res.statusCode, res.body).toBe(200);
  return customerCustomOfferSchema.parse(res.json());
}

/** An offer made by Ada with a card saved (pending). */
async function pendingOffer(body: Record<string, unknown>, card = '4242424242424242') {
  const offer = await offerMade(body, { cookie: ada.cookie });
  await saveCard(offer, card);
  expect((await cardSaved(offer, { cookie: ada.cookie })).status).toBe('pending');
  return offer;
}

const companyCall = (cookie: string | undefined, url: string, payload?: object, method = 'POST') =>
  business.inject({
    method: method as 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const answer = (offerId: string, action: string, payload: object = {}, cookie = owner) =>
  companyCall(cookie, `/api/company/custom-offers/${offerId}/${action}`, payload);

async function offerRow(offerId: string) {
  const [row] = await db().select().from(customOffers).where(eq(customOffers.id, offerId));
  return row!;
}
const vouchersOf = (offerId: string) =>
  offerRow(offerId).then((o) =>
    o.voucherId ? db().select().from(vouchers).where(eq(vouchers.id, o.voucherId)) : [],
  );
async function chargesOf(offerId: string) {
  const offer = await offerRow(offerId);
  return db()
    .select()
    .from(payments)
    .where(eq(payments.campaignId, offer.campaignId))
    .then((rows) => rows.filter((p) => p.id === offer.chargePaymentId));
}
/** Whether the offer's saved card is still attached to its provider customer. */
async function cardAttached(offerId: string) {
  const offer = await offerRow(offerId);
  const [setup] = await db().select().from(payments).where(eq(payments.id, offer.setupPaymentId!));
  const [method] = await db()
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, setup!.providerPaymentMethodId!));
  return method!.customerId !== null;
}
const mailTo = (to: string, template: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .then((rows) => rows.filter((m) => m.template === template));

async function waitUntil(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Closes Ada's offers so the next test starts with none open. */
async function closeOpenOffers() {
  await db()
    .update(customOffers)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(customOffers.customerUserId, ada.userId),
        inArray(customOffers.status, [...openCustomOfferStatuses]),
      ),
    );
}

describe('custom offers: request, card saved, the company accepts', () => {
  it('saves the card without a charge, then charges £56 for £80 at 30% and issues a step-4 voucher', async () => {
    const offer = await offerMade({ faceValuePence: 8000, discount: 30 }, { cookie: ada.cookie });
    expect(offer).toMatchObject({
      kind: 'setup',
      autoAccepted: false,
      paymentId: null,
      voucherPricePence: 5600,
      totalPence: 5600,
      provider: 'sandbox',
    });
    expect(offer.intentId).toMatch(/^seti_/);
    // Not shown to the company before the card is saved.
    const before = companyCustomOfferListSchema.parse(
      (await companyCall(owner, '/api/company/custom-offers', undefined, 'GET')).json(),
    );
    expect(before.offers.map((o) => o.id)).not.toContain(offer.offerId);

    await saveCard(offer, '4242 4242 4242 4242');
    const saved = await cardSaved(offer, { cookie: ada.cookie });
    expect(saved.status).toBe('pending');
    // The card-saved call again (or the webhook after it) changes nothing.
    expect((await cardSaved(offer, { cookie: ada.cookie })).expiresAt).toBe(saved.expiresAt);
    expect(await chargesOf(offer.offerId)).toHaveLength(0);
    expect(await mailTo('hello@brew.test', 'custom-offer-received')).toHaveLength(1);
    expect(await mailTo('ada@example.test', 'custom-offer-sent')).toHaveLength(1);

    const inbox = companyCustomOfferListSchema.parse(
      (
        await companyCall(staff, '/api/company/custom-offers?view=waiting', undefined, 'GET')
      ).json(),
    );
    const seen = inbox.offers.find((o) => o.id === offer.offerId);
    expect(seen).toMatchObject({
      status: 'pending',
      customerFirstName: 'Buyer',
      faceValuePence: 8000,
      discount: 30,
      voucherPricePence: 5600,
      stepFaceValuesPence: [2500, 5000, 10000],
      stepDiscounts: [10, 15, 20],
    });
    expect(JSON.stringify(inbox)).not.toContain('ada@example.test');

    const accepted = await answer(offer.offerId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('charged');
    const [voucher] = await vouchersOf(offer.offerId);
    expect(voucher).toMatchObject({
      step: 4,
      slot: null,
      faceValuePence: 8000,
      discount: 30,
      pricePaidPence: 5600,
      buyerUserId: ada.userId,
    });
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/wallet',
      headers: { cookie: ada.cookie },
    });
    expect(wallet.body).toContain(voucher!.code);

    // The dashboard shows the offer's sale beside the ladder's (ADR 027 "Budgets").
    const dashboard = await companyCall(owner, '/api/company/dashboard', undefined, 'GET');
    const figures = dashboard.json().campaigns.find((c: { id: string }) => c.id === campaignId);
    expect(figures.customOfferSales).toEqual({ count: 1, faceValuePence: 8000, paidPence: 5600 });
    expect(figures.stepSalesPence).toEqual([0, 0, 0]);
  });

  it('two accepts racing: one charge, one voucher; the loser is told the offer is taken', async () => {
    const offer = await pendingOffer({ faceValuePence: 5000, discount: 20 });
    const [a, b] = await Promise.all([
      answer(offer.offerId, 'accept'),
      answer(offer.offerId, 'accept'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await chargesOf(offer.offerId)).toHaveLength(1);
    expect(await vouchersOf(offer.offerId)).toHaveLength(1);
  });

  it('refuses an accept after the window closed or after a withdrawal, and charges nothing', async () => {
    const late = await pendingOffer({ faceValuePence: 3000, discount: 25 });
    await db()
      .update(customOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customOffers.id, late.offerId));
    const refused = await answer(late.offerId, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This offer cannot be changed now: it is expired.');
    await expireCustomOffer(ctx, late.offerId);

    const withdrawn = await pendingOffer({ faceValuePence: 3000, discount: 25 });
    expect(
      (await buyerCall(withdrawn.offerId, 'withdraw', { cookie: ada.cookie })).json().status,
    ).toBe('withdrawn');
    expect(await cardAttached(withdrawn.offerId)).toBe(false);
    expect((await answer(withdrawn.offerId, 'accept')).statusCode).toBe(409);
    expect(await chargesOf(withdrawn.offerId)).toHaveLength(0);
    expect(await mailTo('ada@example.test', 'custom-offer-withdrawn')).toHaveLength(1);
  });
});

describe('custom offers: decline and counter-offer', () => {
  it('decline: the customer is told the reason, the card detached, nothing charged', async () => {
    const offer = await pendingOffer({ faceValuePence: 4000, discount: 50 });
    const res = await answer(offer.offerId, 'decline', { reason: 'Too generous for us' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('declined');
    expect(await cardAttached(offer.offerId)).toBe(false);
    expect(await chargesOf(offer.offerId)).toHaveLength(0);
    const [mail] = await mailTo('ada@example.test', 'custom-offer-declined');
    expect(mail!.text).toContain('Too generous for us');
  });

  it('counter → the customer accepts from the emailed link → charged at the counter discount', async () => {
    const offer = await pendingOffer({ faceValuePence: 10000, discount: 40 });
    const tooHigh = await answer(offer.offerId, 'counter', { discount: 45 });
    expect(tooHigh.statusCode).toBe(422);
    const countered = await answer(offer.offerId, 'counter', { discount: 25 });
    expect(countered.statusCode, countered.body).toBe(200);
    expect((await answer(offer.offerId, 'counter', { discount: 20 })).statusCode).toBe(409);
    const [mail] = await mailTo('ada@example.test', 'custom-offer-countered');
    const key = /#key=([\w-]+)/.exec(mail!.text)?.[1];
    expect(key).toBe(offer.offerKey);
    // The emailed link's key alone (no session) accepts it.
    const accepted = await buyerCall(offer.offerId, 'accept-counter', { key });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('charged');
    const [voucher] = await vouchersOf(offer.offerId);
    expect(voucher).toMatchObject({ discount: 25, pricePaidPence: 7500, step: 4 });
  });

  it('a customer whose buying an admin turned off cannot accept a counter-offer', async () => {
    const offer = await pendingOffer({ faceValuePence: 10000, discount: 40 });
    expect((await answer(offer.offerId, 'counter', { discount: 25 })).statusCode).toBe(200);
    await db()
      .update(customers)
      .set({ buyingEnabled: false })
      .where(eq(customers.userId, ada.userId));
    try {
      const refused = await buyerCall(offer.offerId, 'accept-counter', { cookie: ada.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(BUYING_DISABLED);
      expect((await offerRow(offer.offerId)).status).toBe('countered');
      expect(await chargesOf(offer.offerId)).toHaveLength(0);
    } finally {
      await db()
        .update(customers)
        .set({ buyingEnabled: true })
        .where(eq(customers.userId, ada.userId));
      // Her later offers on this campaign start from nothing open.
      const withdrawn = await buyerCall(offer.offerId, 'withdraw', { cookie: ada.cookie });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    }
  });
});

describe('custom offers: auto-accept', () => {
  it('at or below the auto-accept discount: an ordinary payment, paid through the normal flow', async () => {
    await companyCall(
      owner,
      `/api/company/campaigns/${campaignId}/custom-offers`,
      { enabled: true, maxFaceValuePence: 50000, autoAcceptDiscount: 15 },
      'PUT',
    );
    const offer = await offerMade({ faceValuePence: 2000, discount: 15 }, { cookie: ada.cookie });
    expect(offer).toMatchObject({ kind: 'payment', autoAccepted: true, totalPence: 1700 });
    expect(offer.intentId).toMatch(/^pi_/);
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${offer.intentId}/confirm`,
      payload: { clientSecret: offer.clientSecret, cardNumber: '4242424242424242' },
    });
    await waitUntil(async () => (await offerRow(offer.offerId)).status === 'charged', 'charged');
    expect(await vouchersOf(offer.offerId)).toHaveLength(1);
    await companyCall(
      owner,
      `/api/company/campaigns/${campaignId}/custom-offers`,
      { enabled: true, maxFaceValuePence: 50000, autoAcceptDiscount: null },
      'PUT',
    );
  });
});

describe('custom offers: a charge that needs the customer', () => {
  it('3184 (authentication required off-session): awaiting payment, no voucher, emailed; completing it issues it', async () => {
    const offer = await pendingOffer({ faceValuePence: 6000, discount: 10 }, '4000002760003184');
    const res = await answer(offer.offerId, 'accept');
    expect(res.json().status).toBe('awaiting_payment');
    expect(await vouchersOf(offer.offerId)).toHaveLength(0);
    const [mail] = await mailTo('ada@example.test', 'custom-offer-needs-payment');
    expect(mail!.text).toContain(`/offers/${offer.offerId}#key=`);
    const payment = customOfferPaymentSchema.parse(
      (await buyerCall(offer.offerId, 'payment', { cookie: ada.cookie })).json(),
    );
    expect(payment.totalPence).toBe(5400);
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${payment.intentId}/challenge`,
      payload: { clientSecret: payment.clientSecret, outcome: 'complete' },
    });
    await waitUntil(async () => (await offerRow(offer.offerId)).status === 'charged', 'charged');
    expect(await vouchersOf(offer.offerId)).toHaveLength(1);
  });

  it('9995 (insufficient funds): awaiting payment; another card on-session issues the voucher', async () => {
    const offer = await pendingOffer({ faceValuePence: 6000, discount: 10 }, '4000000000009995');
    expect((await answer(offer.offerId, 'accept')).json().status).toBe('awaiting_payment');
    expect(await vouchersOf(offer.offerId)).toHaveLength(0);
    const payment = customOfferPaymentSchema.parse(
      (await buyerCall(offer.offerId, 'payment', { key: offer.offerKey })).json(),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${payment.intentId}/confirm`,
      payload: { clientSecret: payment.clientSecret, cardNumber: '4242424242424242' },
    });
    await waitUntil(async () => (await offerRow(offer.offerId)).status === 'charged', 'charged');
    expect(await vouchersOf(offer.offerId)).toHaveLength(1);
  });
});

describe('custom offers: time', () => {
  it('expires after 24 hours by its job: nothing charged, card detached, customer told; again changes nothing; one reminder', async () => {
    await closeOpenOffers();
    const expiredBefore = (await mailTo('ada@example.test', 'custom-offer-expired')).length;
    const offer = await pendingOffer({ faceValuePence: 3500, discount: 30 });
    const { expiresAt } = await offerRow(offer.offerId);
    const at = (ms: number) => ({ ...ctx, clock: () => new Date(expiresAt.getTime() + ms) });

    await remindCustomOffer(at(-5 * 60 * 60_000), offer.offerId);
    expect(await mailTo('hello@brew.test', 'custom-offer-reminder')).toHaveLength(0);
    await remindCustomOffer(at(-4 * 60 * 60_000), offer.offerId);
    await remindCustomOffer(at(-3 * 60 * 60_000), offer.offerId);
    await sweepCustomOffers(at(-2 * 60 * 60_000));
    expect(await mailTo('hello@brew.test', 'custom-offer-reminder')).toHaveLength(1);

    await expireCustomOffer(at(-1000), offer.offerId);
    expect((await offerRow(offer.offerId)).status).toBe('pending');
    await expireCustomOffer(at(0), offer.offerId);
    expect((await offerRow(offer.offerId)).status).toBe('expired');
    expect(await cardAttached(offer.offerId)).toBe(false);
    expect(await mailTo('ada@example.test', 'custom-offer-expired')).toHaveLength(
      expiredBefore + 1,
    );
    await expireCustomOffer(at(60_000), offer.offerId);
    await sweepCustomOffers(at(120_000));
    expect(await mailTo('ada@example.test', 'custom-offer-expired')).toHaveLength(
      expiredBefore + 1,
    );
    expect(await chargesOf(offer.offerId)).toHaveLength(0);
  });
});

describe('custom offers: an accepted offer never charged', () => {
  it('fails at the end of its window (the server stopped between the yes and the charge): nothing charged, card detached, customer told', async () => {
    await closeOpenOffers();
    const offer = await pendingOffer({ faceValuePence: 4500, discount: 30 });
    // The company's yes was written, then the process stopped before the charge was made.
    await db()
      .update(customOffers)
      .set({ status: 'accepted', decidedAt: new Date() })
      .where(eq(customOffers.id, offer.offerId));
    const { expiresAt } = await offerRow(offer.offerId);
    const at = (ms: number) => ({ ...ctx, clock: () => new Date(expiresAt.getTime() + ms) });

    await expireCustomOffer(at(-1000), offer.offerId);
    expect((await offerRow(offer.offerId)).status).toBe('accepted');
    await expireCustomOffer(at(0), offer.offerId);
    expect((await offerRow(offer.offerId)).status).toBe('failed');
    expect(await cardAttached(offer.offerId)).toBe(false);
    expect(await chargesOf(offer.offerId)).toHaveLength(0);
    const told = await mailTo('ada@example.test', 'custom-offer-failed');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Nothing has been charged');
    await sweepCustomOffers(at(60_000));
    expect(await mailTo('ada@example.test', 'custom-offer-failed')).toHaveLength(1);
  });
});

describe('custom offers: limits', () => {
  it('one open offer per buyer and campaign; none on a campaign that takes none', async () => {
    await closeOpenOffers();
    await pendingOffer({ faceValuePence: 1000, discount: 10 });
    const second = await makeOffer({ faceValuePence: 1000, discount: 10 }, { cookie: ada.cookie });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(CUSTOM_OFFER_ALREADY_OPEN);
    const closed = await insertLiveCampaign(db(), companyId, { customOffersEnabled: false });
    const refused = await makeOffer(
      { campaignId: closed, faceValuePence: 1000, discount: 10 },
      { cookie: bob.cookie },
    );
    expect(refused.json().error.message).toBe(CUSTOM_OFFERS_NOT_TAKEN);

    // The owner bounds the face value; above it, an offer is refused with the bound.
    const bounded = { enabled: true, maxFaceValuePence: 20000, autoAcceptDiscount: null };
    const outOfRange = await companyCall(
      owner,
      `/api/company/campaigns/${closed}/custom-offers`,
      { ...bounded, maxFaceValuePence: 60000 },
      'PUT',
    );
    expect(outOfRange.statusCode).toBe(422);
    const put = await companyCall(
      owner,
      `/api/company/campaigns/${closed}/custom-offers`,
      bounded,
      'PUT',
    );
    expect(put.json()).toEqual(bounded);
    const above = await makeOffer(
      { campaignId: closed, faceValuePence: 20001, discount: 10 },
      { cookie: bob.cookie },
    );
    expect(above.statusCode).toBe(422);
    expect(above.json().error.message).toBe('This business considers offers up to £200.00.');
    await closeOpenOffers();
  });

  it('counts open offers toward the purchase limit (fewer than nine)', async () => {
    const limited = await insertLiveCampaign(db(), companyId, { customOffersEnabled: true });
    for (let i = 0; i < 8; i++) {
      await insertVoucher(db(), { campaignId: limited, companyId, buyerUserId: bob.userId });
    }
    const refused = await makeOffer(
      { campaignId: limited, faceValuePence: 1000, discount: 10 },
      { cookie: bob.cookie },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PURCHASE_LIMIT_REACHED);

    // Seven vouchers and an open offer: no ladder purchase either.
    const seven = await insertLiveCampaign(db(), companyId, { customOffersEnabled: true });
    for (let i = 0; i < 7; i++) {
      await insertVoucher(db(), { campaignId: seven, companyId, buyerUserId: bob.userId });
    }
    const offer = await offerMade(
      { campaignId: seven, faceValuePence: 1000, discount: 10 },
      { cookie: bob.cookie },
    );
    await saveCard(offer, '4242424242424242');
    await cardSaved(offer, { cookie: bob.cookie });
    const purchase = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: { campaignId: seven, slot: 1, buyFor: 'self' },
      headers: { cookie: bob.cookie },
    });
    expect(purchase.statusCode).toBe(409);
    expect(purchase.json().error.message).toBe(PURCHASE_LIMIT_REACHED);
  });

  it("the provider's setup_intent.succeeded event alone moves the offer to pending", async () => {
    await closeOpenOffers();
    const offer = await offerMade({ faceValuePence: 1200, discount: 10 }, { cookie: ada.cookie });
    await saveCard(offer, '4242424242424242');
    // No card-saved call: the sandbox's signed event reaches the webhook through its job.
    await waitUntil(async () => (await offerRow(offer.offerId)).status === 'pending', 'pending');
    expect(await mailTo('hello@brew.test', 'custom-offer-received')).not.toHaveLength(0);
    await closeOpenOffers();
  });

  it('a guest offers with an email and the UK tick, once per email and campaign', async () => {
    const guest = { email: 'guest@example.test', ukConfirmed: true };
    const noTick = await makeOffer({
      faceValuePence: 2000,
      discount: 20,
      guest: { ...guest, ukConfirmed: false },
      botCheck: await solveBotCheck(t.app),
    });
    expect(noTick.statusCode).toBe(422);
    const offer = await offerMade({
      faceValuePence: 2000,
      discount: 20,
      guest,
      botCheck: await solveBotCheck(t.app),
    });
    await saveCard(offer, '4242424242424242');
    expect((await cardSaved(offer, { key: offer.offerKey })).status).toBe('pending');
    expect(await mailTo('guest@example.test', 'custom-offer-sent')).toHaveLength(1);
    await buyerCall(offer.offerId, 'withdraw', { key: offer.offerKey });
    const again = await makeOffer({
      faceValuePence: 2000,
      discount: 20,
      guest,
      botCheck: await solveBotCheck(t.app),
    });
    expect(again.json().error.message).toBe(CUSTOM_OFFER_GUEST_ALREADY_USED);
  });
});

describe('custom offers: who may call', () => {
  it('refuses every endpoint to those who may not call it', async () => {
    await closeOpenOffers();
    const offer = await pendingOffer({ faceValuePence: 1500, discount: 10 });
    const id = offer.offerId;
    // The buyer's endpoints: a visitor, another customer, a wrong key → 404; the list → 401.
    for (const action of ['', 'card-saved', 'withdraw', 'accept-counter', 'payment']) {
      for (const auth of [{}, { cookie: bob.cookie }, { key: 'wrong-key' }] as Auth[]) {
        const res = await buyerCall(id, action, auth);
        expect(res.statusCode, `${action} ${JSON.stringify(auth)}`).toBe(404);
        expect(res.json().error.message).toBe(CUSTOM_OFFER_NOT_FOUND);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/custom-offers' })).statusCode).toBe(401);
    const bobs = await t.app.inject({
      method: 'GET',
      url: '/api/custom-offers',
      headers: { cookie: bob.cookie },
    });
    expect(bobs.json().offers.map((o: { id: string }) => o.id)).not.toContain(id);
    // The company's: a visitor 401, another company sees none of it (404), staff 403 for owner-only actions but may read the inbox.
    const list = (cookie?: string) =>
      companyCall(cookie, '/api/company/custom-offers', undefined, 'GET');
    expect((await list()).statusCode).toBe(401);
    expect((await list(otherCompany)).json().offers).toEqual([]);
    expect((await list(staff)).statusCode).toBe(200);
    for (const [action, payload] of [
      ['accept', {}],
      ['decline', {}],
      ['counter', { discount: 5 }],
    ] as const) {
      expect((await answer(id, action, payload, '')).statusCode).toBe(401);
      expect((await answer(id, action, payload, otherCompany)).statusCode).toBe(404);
      expect((await answer(id, action, payload, staff)).statusCode).toBe(403);
    }
    const settings = { enabled: true, maxFaceValuePence: 100, autoAcceptDiscount: null };
    const put = (cookie?: string) =>
      companyCall(cookie, `/api/company/campaigns/${campaignId}/custom-offers`, settings, 'PUT');
    expect((await put()).statusCode).toBe(401);
    expect((await put(staff)).statusCode).toBe(403);
    expect((await put(otherCompany)).statusCode).toBe(404);
    expect((await offerRow(id)).status).toBe('pending');
  });
});

describe('custom offers: a customer whose buying an admin turned off is never charged', () => {
  const setBuying = (buyingEnabled: boolean) =>
    db().update(customers).set({ buyingEnabled }).where(eq(customers.userId, ada.userId));
  // Each starts with none of Ada's offers open (the tests before may leave one).
  beforeEach(closeOpenOffers);

  it('the company cannot accept her offer: refused, the offer stays pending, nothing charged', async () => {
    const offer = await pendingOffer({ faceValuePence: 4000, discount: 20 });
    await setBuying(false);
    try {
      const refused = await answer(offer.offerId, 'accept');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(CUSTOM_OFFER_BUYER_CANNOT_BUY);
      expect((await offerRow(offer.offerId)).status).toBe('pending');
      expect(await chargesOf(offer.offerId)).toHaveLength(0);
      expect(await vouchersOf(offer.offerId)).toHaveLength(0);
      expect(await cardAttached(offer.offerId)).toBe(true);
    } finally {
      await setBuying(true);
    }
    // Buying back on: the same offer is accepted and charged as any other.
    const accepted = await answer(offer.offerId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('charged');
  });

  it('an offer at the auto-accept discount opens no payment for her', async () => {
    await companyCall(
      owner,
      `/api/company/campaigns/${campaignId}/custom-offers`,
      { enabled: true, maxFaceValuePence: 50000, autoAcceptDiscount: 15 },
      'PUT',
    );
    await setBuying(false);
    try {
      const before = await db().select().from(payments).where(eq(payments.userId, ada.userId));
      const refused = await makeOffer(
        { faceValuePence: 2000, discount: 10 },
        { cookie: ada.cookie },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(BUYING_DISABLED);
      const after = await db().select().from(payments).where(eq(payments.userId, ada.userId));
      expect(after).toHaveLength(before.length);
    } finally {
      await setBuying(true);
      await companyCall(
        owner,
        `/api/company/campaigns/${campaignId}/custom-offers`,
        { enabled: true, maxFaceValuePence: 50000, autoAcceptDiscount: null },
        'PUT',
      );
    }
  });

  it('a charge awaiting her payment cannot be completed while her buying is off', async () => {
    const offer = await pendingOffer({ faceValuePence: 6000, discount: 10 }, '4000000000009995');
    expect((await answer(offer.offerId, 'accept')).json().status).toBe('awaiting_payment');
    await setBuying(false);
    try {
      const refused = await buyerCall(offer.offerId, 'payment', { cookie: ada.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(BUYING_DISABLED);
      expect((await offerRow(offer.offerId)).status).toBe('awaiting_payment');
      expect(await vouchersOf(offer.offerId)).toHaveLength(0);
    } finally {
      await setBuying(true);
    }
    // Buying back on within the window: she completes it as any other.
    const payment = customOfferPaymentSchema.parse(
      (await buyerCall(offer.offerId, 'payment', { cookie: ada.cookie })).json(),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${payment.intentId}/confirm`,
      payload: { clientSecret: payment.clientSecret, cardNumber: '4242424242424242' },
    });
    await waitUntil(async () => (await offerRow(offer.offerId)).status === 'charged', 'charged');
  });
});
