/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { startSiteWorker } from '@stepup/ui/service-worker';
import { isOldCache, pageStrategy, routeOf, SHELL_CACHE } from './sw/strategies';

/*
 * The business site's service worker (ADR 039), built by vite-plugin-pwa (injectManifest) into
 * dist/sw.js: the app shell offline, so the installed till opens on a flaky connection. API
 * answers are never cached (sw/strategies.ts). What both sites' workers do alike (precache, shell,
 * old caches, waiting for the page's "Reload") is packages/ui's startSiteWorker
 * (src/pwa/service-worker.ts).
 */
declare const self: ServiceWorkerGlobalScope;

// The built JavaScript, styles and icons, listed by the build.
startSiteWorker({ precache: self.__WB_MANIFEST, shellCache: SHELL_CACHE, isOldCache });

const origin = self.location.origin;
registerRoute(({ request }) => routeOf(request, origin) === 'page', pageStrategy());
