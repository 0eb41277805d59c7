import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Session } from '@stepup/contracts';
import type { SiteApiClient } from './api-client';
import { AppProviders, createQueryClient } from './app-providers';
import { sessionQueryKey } from './session';
import { SiteRoutes } from './site-routes';

/** The id of the script element carrying a server-rendered page's data (ADR 043). */
export const SERVER_QUERIES_ID = 'server-queries';

/**
 * The data a server-rendered page was drawn from, if the server rendered this very page. The
 * service worker's offline shell is the last page loaded (its `data-path` another address): that
 * HTML is not this page's, so it is rendered afresh instead.
 */
function serverQueries(): DehydratedState | undefined {
  const script = document.getElementById(SERVER_QUERIES_ID);
  if (!script?.textContent) return undefined;
  if (script.dataset.path !== window.location.pathname + window.location.search) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * The server rendered the page as a visitor sees it. Once the session says someone is signed in,
 * the data it carried is fetched again for them (their level, tester-only campaigns…).
 */
function refineForViewer(queryClient: QueryClient, state: DehydratedState) {
  const seeded = new Set(state.queries.map((query) => query.queryHash));
  const cache = queryClient.getQueryCache();
  const stop = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
    const session = event.query.state.data as Session | undefined;
    if (session === undefined) return;
    stop();
    if (session.user) {
      void queryClient.invalidateQueries({ predicate: (query) => seeded.has(query.queryHash) });
    }
  });
}

/**
 * Starts a site in the browser: its routes in #root, with its API client (each site builds only
 * the areas it calls). A page the server
 * rendered (#root filled, its data in #server-queries) is hydrated: the same components take over
 * the HTML already on screen, with the data it was drawn from.
 */
export function mountApp(
  routes: RouteObject[],
  apiClient: SiteApiClient,
): { queryClient: QueryClient } {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html needs a #root element');

  const queryClient = createQueryClient();
  const state = root.hasChildNodes() ? serverQueries() : undefined;
  if (state) {
    hydrate(queryClient, state);
    refineForViewer(queryClient, state);
  }

  const app = (
    <StrictMode>
      <AppProviders apiClient={apiClient} queryClient={queryClient}>
        <BrowserRouter>
          <SiteRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (state) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  return { queryClient };
}
