import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerGiftSchema, giftPageSchema } from '@stepup/contracts';
import type { DevMail } from '@stepup/contracts';
import { and, auditLog, eq, giftLinks, vouchers } from '@stepup/db';
import {
  GIFT_ALREADY_RESENT,
  GIFT_ALREADY_SENT,
  GIFT_DATE_IN_PAST,
  GIFT_LINK_INVALID,
  GIFT_NOT_FOUND,
  GIFT_NOT_SENT_YET,
  GIFT_PAGE_TEXT,
  RATE_LIMITED,
  RECIPIENT_EMAIL_INVALID,
} from '@stepup/domain';
import { newVerifiedAccount, waitForMail } from '../../../test/account-helpers';
import { insertVoucher } from '../../../test/company-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { REDACTED } from '../../plugins/log-redaction';
import { createPurchaseNotices } from '../purchases/purchase-notices';
import { hashGiftToken } from './gift-token';
import { giftRateRules } from './rate-rules';

// A gift's own page and its buyer's changes before delivery (ADR 055), on the real database, job
// queue and mail outbox.

let t: TestApp;
let business: FastifyInstance;
let companyId: string;
let campaignId: string;
const lines: string[] = [];
const db = () => t.deps.database.db;
let n = 0;
const nextEmail = (who: string) => `${who}${++n}@gifts.test`;
let lastIp = 0;
const freshIp = () => `203.0.113.${++lastIp}`;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await buildTestApp({ logger: { stream, level: 'info' } });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined, logger: false });
  await business.ready();
  companyId = await insertSellingCompany(db(), { name: 'Brew & Bake' });
  campaignId = await insertLiveCampaign(db(), companyId, { name: 'Coffee Club' });
});
afterAll(async () => {
  await business.close();
  await t.close();
});

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000);

/** A signed-in buyer's gift to `recipient`, booked for tomorrow (not delivered). */
async function bookedGift(recipient = nextEmail('friend')) {
  const buyerEmail = nextEmail('giver');
  const buyer = await newSignedInBuyer(t.app, db(), buyerEmail, { name: 'Sam Taylor' });
  const deliverAt = tomorrow();
  const code = await insertVoucher(db(), {
    campaignId,
    companyId,
    buyerUserId: buyer.userId,
    buyFor: 'gift',
    giftRecipientName: 'Alex',
    giftRecipientEmail: recipient,
    giftMessage: 'Happy birthday!',
    giftDeliverAt: deliverAt,
    giftingFeePence: 250,
  });
  const [row] = await db().select().from(vouchers).where(eq(vouchers.code, code));
  return { ...buyer, buyerEmail, recipient, deliverAt, code, voucherId: row!.id };
}

/** The delivery at the gift's time, as the queued job or a sweep runs it. */
const noticesAt = (at: Date) =>
  createPurchaseNotices({
    db: db(),
    mailer: t.deps.services.mailer,
    jobs: t.deps.services.jobs,
    webUrl: 'https://www.stepup.test',
    businessUrl: 'https://business.stepup.test',
    now: () => new Date(at.getTime() + 1_000),
  });

