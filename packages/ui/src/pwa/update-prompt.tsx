import { createRoot } from 'react-dom/client';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateBanner } from './update-banner';

/**
 * Registers the site's service worker (its src/sw.ts, built by vite-plugin-pwa; ADR 022, ADR 039)
 * and, when a new version of the site has installed and waits, says so with a Reload button that
 * lets it take over and reloads the page: never under the user's hands (a till mid-redemption).
 * The status region is always there, so screen readers announce the banner.
 *
 * Its own entry (`@stepup/ui/update-prompt`), not the package's index: `virtual:pwa-register` is
 * the site's vite-plugin-pwa, which the component tests do not run.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return <UpdateBanner show={needRefresh} onReload={() => void updateServiceWorker(true)} />;
}

/** Production builds only: in development a worker would serve stale code. */
export function mountUpdatePrompt(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt />);
}
