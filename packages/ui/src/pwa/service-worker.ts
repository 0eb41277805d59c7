/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NetworkFirst } from 'workbox-strategies';

/*
 * What both sites' service workers do alike (ADR 022, ADR 039), for their src/sw.ts: the built
 * files precached, every page kept as one shell, old caches deleted, and a new version waiting
 * until the page's Reload (update-prompt.tsx) asks it to take over. Each site keeps only its own
 * rules in its src/sw/strategies.ts: which requests it answers (routeOf), its caches' names, and
 * the customer site's offline wallet. Its own entry (`@stepup/ui/service-worker`): a worker
 * bundle must not pull in React.
 */
declare const self: ServiceWorkerGlobalScope;

/** Every page of a site is the same single-page shell, kept under this address. */
export const SHELL_URL = '/';

/**
 * Starts a site's worker. `precache` is the build's list of files: the site's sw.ts passes
 * `self.__WB_MANIFEST`, which vite-plugin-pwa (injectManifest) fills in, there.
 */
export function startSiteWorker({
  precache,
  shellCache,
  isOldCache,
}: {
  precache: Array<PrecacheEntry | string>;
  shellCache: string;
  isOldCache: (cacheName: string) => boolean;
}): void {
  // The built JavaScript, styles and icons; and Workbox's precaches of earlier builds go.
  precacheAndRoute(precache);
  cleanupOutdatedCaches();

  self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(shellCache).then((cache) => cache.add(SHELL_URL)));
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
}

/** A site's own caches of an earlier worker (named `prefix…`, not among `current`), to delete. */
export const oldCacheOf =
  (prefix: string, current: readonly string[]) =>
  (name: string): boolean =>
    name.startsWith(prefix) && !current.includes(name);

/**
 * Pages: network first (waiting `networkTimeoutSeconds` on a weak signal, if given); offline, the
 * page as last loaded, kept as the shell ('/'). Only a good page is kept (not a 503 "not built
 * yet" or an error page).
 */
export const shellStrategy = ({
  cacheName,
  networkTimeoutSeconds,
}: {
  cacheName: string;
  networkTimeoutSeconds?: number;
}) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => new URL(SHELL_URL, request.url).href,
        cacheWillUpdate: async ({ response }) => (response.ok ? response : null),
      },
    ],
  });
