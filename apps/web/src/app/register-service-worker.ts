/**
 * Registers public/sw.js (production builds only: in development it would serve stale code),
 * which keeps the app shell and the wallet as last loaded so codes show with no signal.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
