import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AdminCompanySummary,
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentList,
  RefundSummary,
} from '@stepup/contracts';
import {
  ADMIN_AREA_READ_ONLY,
  ADMIN_LIST_EXPORT,
  CANCEL_REASON_REQUIRED,
  REAUTHENTICATION_REQUIRED,
  adminRefundConfirm,
  adminRefundDone,
  refundAmountTooHigh,
} from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import {
  aCompanyUser,
  adminAccessWith,
  apiError,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true, email: 'admin@x.test' });

const company: AdminCompanySummary = {
  id: 'co-1',
  name: 'Juniper Florists',
  status: 'approved',
  website: null,
  ownerEmail: 'pat@juniper.test',
  campaignCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const aPayment = (over: Partial<AdminPayment> = {}): AdminPayment => ({
  id: 'pay-1',
  createdAt: '2026-11-24T10:05:00.000Z',
  status: 'succeeded',
  chargeId: 'ch_123',
  providerPaymentId: 'pi_123',
  companyId: 'co-1',
  companyName: 'Juniper Florists',
  customerId: 'u-1',
  customerEmail: 'ana@example.com',
  customerName: 'Ana Buyer',
  campaignId: 'ca-1',
  campaignName: 'Spring Bunches',
  voucherId: 'v-1',
  code: '7KQ2-M9XD-4T',
  faceValuePence: 5000,
  discount: 15,
  step: 2,
  gift: false,
  giftRecipient: null,
  redeemed: false,
  cancelled: false,
  disputed: false,
  refunded: false,
  refundValuePence: 0,
  refundDate: null,
  amountPence: 4250,
  amountCapturedPence: 4250,
  amountRefundedPence: 0,
  applicationFeePence: 0,
  ...over,
});

const list: AdminPaymentList = {
  payments: [
    aPayment(),
    aPayment({
      id: 'pay-2',
      code: 'AAAA-BBBB-CC',
      customerName: null,
      customerId: null,
      customerEmail: 'guest@example.com',
      gift: true,
      giftRecipient: { name: 'Bea Friend', email: 'bea@example.com' },
      refunded: true,
      amountRefundedPence: 1000,
      refundValuePence: 1000,
      applicationFeePence: 150,
      amountCapturedPence: 4400,
      disputed: true,
    }),
  ],
  page: 1,
  pageSize: 25,
  total: 30,
  totalCapped: false,
  totals: {
    faceValuePence: 150000,
    amountCapturedPence: 127650,
    amountRefundedPence: 1000,
    applicationFeePence: 150,
  },
};

const detailOf = (over: Partial<AdminPaymentDetail> = {}): AdminPaymentDetail => ({
  payment: aPayment(),
  refunds: [],
  disputes: [],
  refundablePence: 4250,
  voucherCancellable: true,
  ...over,
});

const refundAnswer: RefundSummary = {
  id: 're-1',
  amountPence: 1000,
  status: 'pending',
  requestedBy: 'admin',
  reason: 'Goodwill',
  cancelsVoucher: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  succeededAt: null,
  error: null,
};

/** A fake admin API: records the list queries asked and what was posted. */
function paymentsApi({
  detail = detailOf(),
  onPost = () => ({ status: 200, body: refundAnswer }),
}: {
  detail?: AdminPaymentDetail;
  onPost?: (path: string, body: Record<string, unknown>) => FakeAnswer;
} = {}) {
  const listed: string[] = [];
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (method === 'POST') {
      posted.push({ path, body });
      return onPost(path, body);
    }
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (path.startsWith('/api/admin/companies'))
      return { status: 200, body: { companies: [company], page: 1, pageSize: 25, total: 1 } };
    if (path === '/api/admin/payments' || path.startsWith('/api/admin/payments?')) {
      listed.push(path);
      const page = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
      return { status: 200, body: { ...list, page } };
    }
    if (path === `/api/admin/payments/${detail.payment.id}`) return { status: 200, body: detail };
    return undefined;
  };
  return { api, listed, posted };
}

