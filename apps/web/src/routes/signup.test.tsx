import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../testing/fake-api';
import { axeViolations, preloadScreens, renderApp } from '../testing/render-app';
import { BOT_CHECK_REQUIRED } from '@stepup/domain';

const PASSWORD_RULE =
  'Passwords need to be at least 8 characters, and include an uppercase letter, a lowercase letter, a number and a symbol.';
const THANK_YOU =
  'Thank you for signing up. To access your account please click the verification link in the email sent to you. You may need to check your junk folder.';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

/** jsdom cannot run the proof of work: the widget's own event is stubbed, nothing else. */
async function passBotCheck(payload = 'eyJjaGFsbGVuZ2UiOnt9fQ==') {
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  const widget = document.querySelector('altcha-widget')!;
  act(() => {
    fireEvent(widget, new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

async function fillIn(name: string, email: string, password: string) {
  await userEvent.clear(field('Name'));
  await userEvent.clear(field('Email'));
  await userEvent.clear(field('Password'));
  if (name) await userEvent.type(field('Name'), name);
  if (email) await userEvent.type(field('Email'), email);
  if (password) await userEvent.type(field('Password'), password);
}

describe('customer sign up', () => {
  // The screen loads on demand (lazyPage): its code first, as the other tests expect it at once.
  beforeAll(() => preloadScreens('/signup'));

  it('prefills the email, labels everything and links to sign in and business sign up', async () => {
    const { client } = fakeApi();
    const { container } = renderApp('/signup?email=guest%40example.test', client);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer Sign Up');
    expect(field('Email')).toHaveValue('guest@example.test');
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(screen.getByRole('group', { name: 'Bot check' })).toContainElement(
      document.querySelector('altcha-widget'),
    );
    expect(document.querySelector('altcha-widget')).toHaveProperty(
      'challenge',
      '/api/account/bot-check',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(
      await within(main).findByRole('link', { name: 'Create a business account' }),
    ).toHaveAttribute('href', 'https://business.stepup.test/signup');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reports the messages of docs/product.md in its order: email, name, password, then the rule', async () => {
    const { client, fetch } = fakeApi();
    renderApp('/signup', client);
    await submit();
    expect(field('Email')).toHaveAccessibleDescription('Missing email');
    expect(field('Name')).toHaveAccessibleDescription('Missing name');
    expect(field('Password')).toHaveAccessibleDescription('Missing password');

    await fillIn('', 'ada@example.test', '');
    await submit();
    expect(field('Email')).not.toHaveAccessibleDescription();
    expect(field('Name')).toHaveAccessibleDescription('Missing name');

    await fillIn('Ada', 'ada@example.test', 'weakpass');
    await submit();
    expect(field('Password')).toHaveAccessibleDescription(PASSWORD_RULE);

    await fillIn('Ada', 'ada@example.test', 'Str0ng!pass');
    await submit();
    expect(screen.getByText(BOT_CHECK_REQUIRED)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('sign-up'))).toBe(false);
  });

  it("shows the server's answer, such as the email already in use", async () => {
    const { client } = fakeApi({
      account: {
        'sign-up': () =>
          apiError(409, 'conflict', 'The email address is already in use by another account.'),
      },
    });
    renderApp('/signup', client);
    await fillIn('Ada', 'ada@example.test', 'Str0ng!pass');
    await passBotCheck();
    await submit();
    const message = await screen.findByText(
      'The email address is already in use by another account.',
    );
    expect(message.closest('[role="alert"]')).toHaveClass('ui-alert--danger');
    // A solution is good for one attempt: a fresh bot check is needed to try again.
    await submit();
    expect(screen.getByText(BOT_CHECK_REQUIRED)).toBeInTheDocument();
  });

  it("says 'Sign up failed, please try again' when the server fails", async () => {
    const { client } = fakeApi({
      account: { 'sign-up': () => apiError(500, 'internal', 'Internal Server Error') },
    });
    renderApp('/signup', client);
    await fillIn('Ada', 'ada@example.test', 'Str0ng!pass');
    await passBotCheck();
    await submit();
    const message = await screen.findByText('Sign up failed, please try again');
    expect(message.closest('[role="alert"]')).toHaveClass('ui-alert--danger');
  });

  it('creates the account with the bot check payload, thanks, clears and stays signed out', async () => {
    const { client, fetch } = fakeApi();
    const { container } = renderApp('/signup', client);
    await fillIn('Ada Lovelace', 'ada@example.test', 'Str0ng!pass');
    await passBotCheck('cGF5bG9hZA==');
    await submit();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(THANK_YOU);
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/account/sign-up'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      password: 'Str0ng!pass',
      botCheck: 'cGF5bG9hZA==',
    });
    expect(field('Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Password')).toHaveValue('');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Sign In' })).toBeVisible());
    expect(await axeViolations(container)).toEqual([]);
  });
});
