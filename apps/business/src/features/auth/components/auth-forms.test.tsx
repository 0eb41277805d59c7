import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOT_CHECK_REQUIRED, EMAIL_IN_USE, PASSWORD_RULE, SIGN_UP_SUCCESS } from '@stepup/domain';
import { apiError, axeViolations, renderApp } from '../../../testing/render-app';

describe('business sign in', () => {
  it('labels its inputs and shows or hides the password', async () => {
    const { container } = renderApp('/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Business Sign In');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(account).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks the fields with the messages of docs/product.md before calling the API', async () => {
    const { fetch } = renderApp('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Missing email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Missing password');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email address is not formatted correctly',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('sign-in'))).toBe(false);
  });

  it("answers a customer's account with 'Wrong user data'", async () => {
    const { container } = renderApp('/login', {
      account: { 'sign-in': () => apiError(403, 'forbidden', 'Wrong user data') },
    });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong user data');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signs a company user in, opens the dashboard and shows their name and Sign Out', async () => {
    const { router } = renderApp('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'company@demo.stepup.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-Company-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const name = await screen.findByText('Jo Bennett');
    const account = name.closest('nav');
    expect(account).toHaveAccessibleName('Account');
    await userEvent.click(within(account!).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('business sign up', () => {
  async function solveBotCheck() {
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    const widget = document.querySelector('altcha-widget')!;
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'cGF5bG9hZA==' } }),
    );
  }

  it('checks the fields in the order of docs/product.md, then the trading name, before calling the API', async () => {
    const { container, fetch } = renderApp('/signup');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Business Account');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Missing name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Missing email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Missing password');
    expect(screen.getByLabelText('Company (trading) name')).toHaveAccessibleDescription(
      /Invalid trading name/,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@shop.co.uk');
    await userEvent.type(screen.getByLabelText('Password'), 'weak');
    await userEvent.type(screen.getByLabelText('Company (trading) name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(screen.getByLabelText('Company (trading) name')).toHaveAccessibleDescription(
      /Invalid trading name/,
    );
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Company (trading) name'), 'Ada Bakes');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(BOT_CHECK_REQUIRED)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('sign-up'))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('creates the company account with its trading name and thanks', async () => {
    const { fetch, container } = renderApp('/signup', {
      account: { 'sign-up': () => ({ status: 201, body: { message: SIGN_UP_SUCCESS } }) },
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@shop.co.uk');
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Company (trading) name'), ' Ada Bakes ');
    await solveBotCheck();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SIGN_UP_SUCCESS);
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/account/sign-up'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ada',
      email: 'ada@shop.co.uk',
      password: 'Str0ng!pass',
      companyName: 'Ada Bakes',
      botCheck: 'cGF5bG9hZA==',
    });
    expect(screen.getByLabelText('Company (trading) name')).toHaveValue('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's trading-name and email-in-use answers", async () => {
    let calls = 0;
    renderApp('/signup', {
      account: {
        'sign-up': () =>
          ++calls === 1
            ? {
                status: 422,
                body: {
                  error: {
                    code: 'validation',
                    message: 'Invalid trading name',
                    fields: { companyName: 'Invalid trading name' },
                  },
                },
              }
            : apiError(409, 'conflict', EMAIL_IN_USE),
      },
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@shop.co.uk');
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText('Company (trading) name'), 'X');
    await solveBotCheck();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Company (trading) name')).toHaveAccessibleDescription(
        /Invalid trading name/,
      ),
    );
    await solveBotCheck();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByText(EMAIL_IN_USE)).closest('[role="alert"]')).not.toBeNull();
  });
});
