import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerList } from '@stepup/contracts';
import {
  ADMIN_AREA_READ_ONLY,
  ADMIN_CUSTOMER_EFFECTS,
  ADMIN_CUSTOMER_GIFTING_FEE,
  ADMIN_CUSTOMER_SWITCHES,
  CUSTOMER_GIFTING_FEE_RANGE,
  REAUTHENTICATION_REQUIRED,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
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

const aCustomer = (over: Partial<AdminCustomer> = {}): AdminCustomer => ({
  id: 'u-1',
  name: 'Ana Buyer',
  email: 'ana@example.com',
  status: 'approved',
  tester: false,
  buyingEnabled: true,
  redemptionsEnabled: true,
  giftingFeePence: null,
  vouchers: 3,
  spendPence: 12750,
  lastActiveAt: '2026-11-24T10:05:00.000Z',
  createdAt: '2026-10-01T10:00:00.000Z',
  ...over,
});

const list: AdminCustomerList = {
  customers: [
    aCustomer(),
    aCustomer({
      id: 'u-2',
      name: 'Bo Tester',
      email: 'bo@example.com',
      tester: true,
      buyingEnabled: false,
      status: 'denied',
      lastActiveAt: null,
    }),
  ],
  page: 1,
  pageSize: 25,
  total: 30,
  totalCapped: false,
};

const detailOf = (customer = aCustomer()): AdminCustomerDetail => ({
  customer,
  siteGiftingFeePence: 150,
  recentVouchers: [
    {
      id: 'v-1',
      code: '7KQ2-M9XD-4T',
      campaignName: 'Spring Bunches',
      companyName: 'Juniper Florists',
      faceValuePence: 5000,
      pricePaidPence: 4250,
      createdAt: '2026-11-20T10:00:00.000Z',
      usedAt: null,
      cancelledAt: null,
    },
  ],
});

function customersApi({
  onPatch = (_path, body) => ({
    status: 200,
    body: detailOf(aCustomer(body.field === 'status' ? { status: body.value as 'denied' } : {})),
  }),
  onPost = () => ({ status: 200, body: { confirmedUntil: '2026-11-25T10:10:00.000Z' } }),
}: {
  onPatch?: (path: string, body: Record<string, unknown>) => FakeAnswer;
  onPost?: (path: string, body: Record<string, unknown>) => FakeAnswer;
} = {}) {
  const listed: string[] = [];
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (method === 'PATCH') {
      sent.push({ method, path, body });
      return onPatch(path, body);
    }
    if (method === 'POST') {
      sent.push({ method, path, body });
      return onPost(path, body);
    }
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (path === '/api/admin/customers' || path.startsWith('/api/admin/customers?')) {
      listed.push(path);
      const page = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
      return { status: 200, body: { ...list, page } };
    }
    if (path === '/api/admin/customers/u-1') return { status: 200, body: detailOf() };
    return undefined;
  };
  return { api, listed, sent };
}

async function openAna() {
  await userEvent.click(await screen.findByRole('button', { name: 'Details of Ana Buyer' }));
  return screen.findByRole('dialog', { name: 'Ana Buyer' });
}

