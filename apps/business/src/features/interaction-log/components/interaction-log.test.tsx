import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InteractionLogEntry, InteractionLogPage } from '@stepup/contracts';
import { INTERACTION_LOG_EMPTY_FILTERED, ADMIN_LIST_EXPORT } from '@stepup/domain';
import { aCompanyUser, axeViolations, renderApp } from '../../../testing/render-app';

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true, email: 'admin@x.test' });

const anEntry = (over: Partial<InteractionLogEntry> = {}): InteractionLogEntry => ({
  id: 'log-1',
  at: '2026-11-24T10:05:00.000Z',
  actorUserId: 'u-admin',
  actorLabel: 'ana@stepup.test',
  action: 'campaign.freeze',
  targetType: 'campaign',
  targetId: 'ca-1',
  data: { name: 'Spring Bunches', before: { frozen: false }, after: { frozen: true } },
  ...over,
});

const page: InteractionLogPage = {
  entries: [
    anEntry(),
    anEntry({
      id: 'log-2',
      actorUserId: null,
      actorLabel: 'provider',
      action: 'payment.refunded',
      targetType: 'payment',
      targetId: 'pay-9',
      data: { amountPence: 1250, reason: 'Goodwill' },
    }),
    anEntry({
      id: 'log-3',
      action: 'company.deny',
      targetType: 'company',
      targetId: 'co-1',
      data: {
        name: 'Juniper Florists',
        reason: 'No registration number',
        before: { status: 'pending' },
        after: { status: 'denied' },
      },
    }),
    anEntry({ id: 'log-4', action: 'perk.added', targetType: null, targetId: null, data: null }),
  ],
  page: 1,
  pageSize: 50,
  total: 60,
  totalCapped: false,
};

/** A fake admin API: records the log queries asked. */
function logApi(answer: InteractionLogPage = page) {
  const listed: string[] = [];
  const api = (method: string, path: string) => {
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (path === '/api/admin/interaction-log' || path.startsWith('/api/admin/interaction-log?')) {
      listed.push(path);
      const p = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
      return { status: 200, body: { ...answer, page: p } };
    }
    return undefined;
  };
  return { api, listed };
}

describe('interaction log screen', () => {
  it('says "more than" when the log stopped counting, and keeps Next on past the counted pages', async () => {
    const { api, listed } = logApi({ ...page, total: 10_000, totalCapped: true });
    renderApp('/admin/admin-actions?page=200', { user: admin, api });
    expect(await screen.findByText('More than 10,000 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 200 of more than 200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listed).toContain('/api/admin/interaction-log?page=201'));
    expect(await screen.findByText('Page 201 of more than 201')).toBeInTheDocument();
  });

  it('shows who did what to which target, what changed, paging and the CSV link', async () => {
    const { api, listed } = logApi();
    const { container } = renderApp('/admin/admin-actions', { user: admin, api });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Interaction log');
    const table = await screen.findByRole('table', { name: 'Interaction log, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('24/11/2026 10:05');
    expect(rows[1]).toHaveTextContent('ana@stepup.test');
    expect(rows[1]).toHaveTextContent('Campaign frozen');
    expect(rows[1]).toHaveTextContent('Frozen: No → Yes');
    expect(within(rows[1]!).getByRole('link', { name: 'Spring Bunches' })).toHaveAttribute(
      'href',
      '/admin/campaigns?q=Spring+Bunches',
    );
    expect(rows[2]).toHaveTextContent('Card provider');
    expect(rows[2]).toHaveTextContent('Amount £12.50');
    expect(rows[2]).toHaveTextContent('Reason: Goodwill');
    expect(within(rows[2]!).getByRole('link', { name: 'pay-9' })).toHaveAttribute(
      'href',
      '/admin/payments?q=pay-9',
    );
    expect(rows[3]).toHaveTextContent('Status: pending → denied');
    expect(within(rows[3]!).getByRole('link', { name: 'Juniper Florists' })).toHaveAttribute(
      'href',
      '/admin/companies/co-1',
    );
    // An action this screen does not know yet still shows, by its code.
    expect(rows[4]).toHaveTextContent('perk.added');
    expect(rows[4]).toHaveTextContent('No fields changed');
    expect(screen.getByText('60 entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADMIN_LIST_EXPORT })).toHaveAttribute(
      'href',
      '/api/admin/interaction-log/export.csv',
    );
    expect(listed).toEqual(['/api/admin/interaction-log']);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listed).toContain('/api/admin/interaction-log?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks the server with the filters kept in the address, and exports the same', async () => {
    const { api, listed } = logApi();
    renderApp('/admin/admin-actions?page=2', { user: admin, api });
    const search = await screen.findByRole('search', { name: 'Find entries' });
    await userEvent.selectOptions(within(search).getByLabelText('Action'), 'company.deny');
    await userEvent.selectOptions(within(search).getByLabelText('Applies to'), 'company');
    await userEvent.type(within(search).getByLabelText('Company, campaign or payment id'), 'co-1');
    await userEvent.type(within(search).getByLabelText('Who (email contains)'), ' ana@ ');
    await userEvent.type(within(search).getByLabelText('From'), '2026-11-01');
    await userEvent.type(within(search).getByLabelText('To'), '2026-11-30');
    await userEvent.click(within(search).getByRole('button', { name: 'Show' }));

    const query =
      'action=company.deny&targetType=company&targetId=co-1&actor=ana%40&from=2026-11-01&to=2026-11-30';
    // A new search starts again at the first page.
    await waitFor(() => expect(listed.at(-1)).toBe(`/api/admin/interaction-log?${query}`));
    expect(await screen.findByRole('link', { name: ADMIN_LIST_EXPORT })).toHaveAttribute(
      'href',
      `/api/admin/interaction-log/export.csv?${query}`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(listed.at(-1)).toBe('/api/admin/interaction-log'));
  });

  it('says when nothing matches the filters', async () => {
    const { api } = logApi({ entries: [], page: 1, pageSize: 50, total: 0, totalCapped: false });
    renderApp('/admin/admin-actions?actor=nobody', { user: admin, api });
    expect(await screen.findByText(INTERACTION_LOG_EMPTY_FILTERED)).toBeInTheDocument();
  });
});
