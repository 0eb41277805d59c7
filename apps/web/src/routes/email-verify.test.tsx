import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, apiError, fakeApi } from '../testing/fake-api';
import type { FakeAnswer } from '../testing/fake-api';
import { axeViolations, renderApp } from '../testing/render-app';

const verifyLink = '/email-verify?mode=verifyEmail&oobCode=TOKEN1';

describe('account email action page', () => {
  it('signs out first, verifies the email and offers Login to /', async () => {
    const { client, fetch } = fakeApi({ user: aUser() });
    const { container } = renderApp(verifyLink, client);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Email verified successfully.',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
    const paths = fetch.mock.calls.map(([url]) => String(url));
    const signOut = paths.indexOf('/api/account/sign-out');
    const verify = paths.indexOf('/api/account/verify-email');
    expect(signOut).toBeGreaterThan(-1);
    expect(verify).toBeGreaterThan(signOut);
    expect(JSON.parse(String(fetch.mock.calls[verify]?.[1]?.body))).toEqual({ token: 'TOKEN1' });
    expect(fetch.mock.calls.filter(([url]) => url === '/api/account/verify-email')).toHaveLength(1);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells an already used link as a success notice', async () => {
    const { client } = fakeApi({
      account: { 'verify-email': () => apiError(400, 'bad_request', 'auth/invalid-action-code') },
    });
    renderApp(verifyLink, client);
    const notice = await screen.findByText('Email verification link has already been verified.');
    expect(notice.closest('[role="status"]')).toHaveClass('ui-alert--success');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other error as its raw code in a danger alert', async () => {
    const { client } = fakeApi({
      account: { 'verify-email': () => apiError(400, 'bad_request', 'auth/expired-action-code') },
    });
    const { container } = renderApp(verifyLink, client);
    expect(await screen.findByRole('alert')).toHaveTextContent('auth/expired-action-code');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends a reset link on to the reset form with its email and code', async () => {
    const { client, fetch } = fakeApi();
    const { router } = renderApp(
      '/email-verify?mode=resetPassword&oobCode=RESET1&email=ada%40example.test',
      client,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password-confirm'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      email: 'ada@example.test',
      actionCode: 'RESET1',
      isCompanyUser: 'false',
    });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('verify-email'))).toBe(false);
  });

  it('asks before putting the old email back: nothing is called until the click', async () => {
    const { client, fetch } = fakeApi({
      user: aUser(),
      account: {
        'recover-email': () => ({
          status: 200,
          body: { message: 'Account email reverted to previous email.' },
        }),
      },
    });
    const { container } = renderApp('/email-verify?mode=recoverEmail&oobCode=R1', client);
    const button = await screen.findByRole('button', { name: 'Put my previous email back' });
    expect(screen.getByText(/Someone changed your account's email address/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    // Opening the link (as a mail scanner would) neither undoes the change nor signs anyone out.
    const called = () => fetch.mock.calls.map(([url]) => String(url));
    expect(called()).not.toContain('/api/account/recover-email');
    expect(called()).not.toContain('/api/account/sign-out');

    await userEvent.click(button);
    expect(
      await screen.findByText('Account email reverted to previous email.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have been signed out everywhere/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
    const calls = fetch.mock.calls.filter(([url]) => String(url) === '/api/account/recover-email');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String((calls[0]![1] as RequestInit).body))).toEqual({ token: 'R1' });
    expect(called().indexOf('/api/account/sign-out')).toBeLessThan(
      called().indexOf('/api/account/recover-email'),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks before removing a second factor, and shows a spent link as its code', async () => {
    let answer: FakeAnswer = {
      status: 200,
      body: { message: 'Two factor authentication reverted.' },
    };
    const { client, fetch } = fakeApi({ account: { 'revert-two-factor': () => answer } });
    const reverts = () =>
      fetch.mock.calls.filter(([url]) => String(url) === '/api/account/revert-two-factor');
    const first = renderApp('/email-verify?mode=revertSecondFactorAddition&oobCode=T1', client);
    const button = await screen.findByRole('button', { name: 'Remove two-step sign-in' });
    expect(screen.getByText(/Someone turned on two-step sign-in/)).toBeInTheDocument();
    expect(reverts()).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText('Two factor authentication reverted.')).toBeInTheDocument();
    expect(reverts()).toHaveLength(1);
    first.unmount();

    answer = apiError(400, 'bad_request', 'auth/invalid-action-code');
    renderApp('/email-verify?mode=revertSecondFactorAddition&oobCode=T2', client);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove two-step sign-in' }));
    const alert = await screen.findByText('auth/invalid-action-code');
    expect(alert.closest('[role="alert"]')).toHaveClass('ui-alert--danger');
  });

  it('the second verify page reads lang, signs in with the link, then shows /email-verify-success', async () => {
    let verified = false;
    const { client, fetch } = fakeApi({
      user: aUser(),
      account: {
        'verify-email': () => {
          verified = true;
          return { status: 200, body: { message: 'Email verified successfully.', signedIn: true } };
        },
        // The server's session once the link's answer set its cookie.
        session: () => ({
          status: 200,
          body: { user: verified ? aUser({ email: 'new@example.test' }) : null },
        }),
      },
    });
    const { router } = renderApp(
      '/email-verify-update?mode=verifyEmail&oobCode=T2&type=updatedEmail&lang=en-GB',
      client,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verify-success'));
    expect(router.state.location.search).toBe('?lang=en-GB');
    const call = fetch.mock.calls.find(([url]) => url === '/api/account/verify-email');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'T2', signIn: true });
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
    // Signed in: the header knows it, and no Sign in button is offered.
    expect(await screen.findByRole('link', { name: 'My Vouchers & Account' })).toHaveAttribute(
      'href',
      '/for-me',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('the second verify page verifies, then shows /email-verify-success', async () => {
    const { client } = fakeApi();
    const { router } = renderApp(
      '/email-verify-update?mode=verifyEmail&oobCode=T2&type=updatedEmail',
      client,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verify-success'));
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
  });
});
