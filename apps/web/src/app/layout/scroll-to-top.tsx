import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top, unless the address points at an anchor. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    if (typeof window.scrollTo === 'function') {
      try {
        window.scrollTo(0, 0);
      } catch {
        // jsdom does not implement scrolling.
      }
    }
  }, [pathname, hash]);
  return null;
}
