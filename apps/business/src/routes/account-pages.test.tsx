import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, axeViolations, renderApp } from '../testing/render-app';

describe('business account pages', () => {
  it('forgot password answers with the text of docs/product.md', async () => {
    const { container } = renderApp('/reset-password');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If your email address has been recognised then a password reset email has been sent. Please check your junk folder just in case.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the email action page verifies a company user and offers Login to /login', async () => {
    const { container } = renderApp('/email-verify?mode=verifyEmail&oobCode=T&isCompanyUser=true');
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the email action page shows an expired code raw, in a danger alert', async () => {
    renderApp('/email-verify?mode=verifyEmail&oobCode=T&isCompanyUser=true', {
      account: { 'verify-email': () => apiError(400, 'bad_request', 'auth/expired-action-code') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('auth/expired-action-code');
  });

  it('the email action page asks before undoing an email change, and only the click calls the API', async () => {
    const { container, fetch } = renderApp(
      '/email-verify?mode=recoverEmail&oobCode=R2&isCompanyUser=true',
      {
        account: {
          'recover-email': () => ({
            status: 200,
            body: { message: 'Account email reverted to previous email.' },
          }),
        },
      },
    );
    const button = await screen.findByRole('button', { name: 'Put my previous email back' });
    expect(await axeViolations(container)).toEqual([]);
    const recovers = () =>
      fetch.mock.calls.filter(([url]) => String(url) === '/api/account/recover-email');
    expect(recovers()).toHaveLength(0);
    await userEvent.click(button);
    expect(
      await screen.findByText('Account email reverted to previous email.'),
    ).toBeInTheDocument();
    expect(recovers()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('a company user resets the password and goes to /login', async () => {
    const { router, container } = renderApp(
      '/email-verify?mode=resetPassword&oobCode=R&email=owner%40shop.test&isCompanyUser=true',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password-confirm'));
    await userEvent.type(await screen.findByLabelText('New password'), 'Newpass-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Newpass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Paswords don't match");
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Newpass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('link', { name: 'Sign in now' })).toHaveAttribute(
      'href',
      '/login',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 4_000,
    });
  });
});
