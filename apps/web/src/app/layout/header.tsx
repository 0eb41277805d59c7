import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import type { SiteSettings } from '@stepup/contracts';
import { VoucherSearch } from '../../features/campaigns/components/voucher-search';
import { useBusinessUrl } from '../../lib/business-url';
import { Brand } from './brand';

/**
 * The customer site header (spec §2 "Header and footer"). Nobody can sign in yet, so the
 * signed-out links show and My Vouchers & Account goes to /signup.
 */
export function Header({ site }: { site: SiteSettings | undefined }) {
  const businessUrl = useBusinessUrl();
  const navId = useId();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const onBusinessPage = location.pathname === '/business';

  // A followed link closes the mobile menu.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

  return (
    <header className="site-header">
      <div className="ui-container site-header__bar">
        <Brand site={site} />
        <div className="site-header__search">
          <VoucherSearch />
        </div>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          <span className="ui-visually-hidden">Menu</span>
        </button>
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
                <NavLink to="/signup" className={navClass}>
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
                    className="site-nav__link site-nav__link--business"
                    href={businessUrl('/signup')}
                  >
                    Create Business Account
                  </a>
                ) : (
                  <Link className="site-nav__link site-nav__link--business" to="/business">
                    I&apos;m a Business
                  </Link>
                )}
              </li>
              <li className="site-nav__auth">
                <Link className="ui-button ui-button--ghost" to="/login">
                  Sign In
                </Link>
              </li>
              <li>
                <Link className="ui-button ui-button--primary" to="/signup">
                  Sign Up
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
