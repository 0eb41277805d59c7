import type { WorkboxPlugin } from 'workbox-core';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { oldCacheOf, shellStrategy } from '@stepup/ui/service-worker';

/*
 * What the customer site's service worker (src/sw.ts, built by vite-plugin-pwa) does with each
 * request, as Workbox strategies (ADR 011, ADR 022):
 *
 * - Navigations: network first; offline, the page as last loaded, else the shell ('/').
 * - Built assets (/assets/*, hashed) and the icons: precached at install, else cache first.
 * - GET /api/wallet: network first, falling back to the kept answer after WALLET_TIMEOUT_SECONDS
 *   on a weak signal; a good answer is kept (one per browser profile); the kept answer comes back
 *   with `offline.savedAt`, which the wallet shows as a notice. A 401/403 answer, a sign-in,
 *   sign-out or account closing forgets the kept wallet.
 * - Every other request (other API answers, uploaded files, other origins) is left to the network
 *   and never kept.
 *
 * The pages' shell and the cleaning of old caches are the same on the business site: packages/ui
 * (src/pwa/service-worker.ts).
 */

export const SHELL_CACHE = 'stepup-shell-v2';
export const ASSET_CACHE = 'stepup-assets-v1';
export const WALLET_CACHE = 'stepup-wallet-v1';
/** The caches this worker keeps besides Workbox's precache; other `stepup-` ones are old. */
export const CURRENT_CACHES = [SHELL_CACHE, ASSET_CACHE, WALLET_CACHE];
export const WALLET_PATH = '/api/wallet';
/** How long the wallet waits for the network before showing the kept one (a weak signal). */
export const WALLET_TIMEOUT_SECONDS = 4;
/** A sign-in (either step), sign-out or account closing: the kept wallet may not be theirs. */
export const FORGET_WALLET_ON = [
  '/api/account/sign-in',
  '/api/account/two-factor/verify',
  '/api/account/two-factor/text-message/verify',
  '/api/account/sign-out',
  '/api/account/close',
];

export type Route = 'wallet' | 'page' | 'asset' | 'forget' | 'network';

/** What the worker does with a request. */
export function routeOf(request: Request, origin: string): Route {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (request.method === 'POST' && FORGET_WALLET_ON.includes(url.pathname)) return 'forget';
  if (request.method !== 'GET') return 'network';
  if (url.pathname === WALLET_PATH) return 'wallet';
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/')) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) return 'asset';
  return 'network';
}

/** Old caches of this site (an earlier worker's), to delete when this one takes over. */
export const isOldCache = oldCacheOf('stepup-', CURRENT_CACHES);

export function forgetWallet(): Promise<boolean> {
  return caches.delete(WALLET_CACHE);
}

/**
 * The wallet's own rules on top of NetworkFirst: keep only good answers, stamped with when they
 * were saved; forget the kept one when the server says no one (or someone else) is signed in;
 * mark a kept answer as offline when it is the one shown.
 */
export function walletPlugin(now: () => Date = () => new Date()): WorkboxPlugin {
  /** The network's own error, per fetch event, to fail with when nothing is kept. */
  const networkErrors = new WeakMap<Event, Error>();
  return {
    async fetchDidFail({ error, event }) {
      networkErrors.set(event, error);
    },
    async handlerDidError({ error, event }) {
      // Offline with nothing kept: fail like the network did, not with Workbox's own error.
      throw networkErrors.get(event) ?? error;
    },
    cacheKeyWillBeUsed: async ({ request }) => new URL(WALLET_PATH, request.url).href,
    async cacheWillUpdate({ response }) {
      if (!response.ok) return null;
      return new Response(await response.clone().text(), {
        headers: { 'content-type': 'application/json', 'x-saved-at': now().toISOString() },
      });
    },
    async fetchDidSucceed({ response }) {
      if (response.status === 401 || response.status === 403) {
        await (await caches.open(WALLET_CACHE)).delete(WALLET_PATH);
      }
      return response;
    },
    async cachedResponseWillBeUsed({ cachedResponse }) {
      if (!cachedResponse) return null;
      const body = (await cachedResponse.json()) as Record<string, unknown>;
      body.offline = { savedAt: cachedResponse.headers.get('x-saved-at') };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-from-cache': 'offline' },
      });
    },
  };
}

export const walletStrategy = (now?: () => Date) =>
  new NetworkFirst({
    cacheName: WALLET_CACHE,
    networkTimeoutSeconds: WALLET_TIMEOUT_SECONDS,
    plugins: [walletPlugin(now)],
  });

/** Every page is the same single-page shell: the last one loaded is kept as '/'. */
export const pageStrategy = () => shellStrategy({ cacheName: SHELL_CACHE });

export const assetStrategy = () => new CacheFirst({ cacheName: ASSET_CACHE });
