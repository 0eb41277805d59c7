import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import axe from 'axe-core';
import { vi } from 'vitest';
import type { CustomerApiClient } from '@stepup/contracts';
import { AppProviders } from '@stepup/ui';
import { lazyScreensAt } from '../app/lazy-page';
import { routes } from '../app/router';
import { memoryRouter } from '@stepup/ui/testing';

// jsdom does not scroll; the app scrolls to the top on each page.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

/** Mounts the whole customer site at `path`, talking to the given (fake) API client. */
export function renderApp(path: string, client: CustomerApiClient) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const { element, router } = memoryRouter(routes, path);
  const utils = render(
    <AppProviders apiClient={client} queryClient={queryClient}>
      {element}
    </AppProviders>,
  );
  return { ...utils, router };
}

/**
 * Loads the code of the screens at these paths (lazyPage), so a test's first look at them needs
 * no wait: call it in beforeAll for screens that load on demand (sign-in, sign-up…).
 */
export async function preloadScreens(...paths: string[]) {
  await Promise.all(
    paths.flatMap((path) => lazyScreensAt(routes, path)).map((screen) => screen.preload()),
  );
}

/** axe-core on a rendered tree; colour contrast is checked by hand, since jsdom cannot. */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.html),
  }));
}
