import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard, CompanyDashboardCharts } from '@stepup/contracts';
import { ADMIN_FIGURES_INDICATIVE } from '@stepup/domain';
import {
  aCompanyUser,
  adminAccessWith,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';
import { aDashboard, renderCompanyApp } from '../../../testing/render-company-app';

// The dashboards' charts: what they say in their tables (the text alternative of every chart),
// the admin period in the address, the figures' links, and the loyalty funnel in words.

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true, email: 'admin@x.test' });

const adminDashboard = (period: AdminDashboard['period']): AdminDashboard => ({
  period,
  from: period === '7d' ? '2026-11-20' : '2026-10-28',
  to: '2026-11-26',
  bucket: 'day',
  figures: {
    salesValuePence: 123450,
    vouchersSold: 42,
    vouchersRedeemed: 17,
    newCustomers: 9,
    newCompanies: 2,
    refunds: 3,
    refundsValuePence: 4500,
    customOffersMade: 5,
    customOffersAccepted: 2,
  },
  series: [
    { bucket: '2026-11-25', salesValuePence: 2500, vouchersSold: 1, vouchersRedeemed: 0 },
    { bucket: '2026-11-26', salesValuePence: 7250, vouchersSold: 3, vouchersRedeemed: 2 },
  ],
  readAt: '2026-11-26T10:15:00.000Z',
});

describe('the admin dashboard’s platform figures', () => {
  it('shows the period’s figures linking to their lists, and each chart as a table', async () => {
    const asked: string[] = [];
    const { container, router } = renderApp('/admin/dashboard', {
      user: admin,
      api: (_method, path) => {
        if (path.startsWith('/api/admin/dashboard')) {
          asked.push(path);
          const period = new URL(path, 'http://x').searchParams.get('period') ?? '30d';
          return { status: 200, body: adminDashboard(period as AdminDashboard['period']) };
        }
        if (path === '/api/admin/counters')
          return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
        if (path.startsWith('/api/admin/companies') || path.startsWith('/api/admin/campaigns'))
          return {
            status: 200,
            body: path.includes('companies')
              ? { companies: [], page: 1, pageSize: 25, total: 0 }
              : { campaigns: [], page: 1, pageSize: 25, total: 0, totalCapped: false },
          };
        return undefined;
      },
    });
    const figures = await screen.findByRole('list', { name: 'Figures for the period' });
    expect(figures).toHaveTextContent('£1,234.50Sales value');
    // Each figure opens the list whose rows are the figure, over the same UK days.
    const days = 'from=2026-10-28&to=2026-11-26';
    const hrefs = Object.fromEntries(
      within(figures)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Sales value': `/admin/payments?${days}`,
      'Vouchers sold': `/admin/payments?${days}`,
      'Vouchers redeemed': `/admin/payments?dateOf=redeemed&${days}`,
      'New customers': `/admin/customers?${days}`,
      'New companies': `/admin/companies?${days}`,
      'Refunds (£45.00)': `/admin/payments?dateOf=refunded&${days}`,
    });
    expect(screen.getByText(new RegExp(ADMIN_FIGURES_INDICATIVE))).toBeInTheDocument();

    // The chart's table is there for screen readers while the chart shows…
    const sales = screen.getByRole('table', { name: 'Sales value per day' });
    expect(within(sales).getByRole('row', { name: '26 Nov £72.50' })).toBeInTheDocument();
    const vouchers = screen.getByRole('table', { name: 'Vouchers sold and redeemed per day' });
    expect(
      within(vouchers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Sold', 'Redeemed']);
    expect(within(vouchers).getByRole('row', { name: '26 Nov 3 2' })).toBeInTheDocument();

    // …and on screen for anyone who asks.
    const [showTable] = screen.getAllByRole('button', { name: 'Show as table' });
    expect(showTable).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(showTable!);
    expect(showTable).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: 'Sales value per day' })).toHaveClass('chart-table');

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(asked.at(-1)).toBe('/api/admin/dashboard?period=7d'));
    expect(router.state.location.search).toBe('?period=7d');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links a figure only to a list the admin’s level may read', async () => {
    renderApp('/admin/dashboard', {
      user: admin,
      api: (_method, path) => {
        if (path === '/api/admin/access') return adminAccessWith({ customers: 'read' }, 'Support');
        if (path.startsWith('/api/admin/dashboard'))
          return { status: 200, body: adminDashboard('30d') };
        return undefined;
      },
    });
    const figures = await screen.findByRole('list', { name: 'Figures for the period' });
    await waitFor(() =>
      expect(within(figures).getByRole('link', { name: 'New customers' })).toBeInTheDocument(),
    );
    expect(figures).toHaveTextContent('£1,234.50Sales value');
    for (const figure of ['Sales value', 'Vouchers redeemed', 'New companies', 'Refunds (£45.00)'])
      expect(within(figures).queryByRole('link', { name: figure })).toBeNull();
  });
});

const charts: CompanyDashboardCharts = {
  from: '2026-08-29',
  to: '2026-11-26',
  bucket: 'week',
  buckets: ['2026-11-16', '2026-11-23'],
  campaigns: [
    {
      id: 'c1',
      name: 'Coffee ladder',
      salesPence: [5000, 2500],
      vouchersSold: 9,
      vouchersRedeemed: 3,
      redemptionRatePercent: 33,
      funnel: { step1: 5, step2: 3, step3: 1, medianDays1to2: 4, medianDays2to3: 20.5 },
    },
    {
      id: 'c2',
      name: 'Cake club',
      salesPence: [0, 1000],
      vouchersSold: 1,
      vouchersRedeemed: 0,
      redemptionRatePercent: 0,
      funnel: { step1: 1, step2: 0, step3: 0, medianDays1to2: null, medianDays2to3: null },
    },
  ],
  readAt: '2026-11-26T10:15:00.000Z',
};

describe('the company dashboard’s charts', () => {
  it('says weekly sales, redemption rates and the loyalty funnel in tables and words', async () => {
    const { container } = renderCompanyApp('/dashboard', {
      'GET /api/company/dashboard': () => ({ status: 200, body: aDashboard() }),
      'GET /api/company/dashboard/charts': () => ({ status: 200, body: charts }),
      'GET /api/company/custom-offers': () => ({ status: 200, body: { offers: [] } }),
    });
    await screen.findByRole('heading', { name: 'Sales and loyalty' });
    const weekly = screen.getByRole('table', { name: 'Sales per week, last 90 days' });
    expect(
      within(weekly).getByRole('row', { name: 'w/c 23 Nov £25.00 £10.00' }),
    ).toBeInTheDocument();
    const rates = screen.getByRole('table', { name: 'Redemption rate' });
    expect(within(rates).getByRole('row', { name: 'Coffee ladder 33%' })).toBeInTheDocument();
    const funnel = screen.getByRole('table', { name: 'Loyalty funnel' });
    expect(within(funnel).getByRole('row', { name: 'Coffee ladder 5 3 1' })).toBeInTheDocument();
    expect(
      screen.getByText('Coffee ladder — step 1 → 2: median 4 days; step 2 → 3: median 20.5 days.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Cake club — step 1 → 2: no one yet; step 2 → 3: no one yet.'),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
