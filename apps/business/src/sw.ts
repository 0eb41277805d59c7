/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isOldCache, pageStrategy, routeOf, SHELL_CACHE, SHELL_URL } from './sw/strategies';

/*
 * The business site's service worker (ADR 039), built by vite-plugin-pwa (injectManifest) into
 * dist/sw.js: the app shell offline, so the installed till opens on a flaky connection. API
 * answers are never cached (sw/strategies.ts). A new version waits until the page's "Reload"
 * (app/update-prompt.tsx) asks it to take over.
 */
declare const self: ServiceWorkerGlobalScope;

// The built JavaScript, styles and icons, listed by the build.
precacheAndRoute(self.__WB_MANIFEST);
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
registerRoute(({ request }) => routeOf(request, origin) === 'page', pageStrategy());
