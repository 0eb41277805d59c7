import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PREREQUISITES,
  OWNER_ONLY_PAGE,
  WEBSITE_CONNECTION_TABS_LABEL,
} from '@stepup/domain';
import { aCompanyUser, renderApp } from '../../testing/render-app';
import type { FakeData } from '../../testing/render-app';

const facts = Object.fromEntries(CAMPAIGN_PREREQUISITES.map((key) => [key, false]));

/** A signed-in member of The Corner Bakery with `role`; other company endpoints answer 404. */
const member = (role: string, perksAvailable?: boolean): FakeData => ({
  user: aCompanyUser(),
  api: (method, path) =>
    method === 'GET' && path === '/api/company/setup'
      ? {
          status: 200,
          body: { companyName: 'The Corner Bakery', yourRole: role, facts, perksAvailable },
        }
      : undefined,
});

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Company' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

const everyItem = [
  '/dashboard',
  '/offers',
  '/new-voucher',
  '/redeem',
  '/ratings',
  '/perks',
  '/payments',
  '/api',
  '/basic-information',
  '/team',
  '/setup-help',
];

describe('the company menu follows the member’s role', () => {
  it('shows an owner every item', async () => {
    renderApp('/team', member('owner'));
    await waitFor(() => expect(menuLinks()).toEqual(everyItem));
  });

  it('has no Perks item while an admin has turned perks off', async () => {
    renderApp('/team', member('owner', false));
    await waitFor(() => expect(menuLinks()).toEqual(everyItem.filter((item) => item !== '/perks')));
    expect(
      within(screen.getByRole('navigation', { name: 'Company' })).queryByRole('link', {
        name: 'Perks',
      }),
    ).not.toBeInTheDocument();
  });

  it('hides the owner-only items from staff: they keep dashboard, custom offers, redeem, ratings, perks and team', async () => {
    renderApp('/team', member('staff'));
    await waitFor(() =>
      expect(menuLinks()).toEqual([
        '/dashboard',
        '/offers',
        '/redeem',
        '/ratings',
        '/perks',
        '/team',
        '/setup-help',
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'Company' });
    for (const label of [
      'Create New Campaign',
      'Payments',
      'Website Connection',
      'Basic Information',
    ]) {
      expect(within(nav).queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
  });

  it('shows a company user no owner-only item while their role is unknown', async () => {
    // The company summary never answers (404 here): the menu waits for it, the server still refuses.
    renderApp('/team', { user: aCompanyUser(), api: () => undefined });
    expect(await screen.findByText('Jo Bennett')).toBeInTheDocument();
    expect(menuLinks()).toEqual([
      '/dashboard',
      '/offers',
      '/redeem',
      '/ratings',
      '/perks',
      '/team',
      '/setup-help',
    ]);
  });

  it.each([
    ['/new-voucher', 'Create New Campaign'],
    ['/payments', 'Payments'],
    ['/api', 'Website Connection'],
    ['/basic-information', 'Basic Information'],
  ])(
    'tells staff who open %s by its address that only an owner can change it',
    async (path, title) => {
      renderApp(path, member('staff'));
      expect(await screen.findByText(OWNER_ONLY_PAGE('The Corner Bakery'))).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: /save|request|connect/i }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    },
  );

  it('shows an owner the page itself', async () => {
    renderApp('/api', {
      ...member('owner'),
      api: (method, path) =>
        path === '/api/company/setup'
          ? { status: 200, body: { companyName: 'The Corner Bakery', yourRole: 'owner', facts } }
          : undefined,
    });
    expect(
      await screen.findByRole('tablist', { name: WEBSITE_CONNECTION_TABS_LABEL }),
    ).toBeInTheDocument();
    expect(screen.queryByText(OWNER_ONLY_PAGE('The Corner Bakery'))).not.toBeInTheDocument();
  });
});
