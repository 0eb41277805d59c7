import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@stepup/contracts';
import type { SiteSettings } from '@stepup/contracts';
import {
  AppProviders,
  Brand,
  ComingSoon,
  MenuButton,
  NotFound,
  RouteErrorBoundary,
  useBranding,
} from './index';
import { memoryRouter } from './testing/memory-router';

const site: SiteSettings = {
  siteName: 'StepUp Vouchers',
  tabInfo: 'StepUp',
  logoUrl: '/uploads/logo.png',
  faviconUrl: '/uploads/favicon.png',
  giftingFeePence: 150,
  contactEmail: 'hello@stepup.test',
  postalAddress: ['1 High Street'],
  webUrl: 'https://www.stepup.test',
  businessUrl: 'https://business.stepup.test',
  payments: { provider: 'sandbox' },
  phoneWallets: { apple: false, google: false },
};

function renderRoutes(routes: RouteObject[], path = '/') {
  const fetch = vi.fn(async () => new Response(JSON.stringify(site), { status: 200 }));
  const { element } = memoryRouter(routes, path);
  return render(<AppProviders apiClient={createApiClient({ fetch })}>{element}</AppProviders>);
}

describe('app frame', () => {
  it("shows the not-found text of docs/product.md and a Go Home link to the site's home", () => {
    renderRoutes([{ path: '*', element: <NotFound home="/" className="ui-container" /> }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Sorry but we couldnt find this page. It doesn't exist!",
    );
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('a page that throws shows a calm message with the home link, and the next page shows again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const home = { to: '/start', label: 'Go to the start' };
    function Broken(): never {
      throw new Error('boom');
    }
    renderRoutes(
      [
        {
          element: <RouteErrorBoundary home={home} standalone />,
          children: [
            { path: '/', element: <Broken /> },
            { path: '/start', element: <p>Start page</p> },
          ],
        },
      ],
      '/',
    );
    expect(screen.getByRole('main')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the start' }));
    expect(await screen.findByText('Start page')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('brands with the loaded logo, name and tagline; keeps tab title and favicon in step', async () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" />';
    function Frame() {
      const loaded = useBranding(' | Business');
      return (
        <>
          <Brand site={loaded} to="/dashboard" tagline="Business" size={36} />
          <ComingSoon icon={<span>icon</span>}>This screen is coming soon.</ComingSoon>
        </>
      );
    }
    renderRoutes([{ path: '/', element: <Frame /> }]);
    expect(await screen.findByText('StepUp Vouchers')).toHaveClass('brand__name');
    expect(screen.getByRole('link', { name: /StepUp Vouchers/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(document.querySelector('.brand__logo')).toHaveAttribute('src', '/uploads/logo.png');
    expect(document.title).toBe('StepUp | Business');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/uploads/favicon.png',
    );
    expect(screen.getByText('This screen is coming soon.')).toHaveClass('coming-soon__text');
  });

  it('menu buttons say whether their panel is open', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<MenuButton open={false} controls="nav" onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'nav');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(<MenuButton open controls="nav" onToggle={onToggle} />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
