import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCompanyUser, renderApp } from '../testing/render-app';

const admin = aCompanyUser({
  id: 'admin-1',
  name: 'Ada Admin',
  email: 'admin@stepup.test',
  roleClass: 'admin',
  twoFactorEnabled: true,
});

const companyCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/company/'));

describe('where a user lands', () => {
  it('opens the admin dashboard for an admin who signs in, and never asks a company endpoint', async () => {
    const { router, fetch } = renderApp('/login', {
      account: {
        'sign-in': () => ({ status: 200, body: { user: null, twoFactorRequired: true } }),
        'two-factor/verify': () => ({ status: 200, body: { user: admin } }),
      },
    });
    await userEvent.type(screen.getByLabelText('Email'), admin.email);
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-Admin-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(await screen.findByLabelText('Authenticator app code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByText('Only a member of a company can do this.')).not.toBeInTheDocument();
    expect(companyCalls(fetch)).toEqual([]);
  });

  it('opens the company dashboard for a company user who signs in', async () => {
    const { router } = renderApp('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'jo@shop.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-Company-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends an admin who opens the company dashboard to the admin dashboard, with no company call', async () => {
    const { router, fetch } = renderApp('/dashboard', { user: admin });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(companyCalls(fetch)).toEqual([]);
  });

  it.each([
    '/dashboard',
    '/offers',
    '/new-voucher',
    '/redeem',
    '/perks',
    '/payments',
    '/api',
    '/basic-information',
    '/team',
    '/setup-help',
  ])('sends a signed-out visitor from %s to sign in', async (path) => {
    const { router, fetch } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(companyCalls(fetch)).toEqual([]);
  });
});

describe('the menus follow the signed-in user', () => {
  it.each(['/pages/404', '/dev/mailbox'])(
    'show a signed-out visitor on %s no app menu, only sign-in and sign-up',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
      expect(screen.queryByRole('navigation', { name: 'Company' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    },
  );

  it('show an admin only the admin menu', async () => {
    renderApp('/pages/404', { user: admin });
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('show a company user only the company menu', async () => {
    renderApp('/pages/404', { user: aCompanyUser() });
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
