import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PREREQUISITES } from '@stepup/domain';
import { aCompanyUser, axeViolations, renderApp } from '../../testing/render-app';
import type { FakeData } from '../../testing/render-app';

const admin2fa = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true });

/** The company summary of an owner, so every company menu item shows. */
const ownerSetup: FakeData['api'] = (method, path) =>
  method === 'GET' && path === '/api/company/setup'
    ? {
        status: 200,
        body: {
          companyName: 'The Corner Bakery',
          yourRole: 'owner',
          facts: Object.fromEntries(CAMPAIGN_PREREQUISITES.map((key) => [key, false])),
        },
      }
    : undefined;

const company = [
  ['Dashboard', '/dashboard'],
  ['Custom offers', '/offers'],
  ['Create New Campaign', '/new-voucher'],
  ['Redeem', '/redeem'],
  ['Ratings', '/ratings'],
  ['Perks', '/perks'],
  ['Payments', '/payments'],
  ['Website Connection', '/api'],
  ['Basic Information', '/basic-information'],
  ['Team', '/team'],
  ['Setup Help', '/setup-help'],
];
const admin = [
  ['Dashboard', '/admin/dashboard'],
  ['Companies', '/admin/companies'],
  ['Customers', '/admin/customers'],
  ['Campaigns', '/admin/campaigns'],
  ['Ratings', '/admin/ratings'],
  ['Payments', '/admin/payments'],
  ['Admins', '/admin/admins'],
  ['Permission levels', '/admin/roles'],
  ['Notifications', '/admin/notifications'],
  ['Content Management', '/admin/content-management'],
  ['Gifting', '/admin/gifting'],
  ['Interaction log', '/admin/admin-actions'],
  ['Perks', '/admin/perks'],
];

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('business shell', () => {
  it('shows an admin the admin menu, each entry with its address, and no company menu', async () => {
    const { container } = renderApp('/admin/roles', { user: admin2fa });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    // The areas follow once the admin's permission level is known (every area, here).
    await waitFor(() => expect(links(nav)).toEqual(admin));
    expect(screen.queryByRole('navigation', { name: 'Company' })).not.toBeInTheDocument();
    expect(await screen.findByText('StepUp Vouchers')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a company owner the company menu, each entry with its address, and no admin menu', async () => {
    renderApp('/setup-help', { user: aCompanyUser(), api: ownerSetup });
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    await waitFor(() => expect(links(nav)).toEqual(company));
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('toggles the sidebar with the menu button', async () => {
    renderApp('/setup-help', { user: aCompanyUser(), api: ownerSetup });
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const sidebar = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(sidebar).toHaveAttribute('data-open', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-open', 'true');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', {
        name: 'Perks',
      }),
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Perks');
  });

  it.each([
    ['a company user', aCompanyUser(), '/dashboard'],
    ['an admin', admin2fa, '/admin/dashboard'],
    ['a signed-out visitor', null, '/login'],
  ])('sends %s from / to their home (%s)', async (_who, user, home) => {
    const { router } = renderApp('/', { user });
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });

  it('shows the not-found page for unknown addresses', async () => {
    const { container } = renderApp('/nothing-here');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Sorry but we couldnt find this page. It doesn't exist!",
    );
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/dashboard');
    expect(await axeViolations(container)).toEqual([]);
  });
});
