import { NavLink, Outlet } from 'react-router';
import { Brand, SkipLink, useBranding } from '@stepup/ui';
import { businessBrand, titleSuffix } from './branding';

/** The signed-out frame (docs/product.md#menus: /login and /signup). */
export function AuthLayout() {
  const site = useBranding(titleSuffix);
  const link = ({ isActive }: { isActive: boolean }) =>
    `ui-button ui-button--small ${isActive ? 'ui-button--primary' : 'ui-button--ghost'}`;
  return (
    <div className="auth-shell">
      <SkipLink />
      <header className="topbar topbar--auth">
        <Brand site={site} to="/login" {...businessBrand} />
        <nav className="topbar__account" aria-label="Account">
          <NavLink className={link} to="/login">
            Sign In
          </NavLink>
          <NavLink className={link} to="/signup">
            Sign Up
          </NavLink>
        </nav>
      </header>
      <main id="main" className="auth-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
