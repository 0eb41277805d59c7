import { useSyncExternalStore } from 'react';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's width in CSS pixels, kept current on resize (carousels choose items per view);
 * undefined on the server and while the browser hydrates its HTML (ADR 043), when the
 * stylesheet's media queries size the carousels until the width is known.
 */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => undefined,
  );
}

const noChange = () => () => {};

/**
 * false on the server and while the browser hydrates its HTML, true after (and at once in a page
 * the browser renders itself): what differs per visit (a random order) waits for it, so the
 * hydrated HTML matches the server's.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the person asked their system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}
