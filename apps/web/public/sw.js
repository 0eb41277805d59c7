/* The customer site's service worker: the app shell and the wallet as last loaded, offline.
 *
 * - Navigations: network first; offline, the page as last loaded, else the shell ('/').
 * - Built assets (/assets/*, hashed) and the icons: cache first.
 * - GET /api/wallet: network first; a good answer is kept (one per browser profile); offline,
 *   the kept answer is returned with `offline.savedAt`, which the wallet shows as a notice.
 *   A 401/403 answer, a sign-in, sign-out or account closing forgets the kept wallet.
 * - Every other request (other API answers, uploaded files, other origins) is left to the
 *   network and never kept.
 *
 * Written as a classic script with no imports; its logic is tested in sw.test.ts.
 */
/* global self, caches, ServiceWorkerGlobalScope */
'use strict';

var SHELL_CACHE = 'stepup-shell-v1';
var WALLET_CACHE = 'stepup-wallet-v1';
var WALLET_PATH = '/api/wallet';
var SHELL_URL = '/';
/** A sign-in (either step), sign-out or account closing: the kept wallet may not be theirs. */
var FORGET_WALLET_ON = [
  '/api/account/sign-in',
  '/api/account/two-factor/verify',
  '/api/account/two-factor/text-message/verify',
  '/api/account/sign-out',
  '/api/account/close',
];

/** What the worker does with a request: 'wallet', 'page', 'asset', 'forget' or 'network'. */
function routeOf(request, origin) {
  var url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (request.method === 'POST' && FORGET_WALLET_ON.indexOf(url.pathname) !== -1) return 'forget';
  if (request.method !== 'GET') return 'network';
  if (url.pathname === WALLET_PATH) return 'wallet';
  if (url.pathname.indexOf('/api/') === 0 || url.pathname.indexOf('/files/') === 0) {
    return 'network';
  }
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.indexOf('/assets/') === 0 || url.pathname.indexOf('/icons/') === 0) {
    return 'asset';
  }
  return 'network';
}

/** GET /api/wallet: the network's answer (kept when good), else the kept one marked offline. */
async function walletAnswer(request, deps) {
  var cache = await deps.caches.open(WALLET_CACHE);
  var response;
  try {
    response = await deps.fetch(request);
  } catch (error) {
    var kept = await cache.match(WALLET_PATH);
    if (!kept) throw error;
    var body = await kept.json();
    body.offline = { savedAt: kept.headers.get('x-saved-at') || null };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-from-cache': 'offline' },
    });
  }
  if (response.ok) {
    var copy = await response.clone().text();
    await cache.put(
      WALLET_PATH,
      new Response(copy, {
        headers: { 'content-type': 'application/json', 'x-saved-at': deps.now().toISOString() },
      }),
    );
  } else if (response.status === 401 || response.status === 403) {
    await cache.delete(WALLET_PATH);
  }
  return response;
}

/** A page: the network's answer (kept as the shell), else the kept page or shell. */
async function pageAnswer(request, deps) {
  var cache = await deps.caches.open(SHELL_CACHE);
  try {
    var response = await deps.fetch(request);
    if (response.ok) await cache.put(SHELL_URL, response.clone());
    return response;
  } catch (error) {
    var shell = await cache.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

/** A hashed asset or icon: the kept copy, else the network's (kept when good). */
async function assetAnswer(request, deps) {
  var cache = await deps.caches.open(SHELL_CACHE);
  var kept = await cache.match(request);
  if (kept) return kept;
  var response = await deps.fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

function forgetWallet(deps) {
  return deps.caches.delete(WALLET_CACHE);
}

/** Wires the handlers to a worker scope (`self`), with its caches and fetch. */
function install(scope, deps) {
  scope.addEventListener('install', function (event) {
    event.waitUntil(
      deps.caches
        .open(SHELL_CACHE)
        .then(function (cache) {
          return cache.add(SHELL_URL);
        })
        .then(function () {
          return scope.skipWaiting();
        }),
    );
  });
  scope.addEventListener('activate', function (event) {
    event.waitUntil(
      deps.caches
        .keys()
        .then(function (keys) {
          return Promise.all(
            keys
              .filter(function (key) {
                return key.indexOf('stepup-') === 0 && key !== SHELL_CACHE && key !== WALLET_CACHE;
              })
              .map(function (key) {
                return deps.caches.delete(key);
              }),
          );
        })
        .then(function () {
          return scope.clients.claim();
        }),
    );
  });
  scope.addEventListener('fetch', function (event) {
    var route = routeOf(event.request, deps.origin);
    if (route === 'wallet') event.respondWith(walletAnswer(event.request, deps));
    else if (route === 'page') event.respondWith(pageAnswer(event.request, deps));
    else if (route === 'asset') event.respondWith(assetAnswer(event.request, deps));
    else if (route === 'forget') event.waitUntil(forgetWallet(deps));
  });
}

if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  install(self, {
    caches: caches,
    fetch: fetch.bind(self),
    origin: self.location.origin,
    now: function () {
      return new Date();
    },
  });
}

// For the tests (sw.test.ts evaluates this file in a sandbox and reads these).
if (typeof module !== 'undefined') {
  module.exports = {
    routeOf,
    walletAnswer,
    pageAnswer,
    assetAnswer,
    install,
    WALLET_CACHE,
    SHELL_CACHE,
  };
}
