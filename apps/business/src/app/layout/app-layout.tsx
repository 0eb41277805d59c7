import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { UserRound } from 'lucide-react';
import {
  Brand,
  Button,
  MenuButton,
  SkipLink,
  useBranding,
  useSession,
  useSignOut,
} from '@stepup/ui';
import { businessBrand, titleSuffix } from './branding';
import { Sidebar } from './sidebar';

/**
 * The company and admin area frame: a left sidebar that becomes a toggled panel at 992 px and
 * below (docs/product.md#menus), a top bar, and the page.
 */
export function AppLayout() {
  const site = useBranding(titleSuffix);
  const sidebarId = useId();
  const [open, setOpen] = useState(false);
  const { user, isPending } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  // A signed-out visitor has no app menu, only the sign-in and sign-up links.
  const hasMenu = Boolean(user);

  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  return (
    <div className={hasMenu ? 'shell' : 'shell shell--no-menu'}>
      <SkipLink />
      <header className="topbar">
        {hasMenu ? (
          <MenuButton
            className="topbar__menu-button"
            open={open}
            controls={sidebarId}
            onToggle={() => setOpen((value) => !value)}
          />
        ) : null}
        <Brand site={site} to="/dashboard" {...businessBrand} />
        <nav className="topbar__account" aria-label="Account" data-pending={isPending}>
          {user ? (
            <>
              <Link className="topbar__user" to="/account" title={`Your account (${user.email})`}>
                <UserRound aria-hidden="true" size={18} />
                <span className="topbar__user-name">{user.name}</span>
              </Link>
              <Button
                variant="ghost"
                size="small"
                disabled={signOut.isPending}
                onClick={() =>
                  signOut.mutate(undefined, { onSuccess: () => void navigate('/login') })
                }
              >
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Link className="ui-button ui-button--ghost ui-button--small" to="/login">
                Sign In
              </Link>
              <Link className="ui-button ui-button--primary ui-button--small" to="/signup">
                Sign Up
              </Link>
            </>
          )}
        </nav>
      </header>
      {hasMenu ? (
        <aside className="sidebar" id={sidebarId} data-open={open} onClick={closeOnLink}>
          <Sidebar />
        </aside>
      ) : null}
      {hasMenu && open ? (
        <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
      ) : null}
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
