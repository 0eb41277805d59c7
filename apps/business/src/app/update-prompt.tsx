import { createRoot } from 'react-dom/client';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateBanner } from './update-banner';

/**
 * Registers the business site's service worker (src/sw.ts, ADR 039) and, when a new version has
 * installed and waits, says so with a Reload button that lets it take over and reloads the page
 * (the customer site's approach, ADR 022). A till is never reloaded under a member's hands.
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
