import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, fakeApi } from '../testing/fake-api';
import { axeViolations, renderApp } from '../testing/render-app';

describe('My Vouchers & Account', () => {
  it('sends a signed-out visitor to /login after about 500 ms', async () => {
    const { client } = fakeApi();
    const { router } = renderApp('/for-me', client);
    expect(await screen.findByText(/Please sign in/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/for-me');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 2_000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer Sign In' }),
    ).toBeInTheDocument();
  });

  it("shows the customer's name and email and logs out", async () => {
    const { client } = fakeApi({
      user: aUser({ name: 'Ada Lovelace', email: 'ada@example.test' }),
    });
    const { container, router } = renderApp('/for-me', client);
    const sidebar = await screen.findByRole('complementary', { name: 'Your account' });
    expect(within(sidebar).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(sidebar).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Voucher Wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