async function mailTo(to: string, template: string): Promise<DevMail[]> {
  const res = await t.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(to)}` });
  return (res.json() as { mail: DevMail[] }).mail.filter((m) => m.template === template);
}

/** The gift page's token from the recipient's newest gift email. */
function tokenOf(mail: DevMail): string {
  const link = mail.links.find((l) => l.startsWith('https://www.stepup.test/gift/'));
  if (!link) throw new Error('no gift link in the email');
  return decodeURIComponent(link.slice('https://www.stepup.test/gift/'.length));
}

const giftPath = (voucherId: string) => `/api/wallet/vouchers/${voucherId}/gift`;
const change = (cookie: string, voucherId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: giftPath(voucherId),
    headers: { cookie },
    payload,
    remoteAddress: freshIp(),
  });
const post = (cookie: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload, remoteAddress: freshIp() });
const page = (token: string, ip = freshIp()) =>
  t.app.inject({ url: `/api/gifts/${encodeURIComponent(token)}`, remoteAddress: ip });

describe("a gift's changes before delivery", () => {
  it('lets its buyer correct the recipient and send it now: only the corrected address receives it, once, and every change is confirmed and logged', async () => {
    const gift = await bookedGift();
    const read = await t.app.inject({
      url: giftPath(gift.voucherId),
      headers: { cookie: gift.cookie },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(buyerGiftSchema.parse(read.json())).toMatchObject({
      recipientEmail: gift.recipient,
      canChange: true,
      canResend: false,
      deliveredAt: null,
    });

    const corrected = nextEmail('corrected');
    const changed = await change(gift.cookie, gift.voucherId, {
      name: 'Alex Kim',
      email: corrected,
      message: 'Happy birthday, Alex!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ recipientName: 'Alex Kim', recipientEmail: corrected });
    const [confirmation] = await waitForMail(t.app, gift.buyerEmail, { template: 'gift-changed' });
    expect(confirmation!.subject).toBe('Your gift for Alex Kim has been changed');
    expect(confirmation!.text).toContain(`Recipient email: ${gift.recipient} → ${corrected}`);
    expect(confirmation!.text).not.toContain(gift.code);

    // Sent now, while the queued job and a sweep race for it: one email, to the corrected address.
    const [sent] = await Promise.all([
      post(gift.cookie, `${giftPath(gift.voucherId)}/send-now`),
      noticesAt(new Date()).deliverGift(gift.voucherId),
      noticesAt(new Date()).deliverDueGifts(),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ canChange: false, canResend: true });
    const [delivery] = await waitForMail(t.app, corrected, { template: 'gift-delivery' });
    expect(delivery!.text).toContain(gift.code);
    expect(delivery!.text).toContain('Happy birthday, Alex!');
    await waitForMail(t.app, gift.buyerEmail, { template: 'gift-sent' });
    await noticesAt(gift.deliverAt).deliverGift(gift.voucherId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailTo(corrected, 'gift-delivery')).toHaveLength(1);
    expect(await mailTo(gift.recipient, 'gift-delivery')).toHaveLength(0);

    // Sent: no more changes.
    const late = await change(gift.cookie, gift.voucherId, {
      name: 'Alex',
      email: gift.recipient,
      message: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(GIFT_ALREADY_SENT);
    const again = await post(gift.cookie, `${giftPath(gift.voucherId)}/send-now`);
    expect(again.statusCode).toBe(409);

    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'voucher'), eq(auditLog.targetId, gift.voucherId)));
    expect(logged.map((entry) => entry.action).sort()).toEqual(['gift.changed', 'gift.sent-now']);
    expect(logged.find((e) => e.action === 'gift.changed')!.data).toMatchObject({
      before: { recipientEmail: gift.recipient },
      after: { recipientEmail: corrected },
    });
  });

  it('moves the delivery time by the purchase rule (a time to come), and refuses bad details with their messages', async () => {
    const gift = await bookedGift();
    const later = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    later.setUTCSeconds(0, 0);
    const moved = await change(gift.cookie, gift.voucherId, {
      name: 'Alex',
      email: gift.recipient,
      message: 'Happy birthday!',
      deliverAt: later.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().deliverAt).toBe(later.toISOString());
    // Not due at its old time any more.
    expect(await noticesAt(gift.deliverAt).deliverGift(gift.voucherId)).toBe(false);

    const past = await change(gift.cookie, gift.voucherId, {
      name: 'Alex',
      email: gift.recipient,
      message: 'Hi',
      deliverAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.message).toBe(GIFT_DATE_IN_PAST);
    const badEmail = await change(gift.cookie, gift.voucherId, {
      name: 'Alex',
      email: 'not an address',
      message: 'Hi',
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().error.message).toBe(RECIPIENT_EMAIL_INVALID);
  });

  it('refuses a change once the delivery has claimed the gift, and a change racing the claim is either sent or refused, never lost', async () => {
    const claimedFirst = await bookedGift();
    expect(await noticesAt(claimedFirst.deliverAt).deliverGift(claimedFirst.voucherId)).toBe(true);
    const refused = await change(claimedFirst.cookie, claimedFirst.voucherId, {
      name: 'Alex',
      email: nextEmail('late'),
      message: 'Hi',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(GIFT_ALREADY_SENT);

    for (let i = 0; i < 4; i++) {
      const gift = await bookedGift();
      const corrected = nextEmail('raced');
      const [answer, delivered] = await Promise.all([
        change(gift.cookie, gift.voucherId, { name: 'Alex', email: corrected, message: 'Hi' }),
        noticesAt(gift.deliverAt).deliverGift(gift.voucherId),
      ]);
      expect(delivered).toBe(true);
      const to = answer.statusCode === 200 ? corrected : gift.recipient;
      if (answer.statusCode !== 200) expect(answer.statusCode).toBe(409);
      expect(await waitForMail(t.app, to, { template: 'gift-delivery' })).toHaveLength(1);
      const other = to === corrected ? gift.recipient : corrected;
      expect(await mailTo(other, 'gift-delivery')).toHaveLength(0);
    }
  });

  it('resends a delivered gift once, to a corrected address, with a new link: the old link stops working', async () => {
    const gift = await bookedGift();
    const early = await post(gift.cookie, `${giftPath(gift.voucherId)}/resend`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(GIFT_NOT_SENT_YET);

    await noticesAt(gift.deliverAt).deliverGift(gift.voucherId);
    const [first] = await waitForMail(t.app, gift.recipient, { template: 'gift-delivery' });
    const oldToken = tokenOf(first!);
    expect((await page(oldToken)).statusCode).toBe(200);

    const invalid = await post(gift.cookie, `${giftPath(gift.voucherId)}/resend`, {
      email: 'nope',
    });
    expect(invalid.statusCode).toBe(422);
    const corrected = nextEmail('again');
    const resent = await post(gift.cookie, `${giftPath(gift.voucherId)}/resend`, {
      email: corrected,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ recipientEmail: corrected, canResend: false });
    expect(resent.json().resentAt).not.toBeNull();

    const [second] = await waitForMail(t.app, corrected, { template: 'gift-delivery' });
    const newToken = tokenOf(second!);
    expect(newToken).not.toBe(oldToken);
    expect(second!.text).toContain(gift.code);
    const [told] = await waitForMail(t.app, gift.buyerEmail, { template: 'gift-resent' });
    expect(told!.text).toContain(corrected);

    const old = await page(oldToken);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toBe(GIFT_LINK_INVALID);
    expect(giftPageSchema.parse((await page(newToken)).json()).code).toBe(gift.code);

    const twice = await post(gift.cookie, `${giftPath(gift.voucherId)}/resend`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(GIFT_ALREADY_RESENT);
    expect(await mailTo(corrected, 'gift-delivery')).toHaveLength(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'gift.resent'), eq(auditLog.targetId, gift.voucherId)));
    expect(entry!.data).toMatchObject({ after: { recipientEmail: corrected } });
  });

  it('lets only the buyer change a gift: visitors 401, other customers 404, the business site has no such route', async () => {
    const gift = await bookedGift();
    const other = await newSignedInBuyer(t.app, db(), nextEmail('other'));
    const body = { name: 'Mallory', email: nextEmail('mallory'), message: 'Mine now' };
    for (const [method, url, payload] of [
      ['GET', giftPath(gift.voucherId), undefined],
      ['PUT', giftPath(gift.voucherId), body],
      ['POST', `${giftPath(gift.voucherId)}/send-now`, {}],
      ['POST', `${giftPath(gift.voucherId)}/resend`, {}],
    ] as const) {
      const visitor = await t.app.inject({ method, url, payload, remoteAddress: freshIp() });
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
      const stranger = await t.app.inject({
        method,
        url,
        payload,
        headers: { cookie: other.cookie },
        remoteAddress: freshIp(),
      });
      expect(stranger.statusCode, `${method} ${url} other customer`).toBe(404);
      expect(stranger.json().error.message).toBe(GIFT_NOT_FOUND);
    }
    const companyCookie = await newVerifiedAccount(business, {
      email: nextEmail('company'),
      password: 'Company-Password-1',
      companyName: 'Other Ltd',
    });
    const onBusiness = await business.inject({
      method: 'PUT',
      url: giftPath(gift.voucherId),
      headers: { cookie: companyCookie },
      payload: body,
    });
    expect(onBusiness.statusCode).toBe(404);
    // Nothing changed, nothing was sent.
    const [row] = await db().select().from(vouchers).where(eq(vouchers.id, gift.voucherId));
    expect(row!.giftRecipientEmail).toBe(gift.recipient);
    expect(row!.giftDeliveredAt).toBeNull();
  });

  it('limits changes per buyer', async () => {
    const gift = await bookedGift();
    await t.deps.services.rateLimiter.count(
      giftRateRules.changePerCustomer,
      gift.userId,
      giftRateRules.changePerCustomer.limit - 1,
    );
    const last = await change(gift.cookie, gift.voucherId, {
      name: 'Alex',
      email: gift.recipient,
      message: 'One more',
    });
    expect(last.statusCode, last.body).toBe(200);
    const refused = await post(gift.cookie, `${giftPath(gift.voucherId)}/send-now`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED);
  });
});

describe("a gift's own page", () => {
  it('shows the recipient the design, message, value, code and places behind its link, kept by no cache, no index and no referrer', async () => {
    const gift = await bookedGift();
    await noticesAt(gift.deliverAt).deliverGift(gift.voucherId);
    const [mail] = await waitForMail(t.app, gift.recipient, { template: 'gift-delivery' });
    const token = tokenOf(mail!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const [link] = await db()
      .select()
      .from(giftLinks)
      .where(eq(giftLinks.voucherId, gift.voucherId));
    expect(link!.tokenHash).toBe(hashGiftToken(token));
    expect(JSON.stringify(link)).not.toContain(token);

    const res = await page(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(giftPageSchema.parse(res.json())).toMatchObject({
      state: 'valid',
      code: gift.code,
      companyName: 'Brew & Bake',
      campaignName: 'Coffee Club',
      senderName: 'Sam Taylor',
      recipientName: 'Alex',
      message: 'Happy birthday!',
      faceValuePence: 2500,
    });

    const pdf = await t.app.inject({
      url: `/api/gifts/${token}/pdf?size=card`,
      remoteAddress: freshIp(),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The page itself (the customer site's SPA route) carries the same headers.
    const html = await t.app.inject({ url: `/gift/${token}`, remoteAddress: freshIp() });
    expect(html.headers['cache-control']).toBe('private, no-store');
    expect(html.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers an unknown, malformed or rotated link with the same 404, and says a cancelled gift is no longer valid', async () => {
    for (const token of ['x'.repeat(43), 'short', `${'A'.repeat(42)}!`]) {
      const res = await page(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(GIFT_LINK_INVALID);
    }
    const gift = await bookedGift();
    await noticesAt(gift.deliverAt).deliverGift(gift.voucherId);
    const token = tokenOf(
      (await waitForMail(t.app, gift.recipient, { template: 'gift-delivery' }))[0]!,
    );
    await db()
      .update(vouchers)
      .set({ cancelledAt: new Date(), cancelledBy: 'customer' })
      .where(eq(vouchers.id, gift.voucherId));
    const cancelled = giftPageSchema.parse((await page(token)).json());
    expect(cancelled).toMatchObject({ state: 'cancelled', code: null });
    expect(JSON.stringify(cancelled)).not.toContain(gift.code);
    expect(GIFT_PAGE_TEXT.noLongerValid).toContain('no longer valid');
    const pdf = await t.app.inject({ url: `/api/gifts/${token}/pdf`, remoteAddress: freshIp() });
    expect(pdf.statusCode).toBe(404);
  });

  it('limits lookups per address (someone guessing links)', async () => {
    const ip = freshIp();
    await t.deps.services.rateLimiter.count(
      giftRateRules.pagePerIp,
      ip,
      giftRateRules.pagePerIp.limit - 1,
    );
    expect((await page('y'.repeat(43), ip)).statusCode).toBe(404);
    const refused = await page('y'.repeat(43), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED);
  });

  it('keeps the link out of the request log', async () => {
    const gift = await bookedGift();
    await noticesAt(gift.deliverAt).deliverGift(gift.voucherId);
    const token = tokenOf(
      (await waitForMail(t.app, gift.recipient, { template: 'gift-delivery' }))[0]!,
    );
    lines.length = 0;
    expect((await page(token)).statusCode).toBe(200);
    await t.app.inject({ url: `/api/gifts/${token}/pdf?size=a4`, remoteAddress: freshIp() });
    await t.app.inject({ url: `/gift/${token}`, remoteAddress: freshIp() });
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(gift.code);
    expect(log).toContain(`"url":"/api/gifts/${REDACTED}"`);
    expect(log).toContain(`"url":"/api/gifts/${REDACTED}/pdf?size=${REDACTED}"`);
    expect(log).toContain(`"url":"/gift/${REDACTED}"`);
  });
});
