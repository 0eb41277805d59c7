import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createApiClient } from '@stepup/contracts';
import type { SiteSettings } from '@stepup/contracts';
import { AppProviders } from '@stepup/ui';
import { routes } from '../app/router';

const site: SiteSettings = {
  siteName: 'StepUp Vouchers',
  tabInfo: 'StepUp Vouchers',
  logoUrl: null,
  faviconUrl: null,
  giftingFeePence: 150,
  contactEmail: null,
  postalAddress: [],
  webUrl: 'https://www.stepup.test',
  businessUrl: 'https://business.stepup.test',
};

/** An API client whose fetch answers /api/site like the server; other paths 404. */
export function fakeClient() {
  const fetch = vi.fn(async (input: string) =>
    input === '/api/site'
      ? new Response(JSON.stringify(site), { status: 200 })
      : new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
          status: 404,
        }),
  );
  return createApiClient({ fetch });
}

/** Mounts the whole business site at `path`. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders apiClient={fakeClient()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

/** axe-core on a rendered tree; colour contrast is checked by hand, since jsdom cannot. */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }));
}
