import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomOfferResponseSchema, CUSTOM_OFFER_KEY_HEADER } from '@stepup/contracts';
import { customOffers, eq, vouchers } from '@stepup/db';
import { actorOf } from '../../../test/actors';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { startStripeStandIn } from '../../../test/stripe-stand-in';
import type { StripeStandIn, TestPaymentMethod } from '../../../test/stripe-stand-in';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import type { AppContext } from '../../context/app-context';
import { companyMembers, user } from '@stepup/db';
import { acceptCustomOffer } from './accept-custom-offer';
import { declineCustomOffer } from './decline-custom-offer';
import { expireCustomOffer } from './offer-clock';

// Custom offers with the Stripe provider, its API a local stand-in answering Stripe's published
// shapes: the card saved on the company's connected account, the off-session direct charge with
// the gifting fee as application fee and the offer's idempotency key, the card detached on a no.

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51StepUpIntegrationSecretKey0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51StepUpIntegrationPublishableKey',
  STRIPE_WEBHOOK_SECRET: 'whsec_StepUpIntegrationSigningSecret',
};
const ACCOUNT = 'acct_1StripeOffers';

let t: TestApp;
let ctx: AppContext;
let standIn: StripeStandIn;
let campaignId: string;
let cookie: string;
const db = () => t.deps.database.db;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await buildTestApp({
    env: STRIPE,
    stripeApi: { host: standIn.host, port: standIn.port, protocol: 'http' },
  });
  ctx = t.app.ctx;
  const companyId = await insertSellingCompany(db(), { paymentAccountId: ACCOUNT });
  campaignId = await insertLiveCampaign(db(), companyId, { customOffersEnabled: true });
  // Ada's own gifting fee (an admin's setting for one customer).
  cookie = (await newSignedInBuyer(t.app, db(), 'ada@example.test', { giftingFeePence: 150 }))
    .cookie;
  const [owner] = await db()
    .insert(user)
    .values({
      name: 'Owner',
      email: 'owner@stripe-offers.test',
      emailVerified: true,
      audience: 'business',
      role: 'user',
    })
    .returning({ id: user.id });
  await db()
    .insert(companyMembers)
    .values({ companyId, userId: owner!.id, roleInCompany: 'owner' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** An offer whose card Stripe.js saved with the test PaymentMethod, told to the server. */
async function savedOffer(card: TestPaymentMethod, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/custom-offers',
    payload: { campaignId, faceValuePence: 8000, discount: 30, buyFor: 'self', ...body },
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  const offer = createCustomOfferResponseSchema.parse(res.json());
  const paymentMethodId = standIn.completeSetup(offer.intentId, card);
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/custom-offers/${offer.offerId}/card-saved`,
    payload: {},
    headers: { [CUSTOM_OFFER_KEY_HEADER]: offer.offerKey },
  });
  expect(saved.json().status).toBe('pending');
  return { offer, paymentMethodId };
}

const owner = () => actorOf(ctx, 'owner@stripe-offers.test');
const offerRow = async (id: string) =>
  (await db().select().from(customOffers).where(eq(customOffers.id, id)))[0]!;

describe('custom offers with the Stripe provider', () => {
  it('saves the card with an off-session SetupIntent on the connected account', async () => {
    const { offer } = await savedOffer('pm_card_visa');
    const setup = standIn.requests.find(
      (r) => r.path === '/v1/setup_intents' && r.headers['stripe-account'] === ACCOUNT,
    );
    expect(setup?.form).toMatchObject({ usage: 'off_session' });
    expect(setup?.headers['idempotency-key']).toBe(`offer-setup-${offer.offerId}`);
    await declineCustomOffer(ctx, await owner(), { offerId: offer.offerId });
  });

  it('accept: a direct off-session charge with the gifting fee as application fee, voucher issued once', async () => {
    const { offer } = await savedOffer('pm_card_visa', {
      buyFor: 'gift',
      gift: { name: 'Bo', email: 'bo@example.test', message: 'Enjoy' },
    });
    expect(offer.totalPence).toBe(5600 + 150);
    const answered = await acceptCustomOffer(ctx, await owner(), { offerId: offer.offerId });
    expect(answered.status).toBe('charged');
    const charge = standIn.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.form.off_session === 'true',
    );
    expect(charge?.headers['stripe-account']).toBe(ACCOUNT);
    expect(charge?.headers['idempotency-key']).toBe(`offer-charge-${offer.offerId}`);
    expect(charge?.form).toMatchObject({
      amount: '5750',
      application_fee_amount: '150',
      confirm: 'true',
    });
    const { voucherId } = await offerRow(offer.offerId);
    const issued = await db().select().from(vouchers).where(eq(vouchers.id, voucherId!));
    expect(issued[0]).toMatchObject({ step: 4, pricePaidPence: 5600, giftingFeePence: 150 });
  });

  it('authentication required off-session: awaiting the customer, nothing issued', async () => {
    const { offer } = await savedOffer('pm_card_authenticationRequired');
    const answered = await acceptCustomOffer(ctx, await owner(), { offerId: offer.offerId });
    expect(answered.status).toBe('awaiting_payment');
    expect((await offerRow(offer.offerId)).voucherId).toBeNull();
    // Not paid by the end of the window: the intent is cancelled and the offer expires.
    const { expiresAt } = await offerRow(offer.offerId);
    await expireCustomOffer({ ...ctx, clock: () => expiresAt }, offer.offerId);
    expect((await offerRow(offer.offerId)).status).toBe('expired');
    const cancelled = standIn.requests.filter((r) =>
      /^\/v1\/payment_intents\/[^/]+\/cancel$/.test(r.path),
    );
    expect(cancelled).toHaveLength(1);
  });

  it('decline: the saved card is detached from its customer', async () => {
    const { offer, paymentMethodId } = await savedOffer('pm_card_visa');
    await declineCustomOffer(ctx, await owner(), { offerId: offer.offerId, reason: 'Not now' });
    expect(
      standIn.requests.some((r) => r.path === `/v1/payment_methods/${paymentMethodId}/detach`),
    ).toBe(true);
    expect(standIn.paymentMethods.get(paymentMethodId)?.customer ?? null).toBeNull();
  });
});
