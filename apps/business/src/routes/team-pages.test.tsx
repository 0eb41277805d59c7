import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Team } from '@stepup/contracts';
import { INVITE_LINK_INVALID } from '@stepup/domain';
import { aCompanyUser, apiError, axeViolations, renderApp } from '../testing/render-app';

const aTeam = (overrides: Partial<Team> = {}): Team => ({
  companyName: 'The Copper Kettle',
  yourRole: 'owner',
  members: [
    { userId: 'u1', name: 'Jo Bennett', email: 'jo@shop.test', role: 'owner', you: true },
    { userId: 'u2', name: 'Sam Staff', email: 'sam@shop.test', role: 'staff', you: false },
  ],
  invites: [],
  ...overrides,
});

describe('/team', () => {
  it('lists members with their roles and lets an owner invite a colleague', async () => {
    let team = aTeam();
    const calls: Array<[string, string, Record<string, unknown>]> = [];
    const { container } = renderApp('/team', {
      user: aCompanyUser(),
      api: (method, path, body) => {
        calls.push([method, path, body]);
        if (method === 'GET' && path === '/api/company/team') return { status: 200, body: team };
        if (method === 'POST' && path === '/api/company/team/invites') {
          const invite = {
            id: 'i1',
            email: String(body.email),
            role: String(body.role),
            expiresAt: '2026-12-01T12:00:00.000Z',
          };
          team = { ...team, invites: [invite] };
          return { status: 201, body: invite };
        }
        return undefined;
      },
    });
    const members = await screen.findByRole('heading', { name: 'Members of The Copper Kettle' });
    const list = within(members.closest('.team-section') as HTMLElement).getByRole('list');
    expect(within(list).getByText('Jo Bennett')).toBeInTheDocument();
    expect(within(list).getByText('sam@shop.test')).toBeInTheDocument();
    expect(within(list).getByText('Staff')).toBeInTheDocument();
    expect(screen.getByText('No invitations waiting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Missing email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'new@shop.test');
    await userEvent.click(screen.getByRole('radio', { name: /Owner/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to new@shop.test/)).toBeInTheDocument();
    expect(calls).toContainEqual([
      'POST',
      '/api/company/team/invites',
      { email: 'new@shop.test', role: 'owner' },
    ]);
    expect(
      await screen.findByRole('button', { name: 'Revoke the invitation to new@shop.test' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal when removing the last owner fails', async () => {
    renderApp('/team', {
      user: aCompanyUser(),
      api: (method, path) => {
        if (method === 'GET' && path === '/api/company/team') return { status: 200, body: aTeam() };
        if (method === 'DELETE' && path === '/api/company/team/members/u2')
          return apiError(409, 'conflict', 'A company needs at least one owner.');
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Staff' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('A company needs at least one owner.')).toBeInTheDocument();
  });

  it('lets an owner make a staff member an owner', async () => {
    const calls: Array<[string, string, Record<string, unknown>]> = [];
    renderApp('/team', {
      user: aCompanyUser(),
      api: (method, path, body) => {
        calls.push([method, path, body]);
        if (method === 'GET' && path === '/api/company/team') return { status: 200, body: aTeam() };
        if (method === 'PUT' && path === '/api/company/team/members/u2/role')
          return { status: 204 };
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make owner: Sam Staff' }));
    await waitFor(() =>
      expect(calls).toContainEqual(['PUT', '/api/company/team/members/u2/role', { role: 'owner' }]),
    );
  });

  it('gives staff the list but no invite form and no remove buttons', async () => {
    renderApp('/team', {
      user: aCompanyUser(),
      api: (method, path) =>
        method === 'GET' && path === '/api/company/team'
          ? { status: 200, body: aTeam({ yourRole: 'staff' }) }
          : undefined,
    });
    expect(await screen.findByText(/Only the company’s owners can invite/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

describe('/team-invite', () => {
  const details = { companyName: 'The Copper Kettle', email: 'sam@shop.test', role: 'staff' };

  it('signed out: signs up with the invited email fixed and the token, no company name', async () => {
    const signUps: Record<string, unknown>[] = [];
    const { container } = renderApp('/team-invite?token=TOKEN', {
      account: {
        'sign-up': (body) => {
          signUps.push(body);
          return { status: 201, body: { message: 'Thanks for signing up' } };
        },
      },
      api: (method, path, body) =>
        path === '/api/team-invite/details' && body.token === 'TOKEN'
          ? { status: 200, body: details }
          : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'Join The Copper Kettle' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('sam@shop.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Company (trading) name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signed in with the invited email: Join makes them a member', async () => {
    const { router } = renderApp('/team-invite?token=TOKEN', {
      user: aCompanyUser({ email: 'Sam@Shop.test' }),
      api: (method, path) => {
        if (path === '/api/team-invite/details') return { status: 200, body: details };
        if (path === '/api/team-invite/accept')
          return { status: 200, body: { companyName: 'The Copper Kettle' } };
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join The Copper Kettle' }));
    expect(
      await screen.findByText('You are now a member of The Copper Kettle.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('signed in with another email: says which email to use', async () => {
    renderApp('/team-invite?token=TOKEN', {
      user: aCompanyUser({ email: 'other@shop.test' }),
      api: (_method, path) =>
        path === '/api/team-invite/details' ? { status: 200, body: details } : undefined,
    });
    expect(
      await screen.findByText(
        'This invitation is for sam@shop.test. Sign in with that email to join.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('a used, revoked or expired link says so', async () => {
    renderApp('/team-invite?token=OLD', {
      api: (_method, path) =>
        path === '/api/team-invite/details'
          ? apiError(404, 'not_found', INVITE_LINK_INVALID)
          : undefined,
    });
    expect(await screen.findByText(INVITE_LINK_INVALID)).toBeInTheDocument();
  });
});
