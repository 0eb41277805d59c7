import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECK_FAILED } from '@stepup/domain';
import { apiError, fakeApi } from '../testing/fake-api';
import { axeViolations, preloadScreens, renderApp } from '../testing/render-app';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

async function signInWith(address: string, secret: string) {
  await userEvent.type(email(), address);
  await userEvent.type(password(), secret);
  await submit();
}

describe('customer sign in', () => {
  // The screen loads on demand (lazyPage): its code first, as the other tests expect it at once.
  beforeAll(() => preloadScreens('/login'));

  it('has its fields, the password toggle, Remember me and its links', async () => {
    const { client } = fakeApi();
    const { container } = renderApp('/login', client);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer Sign In');
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Lost your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(await within(main).findByRole('link', { name: 'Business sign in' })).toHaveAttribute(
      'href',
      'https://business.stepup.test/login',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks the fields first with the messages of docs/product.md, without calling the API', async () => {
    const { client, fetch } = fakeApi();
    renderApp('/login', client);
    await submit();
    expect(email()).toHaveAccessibleDescription('Missing email');
    expect(password()).toHaveAccessibleDescription('Missing password');
    await waitFor(() => expect(email()).toHaveFocus());

    await signInWith('ada@example', 'secret');
    expect(email()).toHaveAccessibleDescription('Email address is not formatted correctly');
    expect(password()).not.toHaveAccessibleDescription();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('sign-in'))).toBe(false);
  });

  it('shows the verify-your-email answer in green, as information', async () => {
    const { client } = fakeApi({
      account: {
        'sign-in': () =>
          apiError(
            403,
            'email_not_verified',
            'To access your account please click the verification link in the email sent to you.',
          ),
      },
    });
    renderApp('/login', client);
    await signInWith('ada@example.test', 'Secret-1');
    const status = await screen.findByText(
      'To access your account please click the verification link in the email sent to you.',
    );
    expect(status.closest('[role="status"]')).toHaveClass('ui-alert--success');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [401, 'unauthenticated', 'Login credentials are incorrect'],
    [403, 'forbidden', 'Wrong user data'],
  ])('shows the %s answer "%s" in a danger alert', async (status, code, message) => {
    const { client } = fakeApi({ account: { 'sign-in': () => apiError(status, code, message) } });
    const { container } = renderApp('/login', client);
    await signInWith('company@demo.stepup.test', 'Demo-Company-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for the bot check when the account has had many failed sign-ins, and sends it', async () => {
    let attempts = 0;
    const { client, fetch } = fakeApi({
      account: {
        'sign-in': (body) =>
          body.botCheck
            ? { status: 200, body: { user: null, twoFactorRequired: false } }
            : (attempts++, apiError(403, 'bot_check_required', BOT_CHECK_FAILED)),
      },
    });
    const { container } = renderApp('/login', client);
    expect(screen.queryByRole('group', { name: 'Bot check' })).not.toBeInTheDocument();
    await signInWith('ada@example.test', 'Secret-1');
    expect(await screen.findByText(BOT_CHECK_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(screen.getByRole('group', { name: 'Bot check' })).toContainElement(
      document.querySelector('altcha-widget'),
    );
    expect(await axeViolations(container)).toEqual([]);
    // jsdom cannot run the proof of work: the widget's own event is stubbed, nothing else.
    act(() => {
      fireEvent(
        document.querySelector('altcha-widget')!,
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'cGF5bG9hZA==' } }),
      );
    });
    await submit();
    await waitFor(() => {
      const calls = fetch.mock.calls.filter(([url]) => String(url).endsWith('/account/sign-in'));
      expect(calls).toHaveLength(2);
      expect(JSON.parse(String(calls[1]?.[1]?.body))).toMatchObject({ botCheck: 'cGF5bG9hZA==' });
    });
    expect(attempts).toBe(1);
  });

  it('signs in with Remember me, goes home, and the header changes', async () => {
    const { client, fetch } = fakeApi();
    const { router } = renderApp('/login', client);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signInWith(' ada@example.test ', 'Secret-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const signIn = fetch.mock.calls.find(([url]) => String(url).endsWith('/account/sign-in'));
    expect(JSON.parse(String(signIn?.[1]?.body))).toEqual({
      email: 'ada@example.test',
      password: 'Secret-1',
      rememberMe: true,
    });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Vouchers & Account' })).toHaveAttribute(
      'href',
      '/for-me',
    );
  });
});
