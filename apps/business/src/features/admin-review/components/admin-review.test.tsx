import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCampaign, AdminCompanyDetail, AdminCompanySummary } from '@stepup/contracts';
import {
  ADMIN_AREA_READ_ONLY,
  COMPANY_NOT_APPROVED_FOR_CAMPAIGN,
  IDENTITY_NOT_CONFIRMED,
  IDENTITY_PASSWORD_REQUIRED,
  REAUTHENTICATION_REQUIRED,
  REVIEW_REASON_REQUIRED,
  TWO_FACTOR_CODE_REQUIRED,
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

const summary: AdminCompanySummary = {
  id: 'co-1',
  name: 'Juniper Florists',
  status: 'pending',
  website: 'https://juniper.test',
  ownerEmail: 'pat@juniper.test',
  campaignCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const detail: AdminCompanyDetail = {
  ...summary,
  tradingName: 'Juniper',
  description: 'Flowers for every day.',
  category: 'Flowers & Gifts',
  images: { logoUrl: null, primaryImageUrl: null, voucherImageUrl: null },
  compliance: {
    registeredNumber: '01234567',
    addressLine1: '1 High Street',
    addressLine2: null,
    city: 'Leeds',
    postcode: 'LS1 1AA',
    country: 'GB',
    contactEmail: null,
    contactPhone: null,
  },
  paymentsConnected: false,
  owners: [{ name: 'Pat Owner', email: 'pat@juniper.test' }],
  lastDecision: null,
};
const campaign = (over: Partial<AdminCampaign> = {}): AdminCampaign => ({
  id: 'ca-1',
  name: 'Spring Bunches',
  companyId: 'co-1',
  companyName: 'Juniper Florists',
  companyStatus: 'approved',
  status: 'pending',
  isActive: false,
  frozen: false,
  featured: false,
  topPick: false,
  faceValuesPence: [2500, 5000, 10000],
  discounts: [10, 15, 20],
  totalValuePence: 500000,
  stepSalesPence: [0, 0, 0],
  salesValuePence: 0,
  soldPercent: 0,
  salesCount: 0,
  expiryYears: 1,
  startDate: '2026-11-25T00:00:00.000Z',
  createdAt: '2026-11-21T00:00:00.000Z',
  approvedAt: null,
  endedAt: null,
  rejectionReason: null,
  ...over,
});

/** A fake admin API recording what was posted. */
function adminApi(
  campaigns: AdminCampaign[],
  onPost: (path: string, body: Record<string, unknown>) => FakeAnswer = () => ({ status: 500 }),
) {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (method === 'POST') {
      posted.push({ path, body });
      return onPost(path, body);
    }
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 1, pendingCampaigns: 1 } };
    if (path.startsWith('/api/admin/companies?') || path === '/api/admin/companies')
      return { status: 200, body: { companies: [summary], page: 1, pageSize: 25, total: 1 } };
    if (path === '/api/admin/companies/co-1') return { status: 200, body: detail };
    if (path === '/api/admin/companies/co-1/view')
      return {
        status: 200,
        body: {
          company: { id: 'co-1', name: summary.name, status: 'approved' },
          campaigns: [campaign({ status: 'live', stepSalesPence: [100000, 50000, 0] })],
          sales: { vouchersSold: 12, faceValuePence: 150000, paidPence: 130000, redeemed: 4 },
        },
      };
    if (path.startsWith('/api/admin/campaigns'))
      return {
        status: 200,
        body: { campaigns, page: 1, pageSize: 25, total: campaigns.length, totalCapped: false },
      };
    return undefined;
  };
  return { api, posted };
}