async function openRefund(detailName = /7KQ2-M9XD-4T/) {
  await userEvent.click(await screen.findByRole('button', { name: detailName }));
  const dialog = await screen.findByRole('dialog', { name: /Payment to Juniper Florists/ });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund a payment to Juniper Florists' });
}

describe('admin payments screen', () => {
  it('past 10,000 payments says "more than", keeps Next on and adds no totals up', async () => {
    const listed: string[] = [];
    const api = (method: string, path: string) => {
      if (path === '/api/admin/counters')
        return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
      if (path.startsWith('/api/admin/companies'))
        return { status: 200, body: { companies: [company], page: 1, pageSize: 25, total: 1 } };
      if (path.startsWith('/api/admin/payments')) {
        listed.push(path);
        const page = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
        const capped = { total: 10_000, totalCapped: true, totals: null };
        return { status: 200, body: { ...list, ...capped, page } };
      }
      return undefined;
    };
    renderApp('/admin/payments?page=400', { user: admin, api });
    expect(await screen.findByText('More than 10,000 payments')).toBeInTheDocument();
    expect(screen.getByText('Page 400 of more than 400')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payments, newest first' });
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(totals).toHaveTextContent(
      'Totals are added up for at most 10,000 payments: narrow the filters (a date range, a company) to see them.',
    );
    expect(totals).not.toHaveTextContent('£');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listed).toContain('/api/admin/payments?page=401'));
    expect(await screen.findByText('Page 401 of more than 401')).toBeInTheDocument();
  });

  it('lists payments with their chips, totals, count, paging and the CSV link', async () => {
    const { api, listed } = paymentsApi();
    const { container } = renderApp('/admin/payments', { user: admin, api });
    const table = await screen.findByRole('table', { name: 'Payments, newest first' });
    const rows = within(table).getAllByRole('row');
    // Header, two payments, the totals.
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('24/11/2026 10:05');
    expect(rows[1]).toHaveTextContent('7KQ2-M9XD-4T');
    expect(rows[1]).toHaveTextContent('Ana Buyer');
    expect(rows[1]).toHaveTextContent('Step 2 · 15% off');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Guest');
    expect(rows[2]).toHaveTextContent('Gift to Bea Friend');
    expect(rows[2]).toHaveTextContent('DisputedPartly refunded');
    expect(rows[3]).toHaveTextContent('£1,500.00');
    expect(rows[3]).toHaveTextContent('£1,276.50');
    expect(screen.getByText('30 payments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADMIN_LIST_EXPORT })).toHaveAttribute(
      'href',
      '/api/admin/payments/export.csv',
    );
    expect(listed).toEqual(['/api/admin/payments']);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listed).toContain('/api/admin/payments?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks the server with the search and filters, and exports the same', async () => {
    const { api, listed } = paymentsApi();
    renderApp('/admin/payments?page=2', { user: admin, api });
    const search = await screen.findByRole('search', { name: 'Find payments' });
    await userEvent.type(
      within(search).getByLabelText('Code, email or charge id'),
      ' ana@example.com ',
    );
    await waitFor(() =>
      expect(within(search).getByRole('option', { name: 'Juniper Florists' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(search).getByLabelText('Company'), 'co-1');
    await userEvent.type(within(search).getByLabelText('From'), '2026-11-01');
    await userEvent.type(within(search).getByLabelText('To'), '2026-11-30');
    await userEvent.selectOptions(within(search).getByLabelText('Status'), 'refunded');
    await userEvent.click(within(search).getByRole('button', { name: 'Show' }));

    const query =
      'q=ana%40example.com&companyId=co-1&from=2026-11-01&to=2026-11-30&status=refunded';
    // A new search starts again at the first page.
    await waitFor(() => expect(listed.at(-1)).toBe(`/api/admin/payments?${query}`));
    expect(await screen.findByRole('link', { name: ADMIN_LIST_EXPORT })).toHaveAttribute(
      'href',
      `/api/admin/payments/export.csv?${query}`,
    );
  });

  it('dates the list by payment, redemption or refund, as the dashboard’s figures link to it', async () => {
    const { api, listed } = paymentsApi();
    const { router } = renderApp('/admin/payments?dateOf=redeemed&from=2026-10-28&to=2026-11-26', {
      user: admin,
      api,
    });
    const search = await screen.findByRole('search', { name: 'Find payments' });
    const datesAre = within(search).getByLabelText('Dates are');
    expect(datesAre).toHaveDisplayValue('Redeemed');
    expect(within(search).getByLabelText('From')).toHaveValue('2026-10-28');
    await waitFor(() =>
      expect(listed.at(-1)).toBe(
        '/api/admin/payments?dateOf=redeemed&from=2026-10-28&to=2026-11-26',
      ),
    );

    await userEvent.selectOptions(datesAre, 'Refunded');
    await userEvent.click(within(search).getByRole('button', { name: 'Show' }));
    const refunded = 'dateOf=refunded&from=2026-10-28&to=2026-11-26';
    await waitFor(() => expect(listed.at(-1)).toBe(`/api/admin/payments?${refunded}`));
    expect(router.state.location.search).toBe(`?${refunded}`);
    expect(await screen.findByRole('link', { name: ADMIN_LIST_EXPORT })).toHaveAttribute(
      'href',
      `/api/admin/payments/export.csv?${refunded}`,
    );

    // Paid is what the dates mean when the address says nothing.
    await userEvent.selectOptions(
      within(screen.getByRole('search')).getByLabelText('Dates are'),
      'Paid',
    );
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(listed.at(-1)).toBe('/api/admin/payments?from=2026-10-28&to=2026-11-26'),
    );
  });

  it('refunds part of a payment with a reason, leaving the voucher valid, after a confirmation', async () => {
    const { api, posted } = paymentsApi();
    const { container } = renderApp('/admin/payments', { user: admin, api });
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Amount (£)');
    const cancel = within(dialog).getByLabelText('Also cancel the voucher');
    // All that is left, and the voucher goes with a full refund.
    expect(amount).toHaveValue('42.50');
    expect(cancel).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(refundAmountTooHigh('£42.50'))).toBeInTheDocument();
    expect(within(dialog).getByText(CANCEL_REASON_REQUIRED)).toBeInTheDocument();
    expect(amount).toHaveFocus();

    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    expect(cancel).not.toBeChecked();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(adminRefundConfirm('£10.00', false))).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund £10.00' }));

    expect(await screen.findByText(adminRefundDone('£10.00'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([
      {
        path: '/api/admin/payments/pay-1/refunds',
        body: { amountPence: 1000, cancelVoucher: false, reason: 'Goodwill' },
      },
    ]);
  });

  it('after a refund, the payment opened again proposes what is left, never the amount before it', async () => {
    const before = detailOf();
    const after = detailOf({
      payment: aPayment({ amountRefundedPence: 1000, refunded: true }),
      refundablePence: 3250,
    });
    let refunded = false;
    let release = () => {};
    const { api: base } = paymentsApi();
    const api = (method: string, path: string, body: Record<string, unknown>) => {
      if (method === 'POST') refunded = true;
      if (method === 'GET' && path === '/api/admin/payments/pay-1') {
        if (!refunded) return { status: 200, body: before };
        // The server is slow to answer after the refund.
        return new Promise<FakeAnswer>((resolve) => {
          release = () => resolve({ status: 200, body: after });
        });
      }
      return base(method, path, body);
    };
    renderApp('/admin/payments', { user: admin, api });
    let dialog = await openRefund();
    await userEvent.clear(within(dialog).getByLabelText('Amount (£)'));
    await userEvent.type(within(dialog).getByLabelText('Amount (£)'), '10');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund £10.00' }));
    expect(await screen.findByText(adminRefundDone('£10.00'))).toBeInTheDocument();

    // Opened again while its details are read afresh: the kept ones show, Refund waits.
    await userEvent.click(await screen.findByRole('button', { name: /7KQ2-M9XD-4T/ }));
    const details = await screen.findByRole('dialog', { name: /Payment to Juniper Florists/ });
    const refund = within(details).getByRole('button', { name: 'Refund' });
    expect(refund).toBeDisabled();
    release();
    await waitFor(() => expect(refund).toBeEnabled());
    await userEvent.click(refund);
    dialog = await screen.findByRole('dialog', { name: 'Refund a payment to Juniper Florists' });
    expect(within(dialog).getByLabelText('Amount (£)')).toHaveValue('32.50');
  });

  it('asks the admin to confirm it is them, then refunds in full and cancels the voucher', async () => {
    let confirmed = false;
    const { api, posted } = paymentsApi({
      onPost: (path) => {
        if (path === '/api/admin/confirm-identity') {
          confirmed = true;
          return { status: 200, body: { confirmedUntil: '2026-11-25T10:10:00.000Z' } };
        }
        return confirmed
          ? { status: 200, body: { ...refundAnswer, amountPence: 4250, cancelsVoucher: true } }
          : apiError(403, 'reauthentication_required', REAUTHENTICATION_REQUIRED);
      },
    });
    renderApp('/admin/payments', { user: admin, api });
    const dialog = await openRefund();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Shop closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund £42.50' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(confirm).getByLabelText('Password'), 'Admin-Pass-1');
    await userEvent.type(within(confirm).getByLabelText('Authenticator app code'), '123456');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));

    expect(await screen.findByText(adminRefundDone('£42.50'))).toBeInTheDocument();
    const refund = {
      path: '/api/admin/payments/pay-1/refunds',
      body: { amountPence: 4250, cancelVoucher: true, reason: 'Shop closed' },
    };
    expect(posted).toEqual([
      refund,
      { path: '/api/admin/confirm-identity', body: { password: 'Admin-Pass-1', code: '123456' } },
      refund,
    ]);
  });

  it("shows the server's refusal in the dialog, and cannot cancel a voucher that cannot go", async () => {
    const { api } = paymentsApi({
      detail: detailOf({
        refundablePence: 3250,
        voucherCancellable: false,
        refunds: [
          { ...refundAnswer, status: 'succeeded', succeededAt: '2026-11-25T10:00:00.000Z' },
        ],
        disputes: [
          {
            id: 'dp-1',
            status: 'open',
            amountPence: 4250,
            reason: 'fraudulent',
            openedAt: '2026-11-25T11:00:00.000Z',
            closedAt: null,
          },
        ],
      }),
      onPost: () => apiError(409, 'conflict', 'The card provider is busy.'),
    });
    renderApp('/admin/payments', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: /7KQ2-M9XD-4T/ }));
    const details = await screen.findByRole('dialog', { name: /Payment to Juniper Florists/ });
    expect(await within(details).findByText('£10.00 by Admin, 25/11/2026 10:00')).toBeVisible();
    expect(within(details).getByText('£42.50, opened 25/11/2026 11:00')).toBeVisible();

    await userEvent.click(within(details).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refund a payment to Juniper Florists',
    });
    expect(within(dialog).getByLabelText('Amount (£)')).toHaveValue('32.50');
    expect(within(dialog).getByLabelText('Also cancel the voucher')).toBeDisabled();
    expect(within(dialog).getByLabelText('Also cancel the voucher')).not.toBeChecked();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund £32.50' }));
    expect(await within(dialog).findByText('The card provider is busy.')).toBeInTheDocument();
  });

  it('a level that only reads payments shows a payment with no Refund, and says why once', async () => {
    const { api, posted } = paymentsApi();
    renderApp('/admin/payments', {
      user: admin,
      api: (method, path, body) =>
        path === '/api/admin/access'
          ? adminAccessWith({ payments: 'read' })
          : api(method, path, body),
    });
    expect(await screen.findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /7KQ2-M9XD-4T/ }));
    const details = await screen.findByRole('dialog', { name: /Payment to Juniper Florists/ });
    expect(await within(details).findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
