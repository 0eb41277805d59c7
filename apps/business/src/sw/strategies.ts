import { oldCacheOf, shellStrategy } from '@stepup/ui/service-worker';

/*
 * What the business site's service worker (src/sw.ts, built by vite-plugin-pwa) does with each
 * request (ADR 039). The point is the till (/redeem): it must open on a flaky connection, and it
 * must never show a voucher's state or a redemption from a cache.
 *
 * - Navigations: network first, waiting PAGE_TIMEOUT_SECONDS; then (or offline) the page as last
 *   loaded, kept as the shell ('/'), so the app opens and can say it is offline.
 * - Built assets (/assets/*, hashed) and the icons: precached at install (the build's list).
 * - Every API request (/api/*), uploaded file (/files/*) and other origin: left to the network,
 *   never kept and never answered from a cache.
 *
 * The pages' shell and the cleaning of old caches are the customer site's: packages/ui
 * (src/pwa/service-worker.ts).
 */

export const SHELL_CACHE = 'stepup-business-shell-v1';
/** The caches this worker keeps besides Workbox's precache; other `stepup-business-` ones are old. */
export const CURRENT_CACHES = [SHELL_CACHE];
/** How long a page waits for the network before the kept shell opens instead (a weak signal). */
export const PAGE_TIMEOUT_SECONDS = 4;

export type Route = 'page' | 'network';

/** What the worker does with a request: only same-origin page loads are ever answered by it. */
export function routeOf(request: Request, origin: string): Route {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return 'network';
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/')) return 'network';
  return request.mode === 'navigate' ? 'page' : 'network';
}

/** Old caches of this site (an earlier worker's), to delete when this one takes over. */
export const isOldCache = oldCacheOf('stepup-business-', CURRENT_CACHES);

/** Every page is the same single-page shell: the last one loaded is kept as '/'. */
export const pageStrategy = () =>
  shellStrategy({ cacheName: SHELL_CACHE, networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS });
