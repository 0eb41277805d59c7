import '@stepup/ui/styles.css';
import './app/app.css';
import type { QueryClient } from '@tanstack/react-query';
import { createCustomerApiClient } from '@stepup/contracts';
import { mountApp, whenSignedIn } from '@stepup/ui';
import { lazyScreensAt } from './app/lazy-page';
import { routes } from './app/router';

// A server-rendered page (ADR 043) loads its lazy screen's code before hydrating, as the server
// did before rendering it: the screen hydrates in the same pass as the layout, before the session
// arrives and changes what it shows.
const serverRendered = document.getElementById('server-queries') !== null;
const screens = serverRendered ? lazyScreensAt(routes, window.location.pathname) : [];
void Promise.all(screens.map((screen) => screen.preload()))
  .catch(() => undefined)
  .then(() => {
    const { queryClient } = mountApp(routes, createCustomerApiClient());
    if (import.meta.env.PROD) startServiceWorker(queryClient);
  });

/**
 * The service worker keeps the wallet for use offline (ADR 011): it is registered, with its
 * update banner, once someone is signed in, or at once where a worker from an earlier visit
 * already runs the page (so its updates are still offered). A visitor browsing the catalog
 * downloads neither its code nor the site it keeps (ADR 047).
 */
function startServiceWorker(queryClient: QueryClient) {
  const start = () =>
    void import('@stepup/ui/update-prompt').then(({ mountUpdatePrompt }) => mountUpdatePrompt());
  if (navigator.serviceWorker?.controller) start();
  else whenSignedIn(queryClient, start);
}
