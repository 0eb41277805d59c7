import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  it("checks the fields with the spec's messages before calling the API", async () => {
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
  it('labels name, email and password, checks them in order and calls no API', async () => {
    const { container, fetch } = renderApp('/signup');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Business Account');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Missing name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Missing email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Missing password');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@shop.co.uk');
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('status')).toHaveTextContent('No account has been created.');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('sign-up'))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });
});
