import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TWO_FACTOR_REQUIRED, UPDATE_SUCCESSFUL } from '@stepup/domain';
import { aCompanyUser, apiError, axeViolations, renderApp } from '../testing/render-app';

vi.mock('qrcode', () => ({
  default: { toDataURL: vi.fn(async () => 'data:image/png;base64,QR') },
}));

const admin = aCompanyUser({ roleClass: 'admin', name: 'Alex Admin' });

describe('admin area gate', () => {
  it('tells an admin without two-step sign-in to turn it on first', async () => {
    const { container } = renderApp('/admin/companies', { user: admin });
    expect(await screen.findByText(ADMIN_TWO_FACTOR_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-step sign-in' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows company users the not-found page and no admin menu', async () => {
    renderApp('/admin/dashboard', { user: aCompanyUser() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Sorry but we couldnt find this page. It doesn't exist!",
    );
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('lets an admin with two-step sign-in in', async () => {
    renderApp('/admin/companies', { user: { ...admin, twoFactorEnabled: true } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Companies');
  });
});

describe('business account page', () => {
  it('changes the name, and sets up two-step sign-in with the shared components', async () => {
    const { fetch, container } = renderApp('/account', {
      user: admin,
      account: {
        profile: () => ({
          status: 200,
          body: { name: admin.name, email: admin.email, pendingEmail: null },
        }),
        name: () => ({ status: 200, body: { message: UPDATE_SUCCESSFUL } }),
        'two-factor/start': () => ({
          status: 200,
          body: { totpURI: 'otpauth://totp/X:a?secret=ABCDEFGH&issuer=X', backupCodes: ['c-1'] },
        }),
        'two-factor/confirm': () => apiError(400, 'bad_request', 'Invalid code'),
      },
    });
    const name = await screen.findByLabelText('Name*');
    expect(screen.getByLabelText('Email Address*')).toHaveValue(admin.email);
    expect(screen.getByLabelText('Current Password*')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, 'Alex Boss');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const profile = screen.getByRole('region', { name: 'Profile Settings' });
    expect(await within(profile).findByRole('status')).toHaveTextContent(UPDATE_SUCCESSFUL);
    expect(
      fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/account/name')),
    ).toHaveLength(1);

    const section = screen.getByRole('region', { name: 'Two-step sign-in' });
    await userEvent.type(within(section).getByLabelText('Password'), 'Demo-Admin-1');
    await userEvent.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await within(section).findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Authenticator app code'), '111111');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Turn on two-step sign-in' }),
    );
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent('Invalid code'),
    );
  });
});

describe('closing a business account', () => {
  const owner = aCompanyUser();
  const profile = () => ({
    status: 200,
    body: { name: owner.name, email: owner.email, pendingEmail: null },
  });

  it("asks first, then shows the server's refusal beside the question", async () => {
    const refusal =
      'You are the only owner of Rise & Crumb. Make another team member an owner before closing your account.';
    const { router } = renderApp('/account', {
      user: owner,
      account: { profile, close: () => apiError(409, 'conflict', refusal) },
    });
    const section = await screen.findByRole('region', { name: 'Close Account' });
    expect(within(section).queryByRole('button', { name: 'Delete Account' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Close Account' }));
    expect(
      within(section).getByText('Are you sure, you want to delete your account?'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Delete Account' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(refusal);
    expect(router.state.location.pathname).toBe('/account');
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('button', { name: 'Delete Account' })).toBeNull();
  });

  it('closes the account and goes to sign-in', async () => {
    const { router, fetch } = renderApp('/account', {
      user: owner,
      account: { profile, close: () => ({ status: 200, body: { user: null } }) },
    });
    const section = await screen.findByRole('region', { name: 'Close Account' });
    await userEvent.click(within(section).getByRole('button', { name: 'Close Account' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/account/close')),
    ).toHaveLength(1);
  });
});

describe('business sign-in second step', () => {
  it('asks for the code and opens the dashboard', async () => {
    const { router } = renderApp('/login', {
      account: {
        'sign-in': () => ({ status: 200, body: { user: null, twoFactorRequired: true } }),
        'two-factor/verify': () => ({ status: 200, body: { user: aCompanyUser() } }),
      },
    });
    await userEvent.type(screen.getByLabelText('Email'), 'jo@shop.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-Company-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(await screen.findByLabelText('Authenticator app code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
