/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { startSiteWorker } from '@stepup/ui/service-worker';
import {
  assetStrategy,
  forgetWallet,
  isOldCache,
  pageStrategy,
  routeOf,
  SHELL_CACHE,
  walletStrategy,
} from './sw/strategies';

/*
 * The customer site's service worker, built by vite-plugin-pwa (injectManifest) into dist/sw.js:
 * the app shell and the wallet as last loaded, offline. What each request gets is in
 * sw/strategies.ts; what both sites' workers do alike (precache, shell, old caches, waiting for
 * the page's "Reload") is packages/ui's startSiteWorker (src/pwa/service-worker.ts).
 */
declare const self: ServiceWorkerGlobalScope;

// The built JavaScript, styles and icons, listed by the build.
startSiteWorker({ precache: self.__WB_MANIFEST, shellCache: SHELL_CACHE, isOldCache });

const origin = self.location.origin;
self.addEventListener('fetch', (event) => {
  // Left to the network; only the kept wallet is forgotten.
  if (routeOf(event.request, origin) === 'forget') event.waitUntil(forgetWallet());
});
registerRoute(({ request }) => routeOf(request, origin) === 'wallet', walletStrategy());
registerRoute(({ request }) => routeOf(request, origin) === 'page', pageStrategy());
registerRoute(({ request }) => routeOf(request, origin) === 'asset', assetStrategy());
