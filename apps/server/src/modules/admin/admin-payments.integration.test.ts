import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  demoAccounts,
  disputes,
  payments,
  refunds,
  sql,
  user,
  vouchers,
} from '@stepup/db';
import type { FastifyInstance } from 'fastify';
import { adminPaymentDetailSchema, adminPaymentListSchema } from '@stepup/contracts';
import type { AdminPaymentList } from '@stepup/contracts';
import {
  ADMIN_LIST_COUNT_LIMIT,
  ADMIN_ONLY,
  PAYMENT_DOES_NOT_EXIST,
  RATE_LIMITED,
} from '@stepup/domain';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { cookiesFrom, sessionSignedFor, turnOnAuthenticator } from '../../../test/account-helpers';
import { insertLiveCampaign, insertSellingCompany } from '../../../test/purchase-helpers';
import { adminPaymentRateRules } from './payments-list';

// The admin payments screen's API: the list, its filters and search, paging and totals, the CSV,
// a payment's details, and who may not read any of it.

let t: TestApp;
let business: FastifyInstance;
const cookies = { admin: '', company: '', customer: '' };
const db = () => t.deps.database.db;
let companyId = '';
let otherCompanyId = '';
let campaignId = '';
const ids: Record<string, string> = {};

const signIn = async (app: FastifyInstance, account: { email: string; password: string }) =>
  cookiesFrom(
    (await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: account })).headers[
      'set-cookie'
    ],
  );

