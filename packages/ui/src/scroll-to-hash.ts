import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the address's #anchor into view once the page's content is `ready`. The layout scrolls to
 * an anchor when the address changes, but a page whose code or data arrives later (a footer link
 * to /about-us#faqs, say) has no such element yet at that moment.
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (typeof target?.scrollIntoView === 'function') target.scrollIntoView();
  }, [hash, ready]);
}
