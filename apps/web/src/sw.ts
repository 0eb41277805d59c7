/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  assetStrategy,
  forgetWallet,
  isOldCache,
  pageStrategy,
  routeOf,
  SHELL_CACHE,
  SHELL_URL,
  walletStrategy,
} from './sw/strategies';

/*
 * The customer site's service worker, built by vite-plugin-pwa (injectManifest) into dist/sw.js:
 * the app shell and the wallet as last loaded, offline. What each request gets is in
 * sw/strategies.ts. A new version waits until the page's "Reload" (update-prompt.tsx) asks it to
 * take over.
 */
declare const self: ServiceWorkerGlobalScope;

// The built JavaScript, styles and icons, listed by the build.
precacheAndRoute(self.__WB_MANIFEST);
// Precaches of earlier builds' Workbox versions, and this site's own old caches.
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.add(SHELL_URL)));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(isOldCache).map((name) => caches.delete(name)))),
  );
});
// The first worker controls the page at once; a later one only when the page asks (SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const origin = self.location.origin;
self.addEventListener('fetch', (event) => {
  // Left to the network; only the kept wallet is forgotten.
  if (routeOf(event.request, origin) === 'forget') event.waitUntil(forgetWallet());
});
registerRoute(({ request }) => routeOf(request, origin) === 'wallet', walletStrategy());
registerRoute(({ request }) => routeOf(request, origin) === 'page', pageStrategy());
registerRoute(({ request }) => routeOf(request, origin) === 'asset', assetStrategy());
