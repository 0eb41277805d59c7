import { Outlet } from 'react-router';
import { useBranding } from '@stepup/ui';
import { ScrollToTop } from './scroll-to-top';

/** The frame of the pages the spec shows without header or footer (reset, email verify). */
export function BareLayout() {
  useBranding();
  return (
    <main id="main" className="bare-main">
      <ScrollToTop />
      <Outlet />
    </main>
  );
}
