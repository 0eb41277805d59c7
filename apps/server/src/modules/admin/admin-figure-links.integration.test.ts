import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { customers, demoAccounts, payments, refunds, user } from '@stepup/db';
import {
  adminCompanyListSchema,
  adminCustomerListSchema,
  adminDashboardSchema,
  adminPaymentListSchema,
} from '@stepup/contracts';
import type { AdminDashboard } from '@stepup/contracts';
import { buildApp } from '../../app';
import { cookiesFrom, turnOnAuthenticator } from '../../../test/account-helpers';
import { insertVoucher } from '../../../test/company-helpers';
import { insertLiveCampaign, insertSellingCompany } from '../../../test/purchase-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// The admin dashboard's figures and the lists they link to: on the demo marketplace's months of
// history, each list's total for the dashboard's period is the figure; and the lists' From / To
// draw the line at UK midnight (23:30 UK on the last day is in, 00:30 the day after is out).

let t: TestApp;
let business: FastifyInstance;
let admin = '';
const db = () => t.deps.database.db;

const get = async (url: string) => {
  const res = await business.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as unknown;
};
const paymentsTotal = async (query: string) =>
  adminPaymentListSchema.parse(await get(`/api/admin/payments?${query}`));
const customersTotal = async (query: string) =>
  adminCustomerListSchema.parse(await get(`/api/admin/customers?${query}`)).total;
const companiesTotal = async (query: string) =>
  adminCompanyListSchema.parse(await get(`/api/admin/companies?${query}`)).total;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const signIn = await business.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: demoAccounts.admin,
  });
  admin = (
    await turnOnAuthenticator(
      business,
      cookiesFrom(signIn.headers['set-cookie']),
      demoAccounts.admin.password,
    )
  ).cookie;
});
afterAll(async () => {
  await business.close();
  await t.close();
});

describe('the dashboard figures and the lists they link to', () => {
  for (const period of ['30d', '12m'] as const) {
    it(`agree over the ${period} period on the demo history`, async () => {
      const dashboard: AdminDashboard = adminDashboardSchema.parse(
        await get(`/api/admin/dashboard?period=${period}`),
      );
      const { figures: f, from, to } = dashboard;
      const days = `from=${from}&to=${to}`;
      if (period === '12m') {
        // A year of the demo history has some of everything, so the comparisons mean something.
        expect(f.vouchersRedeemed).toBeGreaterThan(0);
        expect(f.refunds).toBeGreaterThan(0);
        expect(f.newCustomers).toBeGreaterThan(0);
        expect(f.newCompanies).toBeGreaterThan(0);
      }

      const paid = await paymentsTotal(days);
      expect(paid.totals?.amountCapturedPence).toBe(f.salesValuePence);
      expect((await paymentsTotal(`dateOf=redeemed&${days}`)).total).toBe(f.vouchersRedeemed);
      expect((await paymentsTotal(`dateOf=refunded&${days}`)).total).toBe(f.refunds);
      expect(await customersTotal(days)).toBe(f.newCustomers);
      expect(await companiesTotal(days)).toBe(f.newCompanies);
    });
  }
});

