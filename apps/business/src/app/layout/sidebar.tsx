import { NavLink } from 'react-router';
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
 * The left menu of the company and admin areas. Until sign-in arrives everyone sees both
 * menus; the signed-in user's role will pick one.
 */
export function Sidebar() {
  return (
    <div className="sidebar__menus">
      <MenuSection title="Company" items={companyMenu} />
      <MenuSection title="Admin" items={adminMenu} />
    </div>
  );
}
