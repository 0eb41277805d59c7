import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Strategy } from 'workbox-strategies';
import {
  assetStrategy,
  pageStrategy,
  routeOf,
  walletStrategy,
  ASSET_CACHE,
  SHELL_CACHE,
  WALLET_CACHE,
} from '../sw/strategies';

interface Deps {
  caches: FakeCaches;
  fetch: (request: Request) => Promise<Response>;
  origin: string;
  now: () => Date;
}

// jsdom is no worker scope: the events Workbox checks for, and its caches and fetch, stand in.
class ExtendableEvent extends Event {
  waitUntil() {}
}
class FetchEvent extends ExtendableEvent {}
vi.stubGlobal('ExtendableEvent', ExtendableEvent);
vi.stubGlobal('FetchEvent', FetchEvent);
vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('ExtendableEvent', ExtendableEvent);
  vi.stubGlobal('FetchEvent', FetchEvent);
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
});

/** Runs a Workbox strategy as the worker would, with these caches and this network. */
async function answer(strategy: Strategy, request: Request, d: Deps): Promise<Response> {
  vi.stubGlobal('caches', d.caches);
  vi.stubGlobal('fetch', d.fetch);
  const [response, done] = strategy.handleAll({ request, event: new ExtendableEvent('fetch') });
  const result = await response;
  await done;
  return result;
}

/** The worker's routes and strategies (src/sw/strategies.ts), as the tests call them. */
const sw = {
  routeOf,
  walletAnswer: (request: Request, d: Deps) => answer(walletStrategy(d.now), request, d),
  pageAnswer: (request: Request, d: Deps) => answer(pageStrategy(), request, d),
  assetAnswer: (request: Request, d: Deps) => answer(assetStrategy(), request, d),
  WALLET_CACHE,
  SHELL_CACHE,
  ASSET_CACHE,
};

/** CacheStorage in memory, keyed by URL path. */
class FakeCaches {
  stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    const key = (r: Request | string) => (typeof r === 'string' ? r : new URL(r.url).pathname);
    return {
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request | string, response: Response) => void store.set(key(r), response),
      delete: async (r: Request | string) => store.delete(key(r)),
      add: async () => undefined,
    };
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(r: Request | string, { cacheName }: { cacheName?: string } = {}) {
    return cacheName ? (await this.open(cacheName)).match(r) : undefined;
  }
  async keys() {
    return [...this.stores.keys()];
  }
}

const origin = 'https://www.stepup.test';
const get = (path: string, init: RequestInit = {}) => new Request(`${origin}${path}`, init);
const walletBody = { vouchers: [{ code: 'K7Q2-M9XD-4T' }], counts: { myVouchers: 1 } };
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function deps(fetchImpl: Deps['fetch'], caches = new FakeCaches()): Deps {
  return { caches, fetch: fetchImpl, origin, now: () => new Date('2026-11-24T09:30:00.000Z') };
}

describe('service worker routes', () => {
  it('keeps only the wallet among API answers, and nothing of other origins or uploads', () => {
    expect(sw.routeOf(get('/api/wallet'), origin)).toBe('wallet');
    expect(sw.routeOf(get('/api/wallet/unlocked'), origin)).toBe('network');
    expect(sw.routeOf(get('/api/account/session'), origin)).toBe('network');
    expect(sw.routeOf(get('/api/favourites'), origin)).toBe('network');
    expect(sw.routeOf(get('/files/logos/1.png'), origin)).toBe('network');
    expect(sw.routeOf(get('/assets/index-abc.js'), origin)).toBe('asset');
    expect(sw.routeOf(get('/api/wallet', { method: 'POST' }), origin)).toBe('network');
    expect(sw.routeOf(get('/api/account/sign-out', { method: 'POST' }), origin)).toBe('forget');
    expect(sw.routeOf(get('/api/account/two-factor/verify', { method: 'POST' }), origin)).toBe(
      'forget',
    );
    expect(sw.routeOf(new Request('https://business.stepup.test/api/wallet'), origin)).toBe(
      'network',
    );
  });
});

describe('GET /api/wallet through the worker', () => {
  it('answers from the network and keeps a good answer', async () => {
    const d = deps(async () => ok(walletBody));
    const response = await sw.walletAnswer(get('/api/wallet'), d);
    expect(await response.json()).toEqual(walletBody);
    expect(d.caches.stores.get(sw.WALLET_CACHE)?.has('/api/wallet')).toBe(true);
  });

  it('offline, answers the kept wallet marked offline with when it was saved', async () => {
    const caches = new FakeCaches();
    await sw.walletAnswer(
      get('/api/wallet'),
      deps(async () => ok(walletBody), caches),
    );
    const offline = deps(() => Promise.reject(new TypeError('Failed to fetch')), caches);
    const response = await sw.walletAnswer(get('/api/wallet'), offline);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...walletBody,
      offline: { savedAt: '2026-11-24T09:30:00.000Z' },
    });
  });

  it('offline with nothing kept, fails like the network', async () => {
    const offline = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sw.walletAnswer(get('/api/wallet'), offline)).rejects.toThrow('Failed to fetch');
  });

  it('forgets the kept wallet when the server says no one (or someone else) is signed in', async () => {
    const caches = new FakeCaches();
    await sw.walletAnswer(
      get('/api/wallet'),
      deps(async () => ok(walletBody), caches),
    );
    const refused = new Response('{}', { status: 401 });
    expect(
      (
        await sw.walletAnswer(
          get('/api/wallet'),
          deps(async () => refused, caches),
        )
      ).status,
    ).toBe(401);
    expect(caches.stores.get(sw.WALLET_CACHE)?.has('/api/wallet')).toBe(false);
    // An error of the server (500) keeps what was kept.
    await sw.walletAnswer(
      get('/api/wallet'),
      deps(async () => ok(walletBody), caches),
    );
    await sw.walletAnswer(
      get('/api/wallet'),
      deps(async () => new Response('', { status: 500 }), caches),
    );
    expect(caches.stores.get(sw.WALLET_CACHE)?.has('/api/wallet')).toBe(true);
  });
});

describe('pages and assets', () => {
  it('answers a page offline with the shell last loaded', async () => {
    const caches = new FakeCaches();
    await sw.pageAnswer(
      get('/'),
      deps(async () => new Response('<html>shell</html>'), caches),
    );
    const offline = deps(() => Promise.reject(new TypeError('offline')), caches);
    expect(await (await sw.pageAnswer(get('/for-me'), offline)).text()).toBe('<html>shell</html>');
  });

  it('serves a kept asset without asking the network', async () => {
    const caches = new FakeCaches();
    const fetch = vi.fn(async () => new Response('js'));
    await sw.assetAnswer(get('/assets/a.js'), deps(fetch, caches));
    await sw.assetAnswer(get('/assets/a.js'), deps(fetch, caches));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
