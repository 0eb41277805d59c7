import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminAccount, PermissionLevel } from '@stepup/contracts';
import {
  ADMIN_FIRST_NAME_REQUIRED,
  ADMIN_PERMISSION_LEVEL_REQUIRED,
  ADMIN_AREAS,
  FAILED_TO_CREATE_USER,
  FAILED_TO_DELETE_USER,
  LAST_ADMIN_MANAGER,
  REAUTHENTICATION_REQUIRED,
  RESET_PASSWORDS_DONT_MATCH,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import type { AdminAccess } from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import { aCompanyUser, apiError, axeViolations, renderApp } from '../../../testing/render-app';

const me = aCompanyUser({
  id: 'admin-1',
  name: 'Chris Taylor',
  roleClass: 'admin',
  twoFactorEnabled: true,
  email: 'admin@x.test',
});

const grants = (admins: AdminAccess) =>
  Object.fromEntries(ADMIN_AREAS.map((area) => [area, area === 'admins' ? admins : 'write']));

const superLevel: PermissionLevel = {
  id: 'lvl-super',
  name: 'Super admin',
  description: 'Full access to the platform',
  grants: grants('write') as PermissionLevel['grants'],
  sortValue: 20,
  adminCount: 1,
};
const support: PermissionLevel = {
  id: 'lvl-support',
  name: 'Support',
  description: 'Helps customers',
  grants: Object.fromEntries(
    ADMIN_AREAS.map((a) => [a, a === 'customers' ? 'write' : 'none']),
  ) as PermissionLevel['grants'],
  sortValue: 2,
  adminCount: 1,
};

const admins: AdminAccount[] = [
  {
    id: 'admin-1',
    name: 'Chris Taylor',
    email: 'admin@x.test',
    level: { id: superLevel.id, name: superLevel.name },
    twoFactorEnabled: true,
    lastActivity: '2026-07-01T09:30:00.000Z',
    createdAt: '2026-01-01T10:00:00.000Z',
  },
  {
    id: 'admin-2',
    name: 'Robin Hale',
    email: 'robin@x.test',
    level: { id: support.id, name: support.name },
    twoFactorEnabled: false,
    lastActivity: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
];

function adminsApi({
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
    }
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (path === '/api/admin/access')
      return {
        status: 200,
        body: { level: { id: superLevel.id, name: superLevel.name }, grants: grants(access) },
      };
    if (method === 'GET' && path === '/api/admin/admins') return { status: 200, body: { admins } };
    if (path === '/api/admin/roles')
      return { status: 200, body: { levels: [superLevel, support] } };
    if (method === 'POST' && path === '/api/admin/admins')
      return { status: 201, body: { ...admins[1], id: 'admin-3', email: String(body.email) } };
    if (method === 'PATCH') return { status: 200, body: admins[1] };
    if (method === 'DELETE') return { status: 204 };
    return undefined;
  };
  return { api, sent };
}

describe('admins screen', () => {
  it('lists the admins with level, two-step sign-in and last activity in UK time', async () => {
    const { api } = adminsApi();
    const { container } = renderApp('/admin/admins', { user: me, api });
    const table = await screen.findByRole('table', { name: 'Admins, by name' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Chris Taylor (you)');
    expect(rows[1]).toHaveTextContent('Super admin');
    // 09:30 UTC in July is 10:30 in the UK.
    expect(rows[1]).toHaveTextContent('01/07/2026 10:30');
    expect(rows[2]).toHaveTextContent('Never');
    expect(rows[2]).toHaveTextContent('Not set up');
    expect(await screen.findByRole('button', { name: 'Add an admin' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hides every change from an admin who only reads admins', async () => {
    const { api } = adminsApi({ access: 'read' });
    renderApp('/admin/admins', { user: me, api });
    await screen.findByRole('table', { name: 'Admins, by name' });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add an admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('checks the new admin form, asks the admin to confirm it is them, then says it worked', async () => {
    let confirmed = false;
    const { api, sent } = adminsApi({
      onChange: (method, path) => {
        if (path === '/api/admin/confirm-identity') {
          confirmed = true;
          return { status: 200, body: { confirmedUntil: '2026-11-25T10:10:00.000Z' } };
        }
        if (method === 'POST' && !confirmed)
          return apiError(403, 'reauthentication_required', REAUTHENTICATION_REQUIRED);
        return undefined;
      },
    });
    const { container } = renderApp('/admin/admins', { user: me, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add an admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'New admin' });
    const level = await within(dialog).findByLabelText('Permission level');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@x.test');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Admin-Pass-9!');
    await userEvent.type(within(dialog).getByLabelText('Retype password'), 'Admin-Pass-8!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create admin' }));
    expect(within(dialog).getByText(RESET_PASSWORDS_DONT_MATCH)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_FIRST_NAME_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_PERMISSION_LEVEL_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Retype password'));
    await userEvent.type(within(dialog).getByLabelText('Retype password'), 'Admin-Pass-9!');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Lee');
    await userEvent.selectOptions(level, 'Support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create admin' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(confirm).getByLabelText('Password'), 'Admin-Pass-1');
    await userEvent.type(within(confirm).getByLabelText('Authenticator app code'), '123456');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));

    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New admin' })).not.toBeInTheDocument();
    const create = {
      method: 'POST',
      path: '/api/admin/admins',
      body: {
        email: 'ana@x.test',
        password: 'Admin-Pass-9!',
        retypePassword: 'Admin-Pass-9!',
        firstName: 'Ana',
        lastName: 'Lee',
        permissionLevelId: 'lvl-support',
      },
    };
    expect(sent.map((s) => s.path)).toEqual([
      '/api/admin/admins',
      '/api/admin/confirm-identity',
      '/api/admin/admins',
    ]);
    expect(sent[2]).toEqual(create);
  });

  it("shows a taken email in the spec's words beside the form", async () => {
    const { api } = adminsApi({
      onChange: (method) =>
        method === 'POST' ? apiError(409, 'conflict', FAILED_TO_CREATE_USER) : undefined,
    });
    renderApp('/admin/admins', { user: me, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add an admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'New admin' });
    await userEvent.type(await within(dialog).findByLabelText('Email'), 'robin@x.test');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Admin-Pass-9!');
    await userEvent.type(within(dialog).getByLabelText('Retype password'), 'Admin-Pass-9!');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Robin');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Hale');
    await userEvent.selectOptions(within(dialog).getByLabelText('Permission level'), 'Support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create admin' }));
    expect(await within(dialog).findByText(FAILED_TO_CREATE_USER)).toBeInTheDocument();
  });

  it('changes a level, and shows a refused removal with its reason', async () => {
    const { api, sent } = adminsApi({
      onChange: (method) =>
        method === 'DELETE'
          ? {
              status: 409,
              body: {
                error: {
                  code: 'conflict',
                  message: FAILED_TO_DELETE_USER,
                  fields: { reason: LAST_ADMIN_MANAGER },
                },
              },
            }
          : undefined,
    });
    renderApp('/admin/admins', { user: me, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Change level: Robin Hale' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change level' });
    const select = await within(dialog).findByLabelText('Permission level of Robin Hale');
    expect(select).toHaveValue('lvl-support');
    await userEvent.selectOptions(select, 'Super admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/admins/admin-2',
        body: { permissionLevelId: 'lvl-super' },
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove: Chris Taylor' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(
      await within(dialog).findByText(`${FAILED_TO_DELETE_USER}: ${LAST_ADMIN_MANAGER}`),
    ).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/admin/admins/admin-1' });
  });
});