describe('the lists’ From / To on UK days', () => {
  it('payments: dated by payment, redemption or succeeded refund, 00:00 to 24:00 UK (summer time)', async () => {
    const companyId = await insertSellingCompany(db(), { name: 'Edge Figures Co' });
    const campaignId = await insertLiveCampaign(db(), companyId);
    let n = 0;
    const sale = async (paidAt: string, usedAt: string | null = null) => {
      n += 1;
      const [payment] = await db()
        .insert(payments)
        .values({
          provider: 'sandbox',
          providerPaymentId: `pi_edge_${n}`,
          status: 'succeeded',
          amountPence: 2250,
          voucherAmountPence: 2250,
          amountCapturedPence: 2250,
          guestEmail: `edge${n}@example.com`,
          campaignId,
          companyId,
          step: 1,
          slot: 0,
          faceValuePence: 2500,
          discount: 10,
          createdAt: new Date(paidAt),
        })
        .returning({ id: payments.id });
      await insertVoucher(db(), {
        campaignId,
        companyId,
        paymentId: payment!.id,
        paymentDate: new Date(paidAt),
        usedAt: usedAt ? new Date(usedAt) : null,
      });
      return payment!.id;
    };
    const refund = (paymentId: string, at: string, status: 'succeeded' | 'pending' = 'succeeded') =>
      db()
        .insert(refunds)
        .values({
          paymentId,
          amountPence: 500,
          status,
          requestedBy: 'admin',
          createdAt: new Date(at),
          succeededAt: status === 'succeeded' ? new Date(at) : null,
        });

    // 15 July 2026 in the UK (BST) runs from 14 July 23:00 UTC to 15 July 23:00 UTC.
    const paidIn = [await sale('2026-07-15T22:30:00Z'), await sale('2026-07-14T23:30:00Z')];
    await sale('2026-07-15T23:30:00Z'); // 00:30 on the 16th
    await sale('2026-07-14T22:30:00Z'); // 23:30 on the 14th
    const redeemedIn = await sale('2026-07-01T10:00:00Z', '2026-07-15T22:30:00Z');
    await sale('2026-07-01T11:00:00Z', '2026-07-15T23:30:00Z');
    const refundedIn = await sale('2026-07-01T12:00:00Z');
    await refund(refundedIn, '2026-07-15T08:00:00Z');
    await refund(refundedIn, '2026-07-15T22:30:00Z'); // two refunds that day: listed once
    const refundedOut = await sale('2026-07-01T13:00:00Z');
    await refund(refundedOut, '2026-07-15T23:30:00Z');
    await refund(refundedOut, '2026-07-15T12:00:00Z', 'pending'); // not made: not refunded

    const day = `companyId=${companyId}&from=2026-07-15&to=2026-07-15`;
    const ids = async (query: string) =>
      (await paymentsTotal(query)).payments.map((p) => p.id).sort();
    expect(await ids(day)).toEqual([...paidIn].sort());
    expect(await ids(`${day}&dateOf=paid`)).toEqual([...paidIn].sort());
    expect(await ids(`${day}&dateOf=redeemed`)).toEqual([redeemedIn]);
    expect(await ids(`${day}&dateOf=refunded`)).toEqual([refundedIn]);
    expect((await paymentsTotal(`${day}&dateOf=refunded`)).total).toBe(1);

    // The CSV export reads the same filter: a header and the one redeemed payment (the fifth).
    const csv = await business.inject({
      method: 'GET',
      url: `/api/admin/payments/export.csv?${day}&dateOf=redeemed`,
      headers: { cookie: admin },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    expect(csv.body).toContain(',pi_edge_5,');
  });

  it('customers: the day they joined, 00:00 to 24:00 UK (summer time)', async () => {
    const joiner = async (name: string, at: string) => {
      const email = `${name.toLowerCase().replace(/ /g, '.')}@example.com`;
      const [row] = await db()
        .insert(user)
        .values({ name, email, emailVerified: true, audience: 'customer', role: 'user' })
        .returning({ id: user.id });
      await db()
        .insert(customers)
        .values({ userId: row!.id, name, emailLower: email, createdAt: new Date(at) });
    };
    await joiner('Edge Joiner Late', '2026-07-15T22:30:00Z'); // 23:30 on the 15th
    await joiner('Edge Joiner Early', '2026-07-14T23:30:00Z'); // 00:30 on the 15th
    await joiner('Edge Joiner Next', '2026-07-15T23:30:00Z'); // 00:30 on the 16th
    await joiner('Edge Joiner Before', '2026-07-14T22:30:00Z'); // 23:30 on the 14th

    const names = async (query: string) =>
      adminCustomerListSchema
        .parse(await get(`/api/admin/customers?q=Edge%20Joiner&${query}`))
        .customers.map((c) => c.name)
        .sort();
    expect(await names('from=2026-07-15&to=2026-07-15')).toEqual([
      'Edge Joiner Early',
      'Edge Joiner Late',
    ]);
    expect(await names('from=2026-07-16')).toEqual(['Edge Joiner Next']);
    expect(await names('to=2026-07-14')).toEqual(['Edge Joiner Before']);
  });

  it('companies: the day they joined, 00:00 to 24:00 UK (winter time)', async () => {
    const joined = async (name: string, at: string) =>
      insertSellingCompany(db(), { name, createdAt: new Date(at) });
    await joined('Edge Joined Midnight', '2026-01-15T00:00:00Z');
    await joined('Edge Joined Late', '2026-01-15T23:30:00Z');
    await joined('Edge Joined Next', '2026-01-16T00:30:00Z');
    await joined('Edge Joined Before', '2026-01-14T23:59:59Z');

    const names = async (query: string) =>
      adminCompanyListSchema
        .parse(await get(`/api/admin/companies?q=Edge%20Joined&${query}`))
        .companies.map((c) => c.name)
        .sort();
    expect(await names('from=2026-01-15&to=2026-01-15')).toEqual([
      'Edge Joined Late',
      'Edge Joined Midnight',
    ]);
    expect(await companiesTotal('q=Edge%20Joined&from=2026-01-16')).toBe(1);
  });

  it('refuses a day that does not exist and dates of anything else', async () => {
    for (const url of [
      '/api/admin/customers?from=2026-02-30',
      '/api/admin/companies?to=26-01-15',
      '/api/admin/payments?dateOf=sold',
    ]) {
      const res = await business.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBe(422);
    }
  });
});
