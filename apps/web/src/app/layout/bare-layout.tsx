import { Outlet } from 'react-router';
import { Brand, useBranding } from '@stepup/ui';
import { ScrollToTop } from './scroll-to-top';

/**
 * The frame of the pages shown without header or footer, as in docs/product.md#customer-site-routes, (reset, email verify): only
 * the brand, linking home, above the page.
 */
export function BareLayout() {
  const site = useBranding();
  return (
    <main id="main" className="bare-main ui-container">
      <ScrollToTop />
      <div className="bare-main__brand">
        <Brand site={site} to="/" tagline="Vouchers & Gifting" size={40} />
      </div>
      <Outlet />
    </main>
  );
}
