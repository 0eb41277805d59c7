import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../testing/fake-api';
import { axeViolations, preloadScreens, renderApp } from '../testing/render-app';

const link =
  '/reset-password-confirm?email=ada%40example.test&actionCode=CODE1&isCompanyUser=false';
const newPassword = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('reset password (confirm)', () => {
  // The screen loads on demand (lazyPage): its code first, as the other tests expect it at once.
  beforeAll(() => preloadScreens('/reset-password-confirm', '/login'));

  it('checks with the words of docs/product.md (sic) before calling the API', async () => {
    const { client, fetch } = fakeApi();
    const { container } = renderApp(link, client);
    expect(screen.getByText('ada@example.test')).toBeInTheDocument();
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing data');
    await userEvent.type(newPassword(), 'abcdef');
    await userEvent.type(confirm(), 'abcdeg');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent("Paswords don't match");
    await userEvent.clear(newPassword());
    await userEvent.clear(confirm());
    await userEvent.type(newPassword(), 'abcde');
    await userEvent.type(confirm(), 'abcde');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'New paswords must be at least 6 characters long',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('reset-password'))).toBe(false);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opened without an action code, shows the invalid-link notice, not the form', async () => {
    const { client } = fakeApi();
    const { container } = renderApp('/reset-password-confirm?email=ada%40example.test', client);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is incomplete or not valid. Please open it again from your email.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's message when the reset fails", async () => {
    const { client } = fakeApi({
      account: {
        'reset-password': () => apiError(400, 'bad_request', 'Failed to change password'),
      },
    });
    renderApp(link, client);
    await userEvent.type(newPassword(), 'Newpass-1');
    await userEvent.type(confirm(), 'Newpass-1');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change password');
  });

  it('changes the password with the action code, then a customer goes to /login', async () => {
    const { client, fetch } = fakeApi();
    const { router } = renderApp(link, client);
    await userEvent.type(newPassword(), 'Newpass-1');
    await userEvent.type(confirm(), 'Newpass-1');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/reset-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: 'CODE1',
      password: 'Newpass-1',
      confirmPassword: 'Newpass-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 4_000,
    });
  });

  it("sends a company user to the business site's sign-in", async () => {
    const { client } = fakeApi();
    renderApp(link.replace('isCompanyUser=false', 'isCompanyUser=true'), client);
    await userEvent.type(newPassword(), 'Newpass-1');
    await userEvent.type(confirm(), 'Newpass-1');
    await save();
    expect(await screen.findByRole('link', { name: 'Sign in now' })).toHaveAttribute(
      'href',
      'https://business.stepup.test/login',
    );
  });
});
