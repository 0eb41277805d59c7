import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { msUntilNextPageLoadStep, pageLoadProgress } from '@stepup/domain';

// Pages report that they are loading (the preloader does, while a page's code or first data
// arrives); the bar at the top of the layout listens.
let loadingCount = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Marks the page as loading while `active` and the calling component is mounted. */
export function useReportPageLoading(active = true) {
  useEffect(() => {
    if (!active) return;
    loadingCount += 1;
    notify();
    return () => {
      loadingCount -= 1;
      notify();
    };
  }, [active]);
}

/**
 * Whether the page is loading: a preloader is on screen, or a query is fetching data it has never
 * had (a page's first load; background refreshes do not count).
 */
export function usePageLoading(): boolean {
  const reported = useSyncExternalStore(
    subscribe,
    () => loadingCount > 0,
    () => false,
  );
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  return reported || firstLoads > 0;
}

const HIDE_AFTER_MS = 300;

/**
 * The top page-load progress bar (docs/product.md#menus, timings in docs/product.md#page-load-bar): 1% when a page starts loading,
 * then 5%, 10%, 12% and 20% at 0.5, 1, 1.5 and 2 s, full at 2.4 s — or at once when the page has
 * loaded — and then it fades away. Reduced motion turns its animation off (see styles.css).
 */
export function PageLoadBar({ label = 'Loading page' }: { label?: string }) {
  const loading = usePageLoading();
  const [wasLoading, setWasLoading] = useState(false);
  const [percent, setPercent] = useState(0);

  // A load starts: from 1%; it ends: straight to 100% (state adjusted while rendering).
  if (loading !== wasLoading) {
    setWasLoading(loading);
    setPercent((current) => {
      if (loading) return pageLoadProgress(0);
      return current > 0 ? pageLoadProgress(0, true) : 0;
    });
  }

  // Step through the timings of docs/product.md#page-load-bar while loading.
  useEffect(() => {
    if (!loading) return;
    const start = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const elapsed = Date.now() - start;
      setPercent(pageLoadProgress(elapsed));
      const wait = msUntilNextPageLoadStep(elapsed);
      if (wait !== null) timer = setTimeout(tick, wait);
    };
    timer = setTimeout(tick, msUntilNextPageLoadStep(0) ?? 0);
    return () => clearTimeout(timer);
  }, [loading]);

  // Once full, fade out and go.
  useEffect(() => {
    if (percent < 100) return;
    const timer = setTimeout(() => setPercent(0), HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [percent]);

  if (percent === 0) return null;
  return (
    <div
      className="ui-page-load-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-complete={percent >= 100}
    >
      <div className="ui-page-load-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
