import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDataExportSchema } from '@stepup/contracts';
import {
  account,
  customOffers,
  customers,
  eq,
  eventReminders,
  favourites,
  mailOutbox,
  payments,
  session,
  twoFactor,
  user,
  vouchers,
} from '@stepup/db';
import type { Database } from '@stepup/db';
import { CUSTOMER_VOUCHERS_CSV_HEADER, ERASED_PERSONAL_DATA } from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { newCompanyUser, insertVoucher } from '../../../test/company-helpers';
import {
  insertLiveCampaign,
  insertSellingCompany,
  newSignedInBuyer,
} from '../../../test/purchase-helpers';

let t: TestApp;
let db: Database;
let companyId: string;
let campaignId: string;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.deps.database.db;
  companyId = await insertSellingCompany(db);
  campaignId = await insertLiveCampaign(db, companyId, { name: 'Coffee & Cake' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
let n = 0;

/** A customer with a paid voucher, a paid gift (live), a used gift, a favourite and a custom offer. */
async function customerWithHistory(label: string) {
  const email = `${label}.${++n}.${Date.now()}@example.test`;
  const { userId, cookie } = await newSignedInBuyer(t.app, db, email);
  await db
    .update(user)
    .set({ name: `${label} Person`, phoneNumber: `+4477009${String(n).padStart(5, '0')}` })
    .where(eq(user.id, userId));
  const pay = async (giftTo?: string) => {
    const [row] = await db
      .insert(payments)
      .values({
        provider: 'sandbox',
        providerPaymentId: `pi_${label}_${++n}`,
        status: 'succeeded',
        amountPence: 2250,
        voucherAmountPence: 2250,
        amountCapturedPence: 2250,
        userId,
        // Their own address on a signed-in payment: theirs, so it goes when they close.
        guestEmail: email,
        campaignId,
        companyId,
        step: 1,
        slot: 0,
        faceValuePence: 2500,
        discount: 10,
        buyFor: giftTo ? 'gift' : 'self',
        giftingData: giftTo
          ? { name: giftTo, email: `${giftTo}@example.test`, message: 'Enjoy!' }
          : null,
      })
      .returning({ id: payments.id });
    return row!.id;
  };
  const ownCode = await insertVoucher(db, {
    campaignId,
    companyId,
    buyerUserId: userId,
    paymentId: await pay(),
  });
  const liveGiftCode = await insertVoucher(db, {
    campaignId,
    companyId,
    buyerUserId: userId,
    paymentId: await pay('jamie'),
    buyFor: 'gift',
    giftRecipientName: 'Jamie Morgan',
    giftRecipientEmail: 'jamie@example.test',
    giftMessage: 'Happy birthday from me',
  });
  const usedGiftCode = await insertVoucher(db, {
    campaignId,
    companyId,
    buyerUserId: userId,
    paymentId: await pay('sam'),
    buyFor: 'gift',
    giftRecipientName: 'Sam Lee',
    giftRecipientEmail: 'sam@example.test',
    giftMessage: '=HYPERLINK("http://evil.example")',
    usedAt: new Date(Date.now() - DAY),
  });
  await db.insert(favourites).values({ userId, campaignId });
  await db.insert(customOffers).values({
    customerUserId: userId,
    campaignId,
    companyId,
    faceValuePence: 8000,
    discount: 30,
    status: 'declined',
    keyHash: `hash-${label}-${n}`,
    expiresAt: new Date(Date.now() + DAY),
    buyFor: 'gift',
    giftRecipientName: 'Alex Kim',
    giftRecipientEmail: 'alex@example.test',
    giftMessage: 'For you',
  });
  await db.insert(mailOutbox).values({ to: email, subject: 'Your voucher', status: 'sent' });
  await db.insert(eventReminders).values({
    userId,
    name: `${label}'s mum`,
    occasion: 'Birthday',
    eventDate: '1961-03-14',
    month: 3,
    day: 14,
    repeats: 'yearly',
  });
  return { email, userId, cookie, ownCode, liveGiftCode, usedGiftCode };
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('Download my data', () => {
  it("gives each customer only their own data, as JSON and CSV files that aren't cached", async () => {
    const ada = await customerWithHistory('ada');
    const bob = await customerWithHistory('bob');

    const res = await get('/api/account/data-export', ada.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="stepup-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = customerDataExportSchema.parse(res.json());
    expect(data.account).toMatchObject({
      id: ada.userId,
      email: ada.email,
      name: 'ada Person',
      phoneNumber: expect.stringMatching(/^\+4477009\d{5}$/),
    });
    expect(data.vouchers.map((v) => v.code).sort()).toEqual(
      [ada.ownCode, ada.liveGiftCode, ada.usedGiftCode].sort(),
    );
    expect(data.vouchers.find((v) => v.code === ada.liveGiftCode)).toMatchObject({
      companyName: 'Brew & Bake',
      campaignName: 'Coffee & Cake',
      buyFor: 'gift',
      giftRecipient: {
        name: 'Jamie Morgan',
        email: 'jamie@example.test',
        message: 'Happy birthday from me',
      },
    });
    expect(data.payments).toHaveLength(3);
    expect(data.payments.every((p) => p.amountPence === 2250)).toBe(true);
    expect(data.favourites).toEqual([{ campaignId, campaignName: 'Coffee & Cake' }]);
    expect(data.customOffers).toMatchObject([{ status: 'declined', faceValuePence: 8000 }]);
    expect(data.savedDates).toEqual([
      { name: "ada's mum", occasion: 'Birthday', date: '1961-03-14', repeats: 'yearly' },
    ]);
    // Nothing of Bob's.
    expect(res.body).not.toContain(bob.email);
    expect(res.body).not.toContain(bob.ownCode);
    expect(res.body).not.toContain("bob's mum");

    const csv = await get('/api/account/data-export/vouchers.csv', ada.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.headers['content-disposition']).toMatch(/filename="stepup-my-vouchers-[\d-]+\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(CUSTOMER_VOUCHERS_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain(ada.usedGiftCode);
    expect(csv.body).not.toContain(bob.ownCode);

    const bobs = customerDataExportSchema.parse(
      (await get('/api/account/data-export', bob.cookie)).json(),
    );
    expect(bobs.account.email).toBe(bob.email);
    expect(bobs.vouchers.map((v) => v.code)).not.toContain(ada.ownCode);
  });

  it('refuses a visitor (401) and a business account (403)', async () => {
    for (const url of ['/api/account/data-export', '/api/account/data-export/vouchers.csv']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
    await business.ready();
    const { cookie } = await newCompanyUser(
      business,
      db,
      `owner.${Date.now()}@example.test`,
      'Rise Ltd',
    );
    for (const url of ['/api/account/data-export', '/api/account/data-export/vouchers.csv']) {
      const res = await business.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(403);
    }
    await business.close();
  });

  it('is rate limited per account', async () => {
    const { cookie } = await customerWithHistory('limit');
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await get('/api/account/data-export', cookie)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('Closing an account (ADR 029)', () => {
  it('erases personal data and keeps the financial records without the buyer', async () => {
    const ada = await customerWithHistory('closer');
    await db.insert(twoFactor).values({ userId: ada.userId, secret: 's', backupCodes: 'b' });
    // Bought as a guest with the address their account verified, and not joined to it.
    const guestCode = await insertVoucher(db, {
      campaignId,
      companyId,
      buyerUserId: null,
      guestEmail: ada.email.toUpperCase(),
    });
    const strangerCode = await insertVoucher(db, {
      campaignId,
      companyId,
      buyerUserId: null,
      guestEmail: 'someone.else@example.test',
    });
    const paymentIds = (
      await db.select({ id: payments.id }).from(payments).where(eq(payments.userId, ada.userId))
    ).map((p) => p.id);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/close',
      payload: {},
      headers: { cookie: ada.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);

    // Erased: the account, its sign-in, sessions, authenticator, customer record and favourites.
    expect(await db.select().from(user).where(eq(user.id, ada.userId))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, ada.userId))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, ada.userId))).toEqual([]);
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, ada.userId))).toEqual([]);
    expect(await db.select().from(customers).where(eq(customers.userId, ada.userId))).toEqual([]);
    expect(await db.select().from(favourites).where(eq(favourites.userId, ada.userId))).toEqual([]);
    expect(
      await db.select().from(eventReminders).where(eq(eventReminders.userId, ada.userId)),
    ).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, ada.email))).toEqual([]);

    // Kept: the vouchers and payments (amounts, dates, company, campaign), with no buyer.
    const byCode = async (code: string) =>
      (await db.select().from(vouchers).where(eq(vouchers.code, code)))[0]!;
    const own = await byCode(ada.ownCode);
    expect(own).toMatchObject({
      buyerUserId: null,
      guestEmail: null,
      pricePaidPence: 2250,
      companyId,
      campaignId,
    });
    expect(await byCode(guestCode)).toMatchObject({ guestEmail: null, pricePaidPence: 2250 });
    expect(await byCode(strangerCode)).toMatchObject({ guestEmail: 'someone.else@example.test' });
    // A live gift: the recipient still needs it; the buyer's message goes.
    expect(await byCode(ada.liveGiftCode)).toMatchObject({
      buyerUserId: null,
      giftRecipientName: 'Jamie Morgan',
      giftRecipientEmail: 'jamie@example.test',
      giftMessage: null,
    });
    // A used gift: nothing personal left.
    expect(await byCode(ada.usedGiftCode)).toMatchObject({
      giftRecipientName: ERASED_PERSONAL_DATA,
      giftRecipientEmail: ERASED_PERSONAL_DATA,
      giftMessage: null,
      pricePaidPence: 2250,
    });
    for (const id of paymentIds) {
      const [p] = await db.select().from(payments).where(eq(payments.id, id));
      expect(p).toMatchObject({
        userId: null,
        guestEmail: null,
        giftingData: null,
        amountPence: 2250,
        amountCapturedPence: 2250,
        status: 'succeeded',
        companyId,
        campaignId,
      });
    }
    const offers = await db
      .select()
      .from(customOffers)
      .where(eq(customOffers.campaignId, campaignId));
    const theirs = offers.find((o) => o.keyHash.startsWith('hash-closer'))!;
    expect(theirs).toMatchObject({
      customerUserId: null,
      guestEmail: null,
      giftRecipientName: null,
      giftRecipientEmail: null,
      giftMessage: null,
      faceValuePence: 8000,
    });
  });
});
