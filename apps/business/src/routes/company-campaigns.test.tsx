import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_NEXT,
  adminListPageOf,
  CAMPAIGN_NAME_REQUIRED,
  CAMPAIGN_REQUESTED,
  EXPIRY_REQUIRED,
  FACE_VALUE_2_ABOVE_1,
  FACE_VALUE_3_ABOVE_2,
  FACE_VALUE_MULTIPLE,
  FACE_VALUE_RANGE,
  FAILED_TO_REQUEST_CAMPAIGN,
  FIGURES_INDICATIVE,
  REQUEST_ALREADY_PENDING,
  START_DATE_IN_PAST,
  START_DATE_REQUIRED,
  STEP_2_ABOVE_1,
  STEP_3_ABOVE_2,
  STEP_DISCOUNT_MAX,
  STEP_DISCOUNT_MIN,
  STEP_DISCOUNT_MULTIPLE,
  TERMS_NOT_ACCEPTED,
  TOP_UP_MULTIPLE,
  TOP_UP_NOT_GREATER,
  TOTAL_VALUE_RANGE,
  ukDateKey,
  VOUCHERS_EXPIRING_SOON_HINT,
} from '@stepup/domain';
import { DASHBOARD_REFRESH_MS } from '../features/campaigns/api/get-company-dashboard';
import { apiError, axeViolations } from '../testing/render-app';
import { aCompanyCampaign, aDashboard, renderCompanyApp } from '../testing/render-company-app';

const dashboard = (d = aDashboard()) => ({
  'GET /api/company/dashboard': () => ({ status: 200, body: d }),
});
const ukToday = () => ukDateKey(new Date());

