import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { SiteSettings } from '@stepup/contracts';
import { Brand, Button, MenuButton, useSession, useSignOut } from '@stepup/ui';
import { VoucherSearch } from '../../features/campaigns/components/voucher-search';
import { useBusinessUrl } from '../../lib/business-url';

/**
 * The customer site header (docs/product.md#header-and-footer). Signed out: Sign In and Sign Up, and
 * My Vouchers & Account goes to /signup; signed in: it goes to /for-me and Sign Out replaces
 * them. While the session loads the account actions keep their space but stay hidden.
 */
export function Header({ site }: { site: SiteSettings | undefined }) {
  const businessUrl = useBusinessUrl();
  const navId = useId();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const onBusinessPage = location.pathname === '/business';
  const { user, isPending } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  // A followed link closes the mobile menu.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'ui-nav-link site-nav__link site-nav__link--active' : 'ui-nav-link site-nav__link';

  return (
    <header className="site-header">
      <div className="ui-container site-header__bar">
        <Brand site={site} to="/" tagline="Vouchers & Gifting" size={40} />
        <div className="site-header__search">
          <VoucherSearch />
        </div>
        <MenuButton
          className="site-header__menu-button"
          open={open}
          controls={navId}
          onToggle={() => setOpen((value) => !value)}
        />
      </div>
      <div className="site-nav" id={navId} data-open={open}>
        <div className="site-nav__inner">
          <nav className="ui-container" aria-label="Main" onClick={closeOnLink}>
            <ul className="site-nav__list">
              <li>
                <NavLink to="/" end className={navClass}>
                  Home
                </NavLink>
              </li>
              <li>
                <NavLink to={user ? '/for-me' : '/signup'} className={navClass}>
                  My Vouchers &amp; Account
                </NavLink>
              </li>
              <li>
                <NavLink to="/our-stories" className={navClass}>
                  Our Stories
                </NavLink>
              </li>
              <li>
                {onBusinessPage ? (
                  <a
                    className="ui-nav-link site-nav__link site-nav__link--business"
                    href={businessUrl('/signup')}
                  >
                    Create Business Account
                  </a>
                ) : (
                  <Link
                    className="ui-nav-link site-nav__link site-nav__link--business"
                    to="/business"
                  >
                    I&apos;m a Business
                  </Link>
                )}
              </li>
              {user ? (
                <li className="site-nav__auth">
                  <Button
                    variant="ghost"
                    disabled={signOut.isPending}
                    onClick={() =>
                      signOut.mutate(undefined, {
                        onSuccess: () => {
                          setOpen(false);
                          void navigate('/');
                        },
                      })
                    }
                  >
                    Sign Out
                  </Button>
                </li>
              ) : (
                <>
                  <li className="site-nav__auth" data-pending={isPending}>
                    <Link className="ui-button ui-button--ghost" to="/login">
                      Sign In
                    </Link>
                  </li>
                  <li data-pending={isPending}>
                    <Link className="ui-button ui-button--primary" to="/signup">
                      Sign Up
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
