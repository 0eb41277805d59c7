import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_REFUSED, ADMIN_AREA_REFUSED_TITLE } from '@stepup/domain';
import {
  aCompanyUser,
  adminAccessWith,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true, name: 'Alex Admin' });

/** A level that reads customers and writes payments, and nothing else. */
const support = adminAccessWith({ customers: 'read', payments: 'write' }, 'Support');
const supportApi = (asked: string[]) => (method: string, path: string) => {
  asked.push(path);
  if (path === '/api/admin/access') return support;
  if (path === '/api/admin/counters')
    return { status: 200, body: { newCompanies: 4, pendingCampaigns: 2 } };
  return undefined;
};

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('the admin frame follows the permission level', () => {
  it('lists only the dashboard and the areas the level reads, and asks for no counter it would hide', async () => {
    const asked: string[] = [];
    renderApp('/admin/customers', { user: admin, api: supportApi(asked) });
    await waitFor(() =>
      expect(menuLinks()).toEqual(['/admin/dashboard', '/admin/customers', '/admin/payments']),
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const hidden of ['Companies', 'Campaigns', 'Admins', 'Permission levels', 'Perks']) {
      expect(within(nav).queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
    // Neither companies nor campaigns is readable: the menu never asks for their counters.
    expect(asked).not.toContain('/api/admin/counters');
  });

  it('shows the counter of a readable area only', async () => {
    const asked: string[] = [];
    renderApp('/admin/dashboard', {
      user: admin,
      api: (method, path) =>
        path === '/api/admin/access'
          ? adminAccessWith({ companies: 'read' })
          : supportApi(asked)(method, path),
    });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const companies = await within(nav).findByRole('link', { name: /^Companies/ });
    await waitFor(() => expect(companies).toHaveTextContent('Companies: 4 new'));
    expect(within(nav).queryByRole('link', { name: /Campaigns/ })).not.toBeInTheDocument();
    expect(nav).not.toHaveTextContent('pending');
  });

  it('answers an area the level does not read with a 403 page that leads back to the dashboard', async () => {
    const { container } = renderApp('/admin/companies', { user: admin, api: supportApi([]) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      ADMIN_AREA_REFUSED_TITLE,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ADMIN_AREA_REFUSED);
    expect(screen.getByRole('link', { name: 'Go to the admin dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens an area the level reads', async () => {
    renderApp('/admin/notifications', {
      user: admin,
      api: (_method, path) =>
        path === '/api/admin/access' ? adminAccessWith({ notifications: 'read' }) : undefined,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Notifications');
    expect(screen.queryByText(ADMIN_AREA_REFUSED)).not.toBeInTheDocument();
  });

  it('sends a visitor on an admin page to the sign-in page', async () => {
    const { router } = renderApp('/admin/customers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