async function retype(label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

const valid: Record<string, string> = {
  'Campaign name': 'Winter Warmers',
  'Voucher 1': '25',
  'Voucher 2': '50',
  'Voucher 3': '100',
  'Step 1': '10',
  'Step 2': '15',
  'Step 3': '20',
  'Total value (£)': '2000',
  'Start date': ukToday(),
};

async function fillValid() {
  await retype('Campaign name', 'Winter Warmers');
  await retype('Voucher 1', '25');
  await retype('Voucher 2', '50');
  await retype('Voucher 3', '100');
  await retype('Step 1', '10');
  await retype('Step 2', '15');
  await retype('Step 3', '20');
  await retype('Total value (£)', '2000');
  await userEvent.selectOptions(screen.getByLabelText('Expiry timeframe'), '2');
  await retype('Start date', ukToday());
  const terms = screen.getByRole('checkbox');
  if (!(terms as HTMLInputElement).checked) await userEvent.click(terms);
}

describe('Create New Campaign (/new-voucher)', () => {
  it('shows every rule of docs/product.md#campaign-rules beside its input as the user types, and previews the card and steps', async () => {
    const { container } = renderCompanyApp('/new-voucher', dashboard());
    expect(await screen.findByLabelText('Campaign name')).toBeInTheDocument();
    await fillValid();
    expect(screen.queryByText(FACE_VALUE_RANGE)).not.toBeInTheDocument();

    const preview = screen.getByRole('region', { name: 'Preview: what customers see' });
    expect(within(preview).getByText('Save up to 20%')).toBeInTheDocument();
    expect(within(preview).getByText('Brew & Bake')).toBeInTheDocument();
    expect(within(preview).getByText('Save 10%')).toBeInTheDocument();
    expect(within(preview).getByText('Next time 15%')).toBeInTheDocument();
    expect(within(preview).getByText('After that 20%')).toBeInTheDocument();
    expect(within(preview).getByText('£25.00 for £22.50')).toBeInTheDocument();

    const rules: [string, string, string][] = [
      ['Voucher 1', '5', FACE_VALUE_RANGE],
      ['Voucher 1', '12', FACE_VALUE_MULTIPLE],
      ['Voucher 2', '25', FACE_VALUE_2_ABOVE_1],
      ['Voucher 3', '50', FACE_VALUE_3_ABOVE_2],
      ['Step 1', '12', STEP_DISCOUNT_MULTIPLE],
      ['Step 1', '0', STEP_DISCOUNT_MIN],
      ['Step 3', '95', STEP_DISCOUNT_MAX],
      ['Step 2', '10', STEP_2_ABOVE_1],
      ['Step 3', '15', STEP_3_ABOVE_2],
      ['Total value (£)', '999', TOTAL_VALUE_RANGE],
      ['Campaign name', '', CAMPAIGN_NAME_REQUIRED],
      ['Start date', '2020-01-01', START_DATE_IN_PAST],
      ['Start date', '', START_DATE_REQUIRED],
    ];
    for (const [label, text, message] of rules) {
      await retype(label, text);
      expect(screen.getByLabelText(label), message).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      await retype(label, valid[label]!);
      expect(screen.getByLabelText(label)).not.toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    }
    await userEvent.selectOptions(screen.getByLabelText('Expiry timeframe'), '');
    expect(screen.getByText(EXPIRY_REQUIRED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText(TERMS_NOT_ACCEPTED)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  }, 40_000);

  it('requests the campaign with amounts in pence, then says it was requested', async () => {
    const sent: Record<string, unknown>[] = [];
    renderCompanyApp('/new-voucher', {
      ...dashboard(aDashboard({ campaigns: [] })),
      'POST /api/company/campaigns': (body) => {
        sent.push(body);
        return {
          status: 201,
          body: aCompanyCampaign({ status: 'pending', name: 'Winter Warmers' }),
        };
      },
    });
    await screen.findByLabelText('Campaign name');
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(screen.getAllByText(FACE_VALUE_RANGE).length).toBeGreaterThan(0);
    expect(screen.getByText(TERMS_NOT_ACCEPTED)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByText(CAMPAIGN_REQUESTED, { exact: false })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      name: 'Winter Warmers',
      faceValuesPence: [2500, 5000, 10000],
      discounts: [10, 15, 20],
      totalValuePence: 200000,
      expiryYears: 2,
      startDate: ukToday(),
      termsAccepted: true,
    });
  });

  it("shows 'Request already pending…' from the server, and the failure text of docs/product.md otherwise", async () => {
    let answer = apiError(409, 'conflict', REQUEST_ALREADY_PENDING);
    renderCompanyApp('/new-voucher', {
      ...dashboard(aDashboard({ campaigns: [] })),
      'POST /api/company/campaigns': () => answer,
    });
    await screen.findByLabelText('Campaign name');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_ALREADY_PENDING);

    answer = apiError(500, 'internal', 'Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(FAILED_TO_REQUEST_CAMPAIGN),
    );
  });

  it('offers to cancel a pending request', async () => {
    const cancelled: string[] = [];
    renderCompanyApp('/new-voucher', {
      // The request is on a later page of the dashboard: the answer names it anyway.
      ...dashboard(
        aDashboard({
          campaigns: [aCompanyCampaign()],
          campaignsTotal: 21,
          pendingRequest: { id: 'p1', name: 'Spring Bakes' },
        }),
      ),
      'POST /api/company/campaigns/p1/cancel': () => {
        cancelled.push('p1');
        return { status: 200, body: aCompanyCampaign({ id: 'p1', status: 'cancelled' }) };
      },
    });
    expect(await screen.findByText(REQUEST_ALREADY_PENDING, { exact: false })).toHaveTextContent(
      'Spring Bakes',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(cancelled).toEqual(['p1']));
  });
});

describe('the company dashboard (/dashboard)', () => {
  it('shows sales per step, % sold, sales value, says the figures are indicative, refreshes each minute', async () => {
    const { container } = renderCompanyApp('/dashboard', dashboard());
    expect(await screen.findByText(FIGURES_INDICATIVE, { exact: false })).toBeInTheDocument();
    expect(DASHBOARD_REFRESH_MS).toBe(60_000);
    expect(screen.getByRole('heading', { name: 'Coffee Club' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales per step of Coffee Club' });
    expect(within(table).getByText('£75.00')).toBeInTheDocument();
    expect(within(table).getByText('7.5%')).toBeInTheDocument();
    expect(within(table).getByText('4.2%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Coffee Club sold overall' })).toHaveAttribute(
      'aria-valuenow',
      '4.2',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pages a long list of campaigns: the pager under them asks the server for the next page and the totals stay', async () => {
    const pageOf = (page: number) =>
      aDashboard({
        campaigns: Array.from({ length: page === 1 ? 20 : 5 }, (_, i) =>
          aCompanyCampaign({ id: `campaign-${page}-${i}`, name: `Campaign ${page}.${i}` }),
        ),
        page,
        campaignsTotal: 25,
        totals: { ...aDashboard().totals, vouchersSold: 4321 },
      });
    const asked: string[] = [];
    const { container, router } = renderCompanyApp('/dashboard', {
      'GET /api/company/dashboard': (_body, url) => {
        asked.push(url.search);
        return { status: 200, body: pageOf(Number(url.searchParams.get('page') ?? 1)) };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Campaign 1.0' })).toBeInTheDocument();
    expect(screen.getAllByRole('table', { name: /^Sales per step of/ })).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: adminListPageOf(1, 2) });
    await userEvent.click(within(pager).getByRole('button', { name: ADMIN_LIST_NEXT }));
    expect(await screen.findByRole('heading', { name: 'Campaign 2.0' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campaign 1.0' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(asked).toContain('?page=2');
    expect(screen.getByText('4321')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows how many unused vouchers expire in the next 30 days, with what that means', async () => {
    const { container } = renderCompanyApp(
      '/dashboard',
      dashboard(
        aDashboard({
          totals: { ...aDashboard().totals, vouchersExpiringSoon: 7 },
        }),
      ),
    );
    const label = await screen.findByText('Expiring in 30 days');
    const figure = label.closest('div')!;
    expect(within(figure).getByText('7')).toBeInTheDocument();
    expect(figure).toHaveTextContent(VOUCHERS_EXPIRING_SOON_HINT);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows staff the figures without the owners' switches, top-ups or cancel", async () => {
    renderCompanyApp('/dashboard', {
      ...dashboard(
        aDashboard({
          campaigns: [
            aCompanyCampaign(),
            aCompanyCampaign({ id: 'campaign-2', name: 'Spring Bakes', status: 'pending' }),
          ],
        }),
      ),
      'GET /api/company/setup': () => ({
        status: 200,
        body: { companyName: 'The Corner Bakery', yourRole: 'staff', facts: {} },
      }),
    });
    expect(await screen.findByText('Spring Bakes')).toBeInTheDocument();
    expect(screen.getAllByText(/sold ·/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('switch', { name: 'Online' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New total value (£)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('switches online and redemptions off through the API', async () => {
    const sent: string[] = [];
    renderCompanyApp('/dashboard', {
      ...dashboard(),
      'PUT /api/company/online-status': (body) => {
        sent.push(`online:${String(body.currentStatus)}`);
        return { status: 200, body: { currentStatus: 'online', redemptionsEnabled: true } };
      },
      'PUT /api/company/redemptions-enabled': (body) => {
        sent.push(`redemptions:${String(body.enabled)}`);
        return { status: 200, body: { currentStatus: 'offline', redemptionsEnabled: false } };
      },
    });
    const online = await screen.findByRole('switch', { name: 'Online' });
    expect(online).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/customers cannot buy your vouchers/)).toBeInTheDocument();
    await userEvent.click(online);
    await userEvent.click(screen.getByRole('switch', { name: 'Redemptions' }));
    await waitFor(() => expect(sent).toEqual(['online:online', 'redemptions:false']));
  });

  it('checks a top-up as typed and sends the new total in pence', async () => {
    const sent: unknown[] = [];
    renderCompanyApp('/dashboard', {
      ...dashboard(),
      'POST /api/company/campaigns/campaign-1/top-up': (body) => {
        sent.push(body.newTotalValuePence);
        return { status: 200, body: aCompanyCampaign({ totalValuePence: 150000 }) };
      },
    });
    const field = await screen.findByLabelText('New total value (£)');
    await userEvent.type(field, '1002');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(TOP_UP_MULTIPLE));
    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(TOP_UP_NOT_GREATER));
    await userEvent.clear(field);
    await userEvent.type(field, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(sent).toEqual([150000]));
    expect(await screen.findByText('Total value updated')).toBeInTheDocument();
  });

  it('shows what to do when there are no campaigns yet', async () => {
    renderCompanyApp('/dashboard', dashboard(aDashboard({ campaigns: [] })));
    expect(await screen.findByRole('link', { name: 'Create your first campaign' })).toHaveAttribute(
      'href',
      '/new-voucher',
    );
  });
});