let counter = 0;
/** A card payment (and, when paid, its voucher) written straight into the database. */
async function insertPayment(
  options: {
    at: string;
    status?: 'succeeded' | 'needs_review' | 'payment_failed';
    company?: string;
    userId?: string;
    guestEmail?: string;
    gift?: { name: string; email: string };
    usedAt?: Date;
    faceValuePence?: number;
    voucher?: boolean;
  } = { at: '2026-03-10T12:00:00Z' },
) {
  counter += 1;
  const status = options.status ?? 'succeeded';
  const faceValuePence = options.faceValuePence ?? 5000;
  const price = faceValuePence * 0.85;
  const fee = options.gift ? 150 : 0;
  const [payment] = await db()
    .insert(payments)
    .values({
      provider: 'sandbox',
      providerPaymentId: `pi_test_${counter}`,
      providerChargeId: status === 'payment_failed' ? null : `ch_test_${counter}`,
      status,
      amountPence: price + fee,
      voucherAmountPence: price,
      giftingAmountPence: fee,
      applicationFeePence: fee,
      amountCapturedPence: status === 'payment_failed' ? 0 : price + fee,
      userId: options.userId ?? null,
      guestEmail: options.userId ? null : (options.guestEmail ?? `guest${counter}@example.com`),
      campaignId,
      companyId: options.company ?? companyId,
      step: 2,
      slot: 1,
      faceValuePence,
      discount: 15,
      buyFor: options.gift ? 'gift' : 'self',
      giftingData: options.gift ? { ...options.gift, message: 'Enjoy' } : null,
      createdAt: new Date(options.at),
    })
    .returning();
  let voucherId: string | null = null;
  if (status === 'succeeded' && options.voucher !== false) {
    const [voucher] = await db()
      .insert(vouchers)
      .values({
        code: `TEST-${String(counter).padStart(4, '0')}-AA`,
        campaignId,
        companyId: options.company ?? companyId,
        buyerUserId: options.userId ?? null,
        guestEmail: options.userId ? null : payment!.guestEmail,
        step: 2,
        slot: 1,
        faceValuePence,
        discount: 15,
        pricePaidPence: price,
        giftingFeePence: fee,
        buyFor: options.gift ? 'gift' : 'self',
        giftRecipientName: options.gift?.name ?? null,
        giftRecipientEmail: options.gift?.email ?? null,
        usedAt: options.usedAt ?? null,
        paymentDate: new Date(options.at),
        expiresAt: new Date('2030-01-01T00:00:00Z'),
        paymentId: payment!.id,
      })
      .returning({ id: vouchers.id });
    voucherId = voucher!.id;
  }
  return { paymentId: payment!.id, voucherId, counter };
}

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  cookies.company = await signIn(business, demoAccounts.company);
  cookies.customer = sessionSignedFor(
    await signIn(t.app, demoAccounts.customer),
    'business',
    t.deps.config.authSecret,
  );
  cookies.admin = (
    await turnOnAuthenticator(
      business,
      await signIn(business, demoAccounts.admin),
      demoAccounts.admin.password,
    )
  ).cookie;

  companyId = await insertSellingCompany(db(), { name: '=Payments Test Co' });
  otherCompanyId = await insertSellingCompany(db(), {
    name: 'Other Co',
    paymentAccountId: 'acct_other',
  });
  campaignId = await insertLiveCampaign(db(), companyId, { name: 'Coffee ladder' });
  const [buyer] = await db()
    .insert(user)
    .values({
      name: 'Ana Buyer',
      email: 'ana.buyer@example.com',
      emailVerified: true,
      audience: 'customer',
      role: 'user',
    })
    .returning({ id: user.id });
  await db()
    .insert(customers)
    .values({ userId: buyer!.id, name: 'Ana Buyer', emailLower: 'ana.buyer@example.com' });
  ids.buyer = buyer!.id;

  // 20 plain paid payments in January (filler for paging).
  for (let day = 1; day <= 20; day += 1)
    await insertPayment({ at: `2026-01-${String(day).padStart(2, '0')}T10:00:00Z` });
  // The ones the filters and search look for.
  const signedIn = await insertPayment({ at: '2026-03-01T09:00:00Z', userId: buyer!.id });
  ids.signedIn = signedIn.paymentId;
  ids.signedInCounter = String(signedIn.counter);
  const gift = await insertPayment({
    at: '2026-03-02T09:00:00Z',
    gift: { name: 'Bea Friend', email: 'Bea.Friend@example.com' },
  });
  ids.gift = gift.paymentId;
  const redeemed = await insertPayment({
    at: '2026-03-03T09:00:00Z',
    usedAt: new Date('2026-03-04T09:00:00Z'),
  });
  ids.redeemed = redeemed.paymentId;
  const refunded = await insertPayment({ at: '2026-03-04T09:00:00Z' });
  ids.refunded = refunded.paymentId;
  await db()
    .insert(refunds)
    .values([
      {
        paymentId: refunded.paymentId,
        voucherId: refunded.voucherId,
        amountPence: 1000,
        status: 'succeeded',
        requestedBy: 'admin',
        reason: 'Goodwill',
        providerRefundId: 're_test_1',
        succeededAt: new Date('2026-03-05T10:00:00Z'),
        createdAt: new Date('2026-03-05T09:59:00Z'),
      },
      {
        paymentId: refunded.paymentId,
        voucherId: refunded.voucherId,
        amountPence: 500,
        status: 'pending',
        requestedBy: 'admin',
        reason: 'More goodwill',
        createdAt: new Date('2026-03-06T09:00:00Z'),
      },
    ]);
  const disputed = await insertPayment({ at: '2026-03-05T09:00:00Z' });
  ids.disputed = disputed.paymentId;
  await db()
    .insert(disputes)
    .values({
      paymentId: disputed.paymentId,
      voucherId: disputed.voucherId,
      providerDisputeId: 'dp_test_1',
      amountPence: 4250,
      reason: 'fraudulent',
      openedAt: new Date('2026-03-06T09:00:00Z'),
    });
  const review = await insertPayment({ at: '2026-03-06T09:00:00Z', status: 'needs_review' });
  ids.review = review.paymentId;
  // Just after midnight on 1 July in the UK (BST): still 30 June in UTC.
  const summer = await insertPayment({ at: '2026-06-30T23:30:00Z' });
  ids.summer = summer.paymentId;
  // Another company's payment; and a failed attempt.
  ids.other = (
    await insertPayment({ at: '2026-03-07T09:00:00Z', company: otherCompanyId })
  ).paymentId;
  ids.failed = (
    await insertPayment({ at: '2026-03-08T09:00:00Z', status: 'payment_failed' })
  ).paymentId;
});
afterAll(async () => {
  await business.close();
  await t.close();
});