describe('admin review screens', () => {
  it('dashboard: counters and short lists linking to the review screens', async () => {
    const { api } = adminApi([campaign()]);
    const { container } = renderApp('/admin/dashboard', { user: admin, api });
    const stats = await screen.findByRole('list', { name: 'Awaiting review' });
    await waitFor(() => expect(stats).toHaveTextContent('1New companies'));
    expect(await screen.findByRole('link', { name: 'Juniper Florists' })).toHaveAttribute(
      'href',
      '/admin/companies/co-1',
    );
    expect(await screen.findByRole('link', { name: 'Spring Bunches' })).toBeInTheDocument();
    // The menu shows the counters too.
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(menu).getByRole('link', { name: /^Campaigns:\s*1\s*pending$/ }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('companies: filters by status and name through the address', async () => {
    const { api } = adminApi([]);
    const { router, container } = renderApp('/admin/companies', { user: admin, api });
    const row = (await screen.findByRole('rowheader', { name: 'Juniper Florists' })).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    await userEvent.type(screen.getByLabelText('Company name'), 'junip');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?status=pending&q=junip');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('companies: filters by the days they joined, as the dashboard’s New companies links to it', async () => {
    const asked: string[] = [];
    const { router, container } = renderApp('/admin/companies?from=2026-10-28&to=2026-11-26', {
      user: admin,
      api: (_method, path) => {
        if (!path.startsWith('/api/admin/companies')) return undefined;
        asked.push(path);
        return { status: 200, body: { companies: [summary], page: 1, pageSize: 25, total: 1 } };
      },
    });
    await screen.findByRole('rowheader', { name: 'Juniper Florists' });
    expect(asked).toContain('/api/admin/companies?from=2026-10-28&to=2026-11-26');
    // The count the dashboard's New companies shows.
    expect(screen.getByText('1 company')).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Find companies' });
    expect(within(search).getByLabelText('Joined from')).toHaveValue('2026-10-28');
    expect(within(search).getByLabelText('To')).toHaveValue('2026-11-26');

    await userEvent.selectOptions(within(search).getByLabelText('Status'), 'approved');
    await userEvent.clear(within(search).getByLabelText('To'));
    await userEvent.type(within(search).getByLabelText('To'), '2026-11-01');
    await userEvent.click(within(search).getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?status=approved&from=2026-10-28&to=2026-11-01');
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        '/api/admin/companies?status=approved&from=2026-10-28&to=2026-11-01',
      ),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('company review: approve at once; deny only with a reason, in a dialog', async () => {
    const { api, posted } = adminApi([], (path, body) => ({
      status: 200,
      body: { ...detail, status: body.decision === 'approve' ? 'approved' : 'denied' },
    }));
    const { container } = renderApp('/admin/companies/co-1', { user: admin, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Juniper Florists' }),
    ).toBeVisible();
    expect(screen.getByText('01234567')).toBeInTheDocument();
    expect(screen.getByText('Flowers & Gifts')).toBeInTheDocument();
    expect(screen.getByText('Payments not connected yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View as company' })).toHaveAttribute(
      'href',
      '/admin/companies/co-1/view',
    );
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Deny company' }));
    const dialog = screen.getByRole('dialog', { name: 'Deny Juniper Florists?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny company' }));
    expect(within(dialog).getByText(REVIEW_REASON_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus();
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No company number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny company' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        path: '/api/admin/companies/co-1/decision',
        body: { decision: 'deny', reason: 'No company number' },
      },
    ]);
    expect(
      await screen.findByText(`${UPDATE_SUCCESSFUL}: Juniper Florists is denied.`),
    ).toBeVisible();
  });

  it('a level that only reads companies and campaigns: no decision, no campaign action, one notice each', async () => {
    const { api, posted } = adminApi([campaign({ status: 'live', isActive: true })]);
    const readOnly = (method: string, path: string, body: Record<string, unknown>) =>
      path === '/api/admin/access'
        ? adminAccessWith({ companies: 'read', campaigns: 'read' })
        : api(method, path, body);
    const first = renderApp('/admin/companies/co-1', { user: admin, api: readOnly });
    expect(await screen.findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    expect(await screen.findByText('01234567')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Deny/ })).toBeNull();
    // Viewing as the company only reads: it stays.
    expect(screen.getByRole('link', { name: 'View as company' })).toBeInTheDocument();
    first.unmount();

    renderApp('/admin/campaigns', { user: admin, api: readOnly });
    await screen.findByRole('rowheader', { name: /Spring Bunches/ });
    expect(screen.getAllByText(ADMIN_AREA_READ_ONLY)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Spring Bunches/ })).toBeNull();
    expect(screen.queryByText('More')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('view as company: read-only figures', async () => {
    const { api } = adminApi([]);
    renderApp('/admin/companies/co-1/view', { user: admin, api });
    expect(await screen.findByText(/Read-only/)).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('Step 1 (10% off): £1,000.00 sold')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Deny|Freeze/ })).toBeNull();
  });

  it('campaigns: reject asks for a reason and sends it; the result is announced', async () => {
    const { api, posted } = adminApi([campaign()], () => ({
      status: 200,
      body: campaign({ status: 'rejected', rejectionReason: 'Too vague' }),
    }));
    const { container } = renderApp('/admin/campaigns', { user: admin, api });
    await screen.findByRole('rowheader', { name: /Spring Bunches/ });
    expect(screen.getByText('£25.00 / £50.00 / £100.00')).toBeInTheDocument();
    expect(screen.getByText('10% / 15% / 20% off (steps 1 / 2 / 3)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Spring Bunches' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freeze Spring Bunches' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Reject Spring Bunches' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Spring Bunches?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject campaign' }));
    expect(within(dialog).getByText(REVIEW_REASON_REQUIRED)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Too vague');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        path: '/api/admin/campaigns/ca-1/actions',
        body: { action: 'reject', reason: 'Too vague' },
      },
    ]);
    expect(
      await screen.findByText(`${UPDATE_SUCCESSFUL}: Spring Bunches is rejected.`),
    ).toBeVisible();
  });

  it('campaigns: a live one offers feature, top pick, freeze and end (end confirmed first)', async () => {
    const { api, posted } = adminApi([campaign({ status: 'live', isActive: true })], () => ({
      status: 200,
      body: campaign({ status: 'ended' }),
    }));
    const { container } = renderApp('/admin/campaigns', { user: admin, api });
    await screen.findByRole('rowheader', { name: /Spring Bunches/ });
    // Freeze sits in the row; the rarer actions wait behind "More" so the row stays compact.
    expect(screen.getByRole('button', { name: 'Freeze Spring Bunches' })).toBeVisible();
    const more = screen.getByText('More').closest('details')!;
    expect(more).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('More'));
    expect(more).toHaveAttribute('open');
    for (const label of ['Feature', 'Make top pick', 'End campaign']) {
      expect(within(more).getByRole('button', { name: `${label} Spring Bunches` })).toBeVisible();
    }
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'End campaign Spring Bunches' }));
    expect(more).not.toHaveAttribute('open');
    const dialog = screen.getByRole('dialog', { name: 'End Spring Bunches?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);
    await userEvent.click(screen.getByText('More'));
    await userEvent.click(screen.getByRole('button', { name: 'End campaign Spring Bunches' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'End campaign' }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ action: 'end' });
  });

  it("campaigns: a pending company's request says why it cannot go live", async () => {
    const { api } = adminApi([campaign({ companyStatus: 'pending' })], () =>
      apiError(409, 'conflict', COMPANY_NOT_APPROVED_FOR_CAMPAIGN),
    );
    renderApp('/admin/campaigns', { user: admin, api });
    expect(await screen.findByText(/approve the company first/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Spring Bunches' }));
    expect(
      await screen.findByText(`Spring Bunches: ${COMPANY_NOT_APPROVED_FOR_CAMPAIGN}`),
    ).toBeInTheDocument();
  });

  it('asks the admin to confirm it is them when the server requires it, then approves', async () => {
    let confirmed = false;
    const { api, posted } = adminApi([], (path, body) => {
      if (path === '/api/admin/confirm-identity') {
        if (body.code !== '123456') return apiError(400, 'bad_request', IDENTITY_NOT_CONFIRMED);
        confirmed = true;
        return { status: 200, body: { confirmedUntil: '2026-11-25T10:10:00.000Z' } };
      }
      return confirmed
        ? { status: 200, body: { ...detail, status: 'approved' } }
        : apiError(403, 'reauthentication_required', REAUTHENTICATION_REQUIRED);
    });
    const { container } = renderApp('/admin/companies/co-1', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve company' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent(REAUTHENTICATION_REQUIRED);
    const password = within(dialog).getByLabelText('Password');
    const code = within(dialog).getByLabelText('Authenticator app code');
    expect(password).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    // Both are needed, checked before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    expect(within(dialog).getByText(IDENTITY_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(TWO_FACTOR_CODE_REQUIRED)).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(posted.map((p) => p.path)).toEqual(['/api/admin/companies/co-1/decision']);

    // A wrong answer: the server's words, the code cleared for the next one.
    await userEvent.type(password, 'Admin-Pass-1');
    await userEvent.type(code, '654321');
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IDENTITY_NOT_CONFIRMED);
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();

    await userEvent.type(code, '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText(`${UPDATE_SUCCESSFUL}: Juniper Florists is approved.`),
    ).toBeVisible();
    expect(posted).toEqual([
      { path: '/api/admin/companies/co-1/decision', body: { decision: 'approve' } },
      {
        path: '/api/admin/confirm-identity',
        body: { password: 'Admin-Pass-1', code: '654321' },
      },
      {
        path: '/api/admin/confirm-identity',
        body: { password: 'Admin-Pass-1', code: '123456' },
      },
      { path: '/api/admin/companies/co-1/decision', body: { decision: 'approve' } },
    ]);
  });

  it('a cancelled confirmation leaves the action undone, with the reason shown', async () => {
    const { api, posted } = adminApi([campaign({ status: 'live', isActive: true })], () =>
      apiError(403, 'reauthentication_required', REAUTHENTICATION_REQUIRED),
    );
    renderApp('/admin/campaigns', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Freeze Spring Bunches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(
      await screen.findByText(`Spring Bunches: ${REAUTHENTICATION_REQUIRED}`),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      { path: '/api/admin/campaigns/ca-1/actions', body: { action: 'freeze' } },
    ]);
  });
});

