import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomOfferResponseSchema,
  createPurchaseResponseSchema,
  CUSTOM_OFFER_KEY_HEADER,
  PAYMENT_CLIENT_SECRET_HEADER,
  paymentProgressSchema,
} from '@stepup/contracts';
import type { DevMail } from '@stepup/contracts';
import { VOUCHER_CODE_PATTERN } from '@stepup/domain';
import { actionCode, cookiesFrom, solveBotCheck, waitForMail } from '../test/account-helpers';
import { insertLiveCampaign, insertSellingCompany } from '../test/purchase-helpers';
import { buildTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { SANDBOX_CARDS } from './providers/payments/sandbox/sandbox-provider';
import { REDACTED } from './plugins/log-redaction';

/**
 * A customer's whole round trip through the customer site, with its log captured as an operator
 * would read it: every token, password, cookie, client secret and voucher code that crossed the
 * wire must be absent from it, while the requests that carried them are there.
 */
let t: TestApp;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await buildTestApp({ logger: { stream, level: 'info' } });
});
afterAll(async () => {
  await t.close();
});

/** The emailed link's path and query, as the browser asks the server for the page. */
function pagePathOf(mail: DevMail, part: string): string {
  const link = mail.links.find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link in ${mail.subject}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Every form a cookie value may take in a log: as set, and URL-decoded. */
function cookieValues(cookieHeader: string): string[] {
  return cookieHeader
    .split('; ')
    .map((pair) => pair.slice(pair.indexOf('=') + 1))
    .filter((value) => value.length >= 8)
    .flatMap((value) => [value, decodeURIComponent(value)]);
}

describe('secrets stay out of the request log', () => {
  it('sign-up, verification, password reset, sign-in and a guest purchase log none of their secrets', async () => {
    const unique = randomBytes(4).toString('hex');
    const email = `log.${unique}@example.test`;
    const firstPassword = `First-Log-Pass-${unique}`;
    const newPassword = `Second-Log-Pass-${unique}`;
    const app = t.app;

    // Sign up; follow the emailed verification link (the page, then the API call it makes).
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        name: 'Logan Fox',
        email,
        password: firstPassword,
        botCheck: await solveBotCheck(app),
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const [verifyMail] = await waitForMail(app, email, { template: 'verify-email' });
    const verifyToken = actionCode(verifyMail!);
    const verifyPage = pagePathOf(verifyMail!, 'oobCode=');
    expect(verifyPage).toContain(verifyToken);
    await app.inject({ method: 'GET', url: verifyPage });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/account/verify-email',
      payload: { token: verifyToken },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Forgot password; open the reset link; reset.
    await app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email } });
    const [resetMail] = await waitForMail(app, email, { template: 'reset-password' });
    const resetToken = actionCode(resetMail!);
    const resetPage = pagePathOf(resetMail!, 'oobCode=');
    await app.inject({ method: 'GET', url: resetPage });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token: resetToken, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);

    // Sign in with the new password and use the session.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: newPassword },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = cookiesFrom(signIn.headers['set-cookie']);
    const session = await app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie },
    });
    expect(session.json().user.email).toBe(email);

    // A guest buys step 1 with the sandbox card, polls its progress with the client secret and
    // comes back on Stripe's return URL.
    const db = t.deps.database.db;
    const campaignId = await insertLiveCampaign(db, await insertSellingCompany(db));
    const created = await app.inject({
      method: 'POST',
      url: '/api/purchases',
      payload: {
        campaignId,
        slot: 1,
        guest: { email: `guest.${unique}@example.test`, ukConfirmed: true },
        botCheck: await solveBotCheck(app),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const purchase = createPurchaseResponseSchema.parse(created.json());
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/intents/${purchase.paymentIntentId}/confirm`,
      payload: { clientSecret: purchase.clientSecret, cardNumber: SANDBOX_CARDS.succeeds },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    let voucherCode: string | null = null;
    const deadline = Date.now() + 20_000;
    while (!voucherCode) {
      const status = await app.inject({
        method: 'GET',
        url: `/api/purchases/${purchase.paymentId}/status`,
        headers: { [PAYMENT_CLIENT_SECRET_HEADER]: purchase.clientSecret },
      });
      expect(status.statusCode, status.body).toBe(200);
      voucherCode = paymentProgressSchema.parse(status.json()).voucherCode;
      if (Date.now() > deadline) throw new Error('no voucher code');
      if (!voucherCode) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(voucherCode).toMatch(VOUCHER_CODE_PATTERN);
    const returnQuery = new URLSearchParams({
      payment_intent: purchase.paymentIntentId,
      payment_intent_client_secret: purchase.clientSecret,
      redirect_status: 'succeeded',
      payment_id: purchase.paymentId,
    });
    await app.inject({
      method: 'GET',
      url: `/payment-success/${campaignId}?${returnQuery.toString()}`,
    });
    await new Promise((resolve) => setImmediate(resolve));

    // A guest makes a custom offer (the card saved by its SetupIntent's client secret) and reads
    // it back with the offer's key in its header.
    const offersCampaignId = await insertLiveCampaign(db, await insertSellingCompany(db), {
      customOffersEnabled: true,
    });
    const offerMade = await app.inject({
      method: 'POST',
      url: '/api/custom-offers',
      payload: {
        campaignId: offersCampaignId,
        faceValuePence: 8000,
        discount: 30,
        guest: { email: `offer.${unique}@example.test`, ukConfirmed: true },
        botCheck: await solveBotCheck(app),
      },
    });
    expect(offerMade.statusCode, offerMade.body).toBe(201);
    const offer = createCustomOfferResponseSchema.parse(offerMade.json());
    const saved = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/setup-intents/${offer.intentId}/confirm`,
      payload: { clientSecret: offer.clientSecret, cardNumber: SANDBOX_CARDS.succeeds },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const offerRead = await app.inject({
      method: 'GET',
      url: `/api/custom-offers/${offer.offerId}`,
      headers: { [CUSTOM_OFFER_KEY_HEADER]: offer.offerKey },
    });
    expect(offerRead.statusCode, offerRead.body).toBe(200);

    const log = logText();
    const secrets = {
      offerKey: offer.offerKey,
      setupClientSecret: offer.clientSecret,
      verifyToken,
      resetToken,
      firstPassword,
      newPassword,
      clientSecret: purchase.clientSecret,
      voucherCode,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log.includes(secret), `${name} is in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${name} (encoded) is in the log`).toBe(
        false,
      );
    }
    for (const value of cookieValues(cookie)) {
      expect(log.includes(value), 'a session cookie value is in the log').toBe(false);
    }

    // The log did record those requests (so the checks above read a real log).
    expect(log).toContain(`"url":"/email-verify?mode=verifyEmail&oobCode=${REDACTED}`);
    expect(log).toContain(`"url":"/email-verify?mode=resetPassword&oobCode=${REDACTED}`);
    expect(log).toContain('"url":"/api/account/reset-password"');
    expect(log).toContain('"url":"/api/account/session"');
    expect(log).toContain(`"url":"/api/purchases/${purchase.paymentId}/status"`);
    expect(log).toContain(`"url":"/api/custom-offers/${offer.offerId}"`);
    expect(log).toContain(
      `"url":"/payment-success/${campaignId}?payment_intent=${purchase.paymentIntentId}&payment_intent_client_secret=${REDACTED}&redirect_status=succeeded&payment_id=${purchase.paymentId}"`,
    );
    expect(log).toContain('"statusCode":200');
  });
});