const get = (url: string, cookie = cookies.admin) =>
  business.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function list(query: Record<string, string>): Promise<AdminPaymentList> {
  const res = await get(`/api/admin/payments?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminPaymentListSchema.parse(res.json());
}
const idsOf = (page: AdminPaymentList) => page.payments.map((p) => p.id);

describe('GET /api/admin/payments', () => {
  it("lists a company's card payments newest first, 25 a page, with totals over every page", async () => {
    const first = await list({ companyId });
    // 20 filler + 7 (signed in, gift, redeemed, refunded, disputed, review, summer) + 1 failed.
    expect(first.total).toBe(28);
    expect(first.pageSize).toBe(25);
    expect(first.payments).toHaveLength(25);
    expect(first.payments[0]!.id).toBe(ids.summer);
    const second = await list({ companyId, page: '2' });
    expect(second.payments).toHaveLength(3);
    expect(second.payments.at(-1)!.createdAt).toBe('2026-01-01T10:00:00.000Z');
    expect(idsOf(first)).not.toContain(ids.other);
    // 27 paid at £42.50 (one with a £1.50 gifting fee), the failed one captured nothing.
    expect(second.totals).toEqual({
      faceValuePence: 28 * 5000,
      amountCapturedPence: 27 * 4250 + 150,
      amountRefundedPence: 1000,
      applicationFeePence: 150,
    });
  });

  it('fills in the buyer, the gift, the voucher, refunds and the open dispute', async () => {
    const page = await list({ companyId, from: '2026-03-01', to: '2026-03-06' });
    const byId = Object.fromEntries(page.payments.map((p) => [p.id, p]));
    expect(byId[ids.signedIn!]).toMatchObject({
      customerId: ids.buyer,
      customerEmail: 'ana.buyer@example.com',
      customerName: 'Ana Buyer',
      companyName: '=Payments Test Co',
      campaignName: 'Coffee ladder',
      code: `TEST-${ids.signedInCounter!.padStart(4, '0')}-AA`,
      step: 2,
      discount: 15,
      gift: false,
      refunded: false,
    });
    expect(byId[ids.gift!]).toMatchObject({
      gift: true,
      giftRecipient: { name: 'Bea Friend', email: 'Bea.Friend@example.com' },
      applicationFeePence: 150,
    });
    expect(byId[ids.redeemed!]!.redeemed).toBe(true);
    expect(byId[ids.refunded!]).toMatchObject({
      refunded: true,
      refundValuePence: 1000,
      amountRefundedPence: 1000,
      refundDate: '2026-03-05T10:00:00.000Z',
    });
    expect(byId[ids.disputed!]!.disputed).toBe(true);
  });

  it('filters by status', async () => {
    expect(idsOf(await list({ companyId, status: 'refunded' }))).toEqual([ids.refunded]);
    expect(idsOf(await list({ companyId, status: 'disputed' }))).toEqual([ids.disputed]);
    expect(idsOf(await list({ companyId, status: 'redeemed' }))).toEqual([ids.redeemed]);
    expect(idsOf(await list({ companyId, status: 'needs_review' }))).toEqual([ids.review]);
    const paid = await list({ companyId, status: 'paid' });
    // Paid and nothing refunded: not the refunded, the review or the failed one.
    expect(paid.total).toBe(25);
    expect(idsOf(paid)).not.toContain(ids.refunded);
  });

  it('reads from and to as UK calendar days, both included', async () => {
    expect(idsOf(await list({ companyId, from: '2026-07-01', to: '2026-07-01' }))).toEqual([
      ids.summer,
    ]);
    expect(idsOf(await list({ companyId, from: '2026-06-01', to: '2026-06-30' }))).toEqual([]);
    const march = await list({ companyId, from: '2026-03-01', to: '2026-03-31' });
    expect(march.total).toBe(7);
  });

  it('finds a payment by its voucher code typed loosely, an email in any case, or a provider id', async () => {
    const code = `test${ids.signedInCounter!.padStart(4, '0')}aa`;
    expect(idsOf(await list({ q: code }))).toEqual([ids.signedIn]);
    expect(idsOf(await list({ q: 'ANA.Buyer@Example.com' }))).toEqual([ids.signedIn]);
    expect(idsOf(await list({ q: 'bea.friend@example.com' }))).toEqual([ids.gift]);
    const refunded = (await list({ companyId, status: 'refunded' })).payments[0]!;
    expect(idsOf(await list({ q: refunded.chargeId! }))).toEqual([ids.refunded]);
    expect(idsOf(await list({ q: refunded.providerPaymentId! }))).toEqual([ids.refunded]);
    expect((await list({ q: 'nobody@example.com' })).total).toBe(0);
    // A guest's email, and a search narrowed by company.
    const guest = (await list({ companyId, status: 'redeemed' })).payments[0]!;
    expect(idsOf(await list({ q: guest.customerEmail!.toUpperCase(), companyId }))).toEqual([
      ids.redeemed,
    ]);
    expect((await list({ q: guest.customerEmail!, companyId: otherCompanyId })).total).toBe(0);
  });
});

describe('GET /api/admin/payments/export.csv', () => {
  it('downloads every matching payment with the payment record fields, in pounds', async () => {
    const res = await get(`/api/admin/payments/export.csv?companyId=${companyId}&status=refunded`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payments-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'date,chargeId,companyName,companyId,customerEmail,customerId,customerName,voucherId,voucherName,discount,discountStep,faceValue,gift,giftingData,redeemed,refunded,refundValue,refundDate,amount_captured,amount_refunded,application_fee_amount,buyFor',
    );
    expect(lines).toHaveLength(2);
    const fields = lines[1]!.split(',');
    expect(fields[0]).toBe('04/03/2026 09:00');
    expect(fields[1]).toMatch(/^ch_test_/);
    // A name a spreadsheet would run as a formula is written as text.
    expect(fields[2]).toBe("'=Payments Test Co");
    expect(fields.slice(8, 13)).toEqual(['Coffee ladder', '15', 'Step 2', '50.00', 'No']);
    expect(fields.slice(14)).toEqual([
      'No',
      'Yes',
      '10.00',
      '05/03/2026 10:00',
      '42.50',
      '10.00',
      '0.00',
      'self',
    ]);
  });

  it('holds every page, not only the first', async () => {
    const res = await get(`/api/admin/payments/export.csv?companyId=${companyId}`);
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(29);
  });
});

describe('GET /api/admin/payments/:paymentId', () => {
  it('lists refunds and disputes, counts pending refunds against what is left', async () => {
    const res = await get(`/api/admin/payments/${ids.refunded}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminPaymentDetailSchema.parse(res.json());
    expect(detail.refunds.map((r) => [r.amountPence, r.status])).toEqual([
      [1000, 'succeeded'],
      [500, 'pending'],
    ]);
    expect(detail.refundablePence).toBe(4250 - 1500);
    expect(detail.voucherCancellable).toBe(true);

    const disputed = adminPaymentDetailSchema.parse(
      (await get(`/api/admin/payments/${ids.disputed}`)).json(),
    );
    expect(disputed.disputes).toMatchObject([{ status: 'open', amountPence: 4250 }]);
    expect(disputed.voucherCancellable).toBe(false);
    const redeemed = adminPaymentDetailSchema.parse(
      (await get(`/api/admin/payments/${ids.redeemed}`)).json(),
    );
    expect(redeemed.voucherCancellable).toBe(false);
    const failed = adminPaymentDetailSchema.parse(
      (await get(`/api/admin/payments/${ids.failed}`)).json(),
    );
    expect(failed.refundablePence).toBe(0);
  });

  it('answers 404 for a payment that does not exist', async () => {
    const res = await get('/api/admin/payments/no-such-payment');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PAYMENT_DOES_NOT_EXIST);
  });
});

