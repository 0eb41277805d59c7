import { Outlet } from 'react-router';
import { Brand, useBranding } from '@stepup/ui';
import { businessBrand, titleSuffix } from './branding';

/** The frame of the email action and reset-password pages: no top bar, only the brand. */
export function BareLayout() {
  const site = useBranding(titleSuffix);
  return (
    <main id="main" className="bare-shell__main auth-shell">
      <div className="bare-shell__brand">
        <Brand site={site} to="/login" {...businessBrand} />
      </div>
      <Outlet />
    </main>
  );
}
