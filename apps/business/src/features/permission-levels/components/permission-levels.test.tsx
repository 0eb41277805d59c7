import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PermissionLevel } from '@stepup/contracts';
import {
  ADMIN_AREAS,
  FAILED_TO_DELETE_PERMISSION_LEVEL,
  PERMISSION_LEVEL_IN_USE,
  PERMISSION_LEVEL_NAME_REQUIRED,
  PERMISSION_LEVEL_NAME_TAKEN,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import type { AdminAccess, AdminArea } from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import { aCompanyUser, axeViolations, renderApp } from '../../../testing/render-app';

const me = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true, email: 'admin@x.test' });

const grantsOf = (some: Partial<Record<AdminArea, AdminAccess>>) =>
  Object.fromEntries(ADMIN_AREAS.map((a) => [a, some[a] ?? 'none'])) as PermissionLevel['grants'];

const levels: PermissionLevel[] = [
  {
    id: 'lvl-super',
    name: 'Super admin',
    description: 'Full access to the platform',
    grants: grantsOf(Object.fromEntries(ADMIN_AREAS.map((a) => [a, 'write']))),
    sortValue: 20,
    adminCount: 1,
  },
  {
    id: 'lvl-support',
    name: 'Support',
    description: 'Helps customers',
    grants: grantsOf({ customers: 'write', payments: 'read' }),
    sortValue: 3,
    adminCount: 0,
  },
];

const refused = (message: string, fields: Record<string, string>): FakeAnswer => ({
  status: message === PERMISSION_LEVEL_NAME_TAKEN ? 422 : 409,
  body: {
    error: {
      code: message === PERMISSION_LEVEL_NAME_TAKEN ? 'validation' : 'conflict',
      message,
      fields,
    },
  },
});

function levelsApi({
  access = 'write',
  onChange = () => undefined,
}: {
  access?: AdminAccess;
  onChange?: (
    method: string,
    path: string,
    body: Record<string, unknown>,
  ) => FakeAnswer | undefined;
} = {}) {
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const api = (
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): FakeAnswer | undefined => {
    if (method !== 'GET') {
      sent.push({ method, path, body });
      const answer = onChange(method, path, body);
      if (answer) return answer;
      if (method === 'DELETE') return { status: 204 };
      return { status: method === 'POST' ? 201 : 200, body: { ...levels[1], ...body } };
    }
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (path === '/api/admin/access')
      return { status: 200, body: { level: null, grants: grantsOf({ admins: access }) } };
    if (path === '/api/admin/roles') return { status: 200, body: { levels } };
    return undefined;
  };
  return { api, sent };
}

describe('permission levels screen', () => {
  it('lists the levels, most powerful first, with what each grants and its admins', async () => {
    const { api } = levelsApi();
    const { container } = renderApp('/admin/roles', { user: me, api });
    const table = await screen.findByRole('table', {
      name: 'Permission levels, most powerful first',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Super admin');
    expect(rows[2]).toHaveTextContent('Customers: Write');
    expect(rows[2]).toHaveTextContent('Payments and refunds: Read');
    expect(rows[2]).not.toHaveTextContent('Perks');
    expect(await screen.findByRole('button', { name: 'Edit: Support' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no changes to an admin who only reads admins', async () => {
    const { api } = levelsApi({ access: 'read' });
    renderApp('/admin/roles', { user: me, api });
    await screen.findByRole('table', { name: 'Permission levels, most powerful first' });
    expect(
      screen.queryByRole('button', { name: 'Add a permission level' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('creates a level with one radio group per area, checking the name first', async () => {
    let taken = true;
    const { api, sent } = levelsApi({
      onChange: () => {
        if (!taken) return undefined;
        taken = false;
        return refused(PERMISSION_LEVEL_NAME_TAKEN, { name: PERMISSION_LEVEL_NAME_TAKEN });
      },
    });
    const { container } = renderApp('/admin/roles', { user: me, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a permission level' }));
    const dialog = await screen.findByRole('dialog', { name: 'New permission level' });
    const customers = within(dialog).getByRole('group', { name: 'Customers' });
    expect(within(customers).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create level' }));
    expect(within(dialog).getByText(PERMISSION_LEVEL_NAME_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Support desk');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Helps customers');
    await userEvent.click(within(customers).getByRole('radio', { name: 'Write' }));
    const payments = within(dialog).getByRole('group', { name: 'Payments and refunds' });
    await userEvent.click(within(payments).getByRole('radio', { name: 'Read' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create level' }));
    expect(
      await within(dialog).findAllByText(new RegExp(PERMISSION_LEVEL_NAME_TAKEN)),
    ).not.toHaveLength(0);
    // Focus moves to the field once the message is drawn.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());

    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Support team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create level' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/roles',
      body: {
        name: 'Support team',
        description: 'Helps customers',
        grants: grantsOf({ customers: 'write', payments: 'read' }),
      },
    });
  });

  it('edits a level from what it grants, and shows a refused deletion in the spec words', async () => {
    const { api, sent } = levelsApi({
      onChange: (method) =>
        method === 'DELETE'
          ? refused(FAILED_TO_DELETE_PERMISSION_LEVEL, { reason: PERMISSION_LEVEL_IN_USE })
          : undefined,
    });
    renderApp('/admin/roles', { user: me, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Support' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Support' });
    const payments = within(dialog).getByRole('group', { name: 'Payments and refunds' });
    expect(within(payments).getByRole('radio', { name: 'Read' })).toBeChecked();
    await userEvent.click(within(payments).getByRole('radio', { name: 'Write' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save level' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/roles/lvl-support',
      body: { name: 'Support', grants: { payments: 'write', customers: 'write', admins: 'none' } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Super admin' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this permission level?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete level' }));
    expect(
      await within(dialog).findByText(
        `${FAILED_TO_DELETE_PERMISSION_LEVEL}: ${PERMISSION_LEVEL_IN_USE}`,
      ),
    ).toBeInTheDocument();
  });
});
