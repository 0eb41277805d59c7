import { NavLink } from 'react-router';
import { useSession } from '@stepup/ui';
import type { MenuItem } from '../../lib/menus';
import { adminMenu, companyMenu } from '../../lib/menus';

function MenuSection({ title, items }: { title: string; items: MenuItem[] }) {
  const headingId = `menu-${title.toLowerCase()}`;
  return (
    <nav className="sidebar__section" aria-labelledby={headingId}>
      <h2 className="sidebar__heading" id={headingId}>
        {title}
      </h2>
      <ul className="sidebar__list">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                isActive
                  ? 'ui-nav-link sidebar__link sidebar__link--active'
                  : 'ui-nav-link sidebar__link'
              }
            >
              <Icon aria-hidden="true" size={20} />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The left menu of the company and admin areas. A company user sees the company menu only;
 * admins (and, until route guarding covers them, signed-out visitors) see both.
 */
export function Sidebar() {
  const { user } = useSession();
  return (
    <div className="sidebar__menus">
      <MenuSection title="Company" items={companyMenu} />
      {user?.roleClass === 'company' ? null : <MenuSection title="Admin" items={adminMenu} />}
    </div>
  );
}
