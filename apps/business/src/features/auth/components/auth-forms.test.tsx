import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderApp } from '../../../testing/render-app';

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

  it("shows the spec's messages, then says sign-in is not here yet", async () => {
    renderApp('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Missing email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Missing password');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email address is not formatted correctly',
    );

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.co.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('status')).toHaveTextContent('You have not been signed in.');
  });
});

describe('business sign up', () => {
  it('labels name, email and password and checks them in order', async () => {
    const { container } = renderApp('/signup');
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
    expect(await axeViolations(container)).toEqual([]);
  });
});
