import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCompanyUser, axeViolations, renderApp } from '../../testing/render-app';

const admin2fa = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true });

const company = [
  ['Dashboard', '/dashboard'],
  ['Custom offers', '/offers'],
  ['Create New Campaign', '/new-voucher'],
  ['Redeem', '/redeem'],
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
  it('lists every company and admin menu entry with its address', async () => {
    const { container } = renderApp('/dashboard');
    expect(links(screen.getByRole('navigation', { name: 'Company' }))).toEqual(company);
    expect(links(screen.getByRole('navigation', { name: 'Admin' }))).toEqual(admin);
    expect(await screen.findByText('StepUp Vouchers')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  // Screens already built have their own tests (features/*/components/*.test.tsx).
  const built = [
    '/dashboard',
    '/offers',
    '/new-voucher',
    '/redeem',
    '/payments',
    '/api',
    '/basic-information',
    '/setup-help',
    '/perks',
    '/team',
    '/admin/dashboard',
    '/admin/companies',
    '/admin/customers',
    '/admin/campaigns',
    '/admin/payments',
    '/admin/admin-actions',
  ];
  const placeholders = [...company, ...admin].filter(([, path]) => !built.includes(path!));
  it.each(placeholders)('%s (%s) opens its placeholder page', async (label, path) => {
    // The admin area is for admins with two-step sign-in on.
    renderApp(path!, path!.startsWith('/admin') ? { user: admin2fa } : {});
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(label!);
    expect(screen.getByText('This screen is coming soon.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', {
      name: path!.startsWith('/admin') ? 'Admin' : 'Company',
    });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles the sidebar with the menu button', async () => {
    renderApp('/dashboard');
    const button = screen.getByRole('button', { name: 'Menu' });
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

  it('sends / to the dashboard', () => {
    const { router } = renderApp('/');
    expect(router.state.location.pathname).toBe('/dashboard');
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