describe('admin customers screen', () => {
  it('says "more than" when the list stopped counting, and keeps Next on past the counted pages', async () => {
    const listed: string[] = [];
    const api = (method: string, path: string) => {
      if (path === '/api/admin/counters')
        return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
      if (path.startsWith('/api/admin/customers')) {
        listed.push(path);
        const page = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
        return { status: 200, body: { ...list, page, total: 10_000, totalCapped: true } };
      }
      return undefined;
    };
    renderApp('/admin/customers?page=400', { user: admin, api });
    expect(await screen.findByText('More than 10,000 customers')).toBeInTheDocument();
    expect(screen.getByText('Page 400 of more than 400')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listed).toContain('/api/admin/customers?page=401'));
    expect(await screen.findByText('Page 401 of more than 401')).toBeInTheDocument();
  });

  it('lists customers with their figures, chips, count and paging; filters go in the address', async () => {
    const { api, listed } = customersApi();
    const { container } = renderApp('/admin/customers', { user: admin, api });
    const table = await screen.findByRole('table', { name: 'Customers, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('ana@example.com');
    expect(rows[1]).toHaveTextContent('£127.50');
    expect(rows[1]).toHaveTextContent('24/11/2026 10:05');
    expect(rows[2]).toHaveTextContent('Denied');
    expect(rows[2]).toHaveTextContent('Tester');
    expect(rows[2]).toHaveTextContent('Buying off');
    expect(rows[2]).toHaveTextContent('Never');
    expect(screen.getByText('30 customers')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listed).toContain('/api/admin/customers?page=2'));

    const search = screen.getByRole('search', { name: 'Filter customers' });
    await userEvent.type(within(search).getByLabelText('Search by name or email'), 'ana');
    await userEvent.selectOptions(within(search).getByLabelText('Status'), 'denied');
    await userEvent.selectOptions(within(search).getByLabelText('Testers'), 'true');
    await userEvent.click(within(search).getByLabelText('Buying turned off only'));
    await userEvent.click(within(search).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(listed.at(-1)).toBe(
        '/api/admin/customers?q=ana&status=denied&tester=true&buyingOff=true',
      ),
    );
  });

  it('filters by the days customers joined, as the dashboard’s New customers links to it', async () => {
    const { api, listed } = customersApi();
    const { router } = renderApp('/admin/customers?from=2026-10-28&to=2026-11-26', {
      user: admin,
      api,
    });
    const search = await screen.findByRole('search', { name: 'Filter customers' });
    expect(within(search).getByLabelText('Joined from')).toHaveValue('2026-10-28');
    expect(within(search).getByLabelText('To')).toHaveValue('2026-11-26');
    await waitFor(() =>
      expect(listed.at(-1)).toBe('/api/admin/customers?from=2026-10-28&to=2026-11-26'),
    );

    await userEvent.clear(within(search).getByLabelText('Joined from'));
    await userEvent.type(within(search).getByLabelText('Joined from'), '2026-11-01');
    await userEvent.clear(within(search).getByLabelText('To'));
    await userEvent.click(within(search).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(listed.at(-1)).toBe('/api/admin/customers?from=2026-11-01'));
    expect(router.state.location.search).toBe('?from=2026-11-01');
  });

  it('confirms a switch naming its effect, asks the admin to confirm it is them, then says it worked', async () => {
    let confirmed = false;
    const { api, sent } = customersApi({
      onPatch: (_path, body) =>
        confirmed
          ? { status: 200, body: detailOf(aCustomer({ status: body.value as 'denied' })) }
          : apiError(403, 'reauthentication_required', REAUTHENTICATION_REQUIRED),
      onPost: () => {
        confirmed = true;
        return { status: 200, body: { confirmedUntil: '2026-11-25T10:10:00.000Z' } };
      },
    });
    const { container } = renderApp('/admin/customers', { user: admin, api });
    const dialog = await openAna();
    expect(await within(dialog).findByText(/Spring Bunches/)).toBeInTheDocument();
    const signIn = within(dialog).getByRole('switch', { name: 'Can sign in (approved)' });
    expect(signIn).toHaveAttribute('aria-checked', 'true');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(signIn);
    expect(within(dialog).getByText('Deny the account for Ana Buyer?')).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_CUSTOMER_EFFECTS.deny)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(confirm).getByLabelText('Password'), 'Admin-Pass-1');
    await userEvent.type(within(confirm).getByLabelText('Authenticator app code'), '123456');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));

    expect(await within(dialog).findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Can sign in (approved)' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const change = {
      method: 'PATCH',
      path: '/api/admin/customers/u-1',
      body: { field: 'status', value: 'denied' },
    };
    expect(sent).toEqual([
      change,
      {
        method: 'POST',
        path: '/api/admin/confirm-identity',
        body: { password: 'Admin-Pass-1', code: '123456' },
      },
      change,
    ]);
  });

  it('checks the gifting fee before saving it, and shows a refused change as failed', async () => {
    const { api, sent } = customersApi({
      onPatch: () => apiError(409, 'conflict', 'Something changed'),
    });
    renderApp('/admin/customers', { user: admin, api });
    const dialog = await openAna();
    const fee = await within(dialog).findByLabelText('Gifting fee override (£)');
    await userEvent.type(fee, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save fee' }));
    expect(within(dialog).getByText(CUSTOMER_GIFTING_FEE_RANGE)).toBeInTheDocument();
    expect(fee).toHaveFocus();
    expect(sent).toEqual([]);

    await userEvent.clear(fee);
    await userEvent.type(fee, '2.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save fee' }));
    expect(
      await within(dialog).findByText(`${UPDATE_FAILED}: Something changed`),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/customers/u-1',
        body: { field: 'giftingFeePence', value: 250 },
      },
    ]);
  });

  it('a level that only reads customers shows the switches and fee turned off, with one notice', async () => {
    const { api, sent } = customersApi();
    const { container } = renderApp('/admin/customers', {
      user: admin,
      api: (method, path, body) =>
        path === '/api/admin/access'
          ? adminAccessWith({ customers: 'read' }, 'Support')
          : api(method, path, body),
    });
    expect(await screen.findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    const dialog = await openAna();
    for (const name of Object.values(ADMIN_CUSTOMER_SWITCHES)) {
      expect(within(dialog).getByRole('switch', { name })).toBeDisabled();
    }
    expect(within(dialog).getByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save fee' })).toBeDisabled();
    expect(within(dialog).getByLabelText(ADMIN_CUSTOMER_GIFTING_FEE)).toHaveAttribute('readonly');
    // Still what the customer bought, read only.
    expect(within(dialog).getByText(/7KQ2-M9XD-4T/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
