import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPerk, AdminPerkList } from '@stepup/contracts';
import {
  ADMIN_AREA_READ_ONLY,
  ADMIN_PERKS_TEXT as T,
  PERK_LINK_OR_CODE,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import {
  aCompanyUser,
  adminAccessWith,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true });

const aPerk = (over: Partial<AdminPerk> = {}): AdminPerk => ({
  id: 'p1',
  title: 'Card reader for £19',
  partner: 'Tillpoint Payments',
  description: 'Contactless at the counter.',
  imageUrl: null,
  url: 'https://tillpoint.example/stepup',
  code: 'STEPUP19',
  startsOn: null,
  endsOn: null,
  enabled: true,
  sortOrder: 1,
  audience: 'all',
  companies: [],
  status: 'live',
  ...over,
});

const list: AdminPerkList = {
  perksEnabled: true,
  perks: [
    aPerk(),
    aPerk({
      id: 'p2',
      title: 'Insurance',
      partner: 'Harbour Mutual',
      startsOn: '2031-06-01',
      endsOn: '2031-06-30',
      status: 'scheduled',
      audience: 'chosen',
      companies: [{ id: 'c1', name: 'The Copper Kettle' }],
    }),
  ],
};

function perksApi({ access }: { access?: FakeAnswer } = {}) {
  const calls: Array<[string, string, Record<string, unknown>]> = [];
  let current = list;
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (path === '/api/admin/access' && access) return access;
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (!path.startsWith('/api/admin/perks')) return undefined;
    calls.push([method, path, body]);
    if (method === 'GET' && path === '/api/admin/perks') return { status: 200, body: current };
    if (path.startsWith('/api/admin/perks/companies'))
      return {
        status: 200,
        body: { companies: [{ id: 'c9', name: 'Dog-Eared Books' }] },
      };
    if (method === 'PUT' && path === '/api/admin/perks/settings') {
      current = { ...current, perksEnabled: Boolean(body.perksEnabled) };
      return { status: 200, body: { perksEnabled: body.perksEnabled } };
    }
    if (method === 'POST' && path === '/api/admin/perks')
      return { status: 201, body: aPerk({ id: 'p3', title: String(body.title) }) };
    if (method === 'POST' && path.endsWith('/move')) {
      current = { ...current, perks: [...current.perks].reverse() };
      return { status: 200, body: current };
    }
    if (method === 'DELETE') return { status: 204 };
    return undefined;
  };
  return { api, calls };
}

describe('/admin/perks', () => {
  it('lists the perks in order with status, dates and companies, and the switch', async () => {
    const { api } = perksApi();
    const { container } = renderApp('/admin/perks', { user: admin, api });
    const table = await screen.findByRole('table', { name: T.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Card reader for £19');
    expect(rows[0]).toHaveTextContent('Live');
    expect(rows[0]).toHaveTextContent('Always');
    expect(rows[0]).toHaveTextContent('All companies');
    expect(rows[1]).toHaveTextContent('Scheduled');
    expect(rows[1]).toHaveTextContent('1 Jun 2031 to 30 Jun 2031');
    expect(rows[1]).toHaveTextContent('1 chosen company');
    expect(rows[1]).toHaveTextContent('The Copper Kettle');
    expect(screen.getByRole('switch', { name: T.switchLabel })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The first cannot move up, the last not down.
    expect(screen.getByRole('button', { name: T.moveUp('Card reader for £19') })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.moveDown('Insurance') })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('turns perks off for every company', async () => {
    const { api, calls } = perksApi();
    renderApp('/admin/perks', { user: admin, api });
    await userEvent.click(await screen.findByRole('switch', { name: T.switchLabel }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: T.switchLabel })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(screen.getByText(T.switchOff)).toBeInTheDocument();
    expect(calls).toContainEqual(['PUT', '/api/admin/perks/settings', { perksEnabled: false }]);
  });

  it('moves a perk with the arrows', async () => {
    const { api, calls } = perksApi();
    renderApp('/admin/perks', { user: admin, api });
    await userEvent.click(
      await screen.findByRole('button', { name: T.moveDown('Card reader for £19') }),
    );
    expect(calls).toContainEqual(['POST', '/api/admin/perks/p1/move', { direction: 'down' }]);
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
        'Insurance',
      ),
    );
  });

  it('adds a perk for chosen companies found by name, checking the form first', async () => {
    const { api, calls } = perksApi();
    const { container } = renderApp('/admin/perks', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await userEvent.type(within(dialog).getByLabelText(T.fields.title), 'Printing deal');
    await userEvent.type(within(dialog).getByLabelText(T.fields.partner), 'Inkwell Print Co.');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    // Neither a link nor a code: refused before asking the server.
    expect(await within(dialog).findByText(PERK_LINK_OR_CODE)).toBeInTheDocument();
    expect(calls.filter(([method]) => method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(T.fields.code), 'INKWELL20');
    await userEvent.click(within(dialog).getByRole('radio', { name: T.audienceChosen }));
    await userEvent.type(within(dialog).getByLabelText(T.searchCompanies), 'dog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: T.choose('Dog-Eared Books') }),
    );
    expect(
      within(dialog).getByRole('button', { name: T.remove('Dog-Eared Books') }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(calls).toContainEqual([
      'POST',
      '/api/admin/perks',
      expect.objectContaining({
        title: 'Printing deal',
        partner: 'Inkwell Print Co.',
        code: 'INKWELL20',
        url: null,
        audience: 'chosen',
        companyIds: ['c9'],
      }),
    ]);
  });

  it('deletes a perk only once confirmed', async () => {
    const { api, calls } = perksApi();
    renderApp('/admin/perks', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: `${T.delete}: Insurance` }));
    const dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    expect(within(dialog).getByText(T.deleteText('Insurance'))).toBeInTheDocument();
    expect(calls.filter(([method]) => method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmDelete }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(calls).toContainEqual(['DELETE', '/api/admin/perks/p2', {}]);
  });

  it('shows a level that only reads perks no control that changes them', async () => {
    const { api } = perksApi({ access: adminAccessWith({ perks: 'read' }) });
    renderApp('/admin/perks', { user: admin, api });
    expect(await screen.findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: T.switchLabel })).toBeDisabled();
    expect(screen.queryByRole('button', { name: T.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Move/ })).not.toBeInTheDocument();
  });
});