describe('the review lists page on the server', () => {
  /** 30 campaigns in all, answered 25 (page 1) then 5 (page 2); remembers each query asked. */
  function pagedCampaigns() {
    const asked: string[] = [];
    const all = Array.from({ length: 30 }, (_, i) =>
      campaign({ id: `ca-${i + 1}`, name: `Campaign ${i + 1}` }),
    );
    const api = (method: string, path: string) => {
      if (method !== 'GET' || !path.startsWith('/api/admin/campaigns')) return undefined;
      asked.push(path);
      const page = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
      return {
        status: 200,
        body: {
          campaigns: all.slice((page - 1) * 25, page * 25),
          page,
          pageSize: 25,
          total: 30,
          totalCapped: false,
        },
      };
    };
    return { api, asked };
  }

  it('campaigns: pages with previous and next, keeping the page in the address', async () => {
    const { api, asked } = pagedCampaigns();
    const { router, container } = renderApp('/admin/campaigns?status=pending', {
      user: admin,
      api,
    });
    await screen.findByRole('rowheader', { name: /Campaign 25/ });
    expect(screen.queryByRole('rowheader', { name: /Campaign 26/ })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Page 1 of 2' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByRole('rowheader', { name: /Campaign 26/ });
    expect(router.state.location.search).toBe('?status=pending&page=2');
    expect(asked).toContain('/api/admin/campaigns?status=pending&page=2');
    expect(screen.getByRole('navigation', { name: 'Page 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Back to page 1: the address drops the page again.
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('rowheader', { name: /Campaign 25/ });
    expect(screen.queryByRole('rowheader', { name: /Campaign 26/ })).toBeNull();
    expect(router.state.location.search).toBe('?status=pending');
  });

  it('companies: opens the page the address names', async () => {
    const asked: string[] = [];
    renderApp('/admin/companies?page=2', {
      user: admin,
      api: (method, path) => {
        if (!path.startsWith('/api/admin/companies')) return undefined;
        asked.push(path);
        return {
          status: 200,
          body: { companies: [summary], page: 2, pageSize: 25, total: 26 },
        };
      },
    });
    await screen.findByRole('rowheader', { name: /Juniper Florists/ });
    expect(asked).toContain('/api/admin/companies?page=2');
    expect(screen.getByRole('navigation', { name: 'Page 2 of 2' })).toBeInTheDocument();
  });
});
