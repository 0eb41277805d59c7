import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, Outlet } from 'react-router';
import { Menu, X } from 'lucide-react';
import { SkipLink } from '@stepup/ui';
import { Brand } from './brand';
import { Sidebar } from './sidebar';
import { useBranding } from './use-branding';

/**
 * The company and admin area frame: a left sidebar that becomes a toggled panel at 992 px and
 * below (spec §2), a top bar, and the page.
 */
export function AppLayout() {
  const site = useBranding();
  const sidebarId = useId();
  const [open, setOpen] = useState(false);

  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  return (
    <div className="shell">
      <SkipLink />
      <header className="topbar">
        <button
          type="button"
          className="topbar__menu-button"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          <span className="ui-visually-hidden">Menu</span>
        </button>
        <Brand site={site} />
        <nav className="topbar__account" aria-label="Account">
          <Link className="ui-button ui-button--ghost ui-button--small" to="/login">
            Sign In
          </Link>
          <Link className="ui-button ui-button--primary ui-button--small" to="/signup">
            Sign Up
          </Link>
        </nav>
      </header>
      <aside className="sidebar" id={sidebarId} data-open={open} onClick={closeOnLink}>
        <Sidebar />
      </aside>
      {open ? (
        <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
      ) : null}
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