describe('who may not read payments', () => {
  const urls = () => [
    '/api/admin/payments',
    '/api/admin/payments/export.csv',
    `/api/admin/payments/${ids.refunded}`,
  ];

  it('refuses a visitor (401), a company user and a customer (403)', async () => {
    for (const url of urls()) {
      expect((await get(url, '')).statusCode, url).toBe(401);
      for (const cookie of [cookies.company, cookies.customer]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.message).toBe(ADMIN_ONLY);
      }
    }
  });

  it('does not exist on the customer site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/payments' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the export, a read of every matching payment', () => {
  // Last: it uses up this admin's exports for the hour.
  it('is limited per admin', async () => {
    const url = `/api/admin/payments/export.csv?companyId=${otherCompanyId}`;
    const answers: number[] = [];
    for (let i = 0; i < adminPaymentRateRules.exportsPerAdmin.limit + 1; i += 1)
      answers.push((await get(url)).statusCode);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(
      adminPaymentRateRules.exportsPerAdmin.limit,
    );
    const refused = await get(url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED);
  });
});

describe('a list past the counting limit (ADR 044)', () => {
  it('stops counting at 10,000, says more match and adds no totals up; a narrower filter is exact', async () => {
    const busyId = await insertSellingCompany(db(), {
      name: 'Busy Co',
      paymentAccountId: 'acct_busy',
    });
    const busyCampaign = await insertLiveCampaign(db(), busyId, { name: 'Busy ladder' });
    // One more than the limit, in one statement, a minute apart from 1 June 2025 on.
    await db().execute(sql`
      insert into payments (id, provider, provider_payment_id, provider_charge_id, status,
        amount_pence, voucher_amount_pence, amount_captured_pence, guest_email, campaign_id,
        company_id, step, slot, face_value_pence, discount, created_at)
      select 'counted-' || g, 'sandbox', 'pi_counted_' || g, 'ch_counted_' || g, 'succeeded',
        850, 850, 850, 'counted' || g || '@count.test', ${busyCampaign}, ${busyId}, 1, 0, 1000, 15,
        timestamptz '2025-06-01T00:00:00Z' + make_interval(mins => g)
      from generate_series(1, ${ADMIN_LIST_COUNT_LIMIT + 1}) g`);
    const all = await list({ companyId: busyId });
    expect(all).toMatchObject({ total: ADMIN_LIST_COUNT_LIMIT, totalCapped: true, totals: null });
    expect(all.payments).toHaveLength(25);
    expect((await list({ companyId: busyId, page: '401' })).payments).toHaveLength(1);
    // 1 June (UK summer time: 23:00 on 31 May up to 23:00 on 1 June UTC): minutes 1–1,379, exact.
    expect(await list({ companyId: busyId, from: '2025-06-01', to: '2025-06-01' })).toMatchObject({
      total: 1379,
      totalCapped: false,
      totals: { faceValuePence: 1379 * 1000, amountCapturedPence: 1379 * 850 },
    });
  });
});
