import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, fakeApi } from '../../testing/fake-api';
import { siteSettings } from '../../testing/fixtures';
import { axeViolations, renderApp } from '../../testing/render-app';

// The business site's origin as the server reports it in /api/site (see testing/fixtures.ts).
const businessOrigin = 'https://business.stepup.test';

function header() {
  return screen.getByRole('banner');
}

describe('customer site header', () => {
  it('shows the signed-out links with their targets', async () => {
    const { client } = fakeApi();
    renderApp('/about-us', client);
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['My Vouchers & Account', '/signup'],
      ['Our Stories', '/our-stories'],
      ["I'm a Business", '/business'],
      ['Sign In', '/login'],
      ['Sign Up', '/signup'],
    ]);
    expect(await within(header()).findByText('StepUp Vouchers')).toBeInTheDocument();
    expect(within(header()).getByText('Vouchers & Gifting')).toBeInTheDocument();
    expect(
      within(header()).getByRole('searchbox', { name: 'Search vouchers' }),
    ).toBeInTheDocument();
  });

  it('shows My Vouchers & Account to /for-me and Sign Out when signed in', async () => {
    const { client } = fakeApi({ user: aUser() });
    const { container, router } = renderApp('/about-us', client);
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    const signOut = await within(nav).findByRole('button', { name: 'Sign Out' });
    expect(within(nav).getByRole('link', { name: 'My Vouchers & Account' })).toHaveAttribute(
      'href',
      '/for-me',
    );
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(signOut);
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(nav).getByRole('link', { name: 'My Vouchers & Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("turns I'm a Business into Create Business Account on /business", async () => {
    const { client } = fakeApi();
    renderApp('/business', client);
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: "I'm a Business" })).not.toBeInTheDocument();
    expect(
      await within(nav).findByRole('link', { name: 'Create Business Account' }),
    ).toHaveAttribute('href', `${businessOrigin}/signup`);
  });

  it('sets the tab title from the branding', async () => {
    const { client } = fakeApi({ site: siteSettings({ tabInfo: 'Treats for less' }) });
    renderApp('/cookies', client);
    await waitFor(() => expect(document.title).toBe('Treats for less'));
  });

  it('uses the uploaded logo when there is one', async () => {
    const { client } = fakeApi({ site: siteSettings({ logoUrl: '/files/site/logo.png' }) });
    const { container } = renderApp('/cookies', client);
    await waitFor(() =>
      expect(container.querySelector('.brand__logo')).toHaveAttribute(
        'src',
        '/files/site/logo.png',
      ),
    );
    expect(within(header()).getByRole('link', { name: /StepUp Vouchers/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('toggles the mobile menu with aria-expanded', async () => {
    const { client } = fakeApi();
    renderApp('/cookies', client);
    const button = within(header()).getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('data-open', 'true');
    await userEvent.click(within(header()).getByRole('link', { name: 'Our Stories' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Stories' }),
    ).toBeInTheDocument();
  });
});

describe('customer site footer', () => {
  it('has the Customers, Businesses and Contact columns with their links', async () => {
    const { client } = fakeApi();
    renderApp('/cookies', client);
    const footer = screen.getByRole('contentinfo');
    // Links to the business site and the contact facts come with /api/site.
    expect(await within(footer).findByText('London')).toBeInTheDocument();
    const column = (name: string) =>
      within(footer)
        .getByRole(name === 'Contact' ? 'region' : 'navigation', { name })
        .querySelectorAll('a');
    const hrefs = (name: string) =>
      [...column(name)].map((a) => [a.textContent, a.getAttribute('href')]);

    expect(hrefs('Customers')).toEqual([
      ['Sign Up', '/signup'],
      ['Sign In', '/login'],
      // The footer pages, by slug 'terms' and 'privacy' (docs/product.md#content-and-marketing-pages).
      ['T&Cs', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['FAQs', '/about-us#faqs'],
    ]);
    expect(hrefs('Businesses')).toEqual([
      ['Why Join', '/business'],
      ['Sign Up', `${businessOrigin}/signup`],
      ['Sign In', `${businessOrigin}/login`],
      ['T&Cs', '/business-t-and-c'],
      ['Privacy', '/business-privacy-policy'],
      ['FAQs', '/business#faqs'],
    ]);
    const contact = hrefs('Contact');
    expect(contact[0]).toEqual(['About Us', '/about-us']);
    expect(contact[1]).toEqual(['hello@stepup.test', 'mailto:hello@stepup.test']);

    expect(within(footer).getByText('Payments powered by Stripe')).toBeInTheDocument();
    expect(within(footer).getByText('Visa')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Cookies' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    const year = new Date().getFullYear();
    expect(
      await within(footer).findByText(`© ${year} StepUp Vouchers. All rights reserved.`),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', {
        name: 'StepUp Vouchers on Instagram (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.instagram.com/');
    // App store links, the review-widget link and card logos (docs/product.md#header-and-footer).
    const apps = within(footer).getByRole('list', { name: 'Get the app' });
    expect(
      within(apps).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    expect(
      within(apps).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/play\.google\.com\//));
    expect(within(footer).getByRole('link', { name: /Review us on Trustpilot/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const cards = within(footer).getByRole('list', { name: 'Cards we accept' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Visa', 'Mastercard', 'Amex', 'Apple Pay', 'Google Pay']);
  });

  it('has no axe violations on a page with header and footer', async () => {
    const { client } = fakeApi();
    const { container } = renderApp('/about-us', client);
    await screen.findByText('StepUp Vouchers', { selector: '.brand__name' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('pages without header or footer', () => {
  it.each(['/reset-password-confirm', '/email-verify', '/email-verify-update'])(
    '%s has no header or footer',
    async (path) => {
      const { client } = fakeApi();
      renderApp(path, client);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );
});
