import { NavLink } from 'react-router';
import { COMPANY_NOTIFICATIONS_TEXT } from '@stepup/domain';
import { useSession } from '@stepup/ui';
import { useAdminAccess } from '../../features/admin-access/api/use-admin-access';
import { useAdminCounters } from '../../features/admin-review/api/get-admin-counters';
import { useUnreadNotificationsCount } from '../../features/company-notifications/api/company-notifications';
import { useWaitingOffersCount } from '../../features/custom-offers/api/get-company-offers';
import { useCompanyPermissions } from '../../features/team/api/use-company-permissions';
import type { MenuItem } from '../../lib/menus';
import { adminMenu, companyMenu } from '../../lib/menus';

function MenuSection({
  title,
  items,
  counts = {},
}: {
  title: string;
  items: MenuItem[];
  /** A number to show beside an item (the menus' counters), by its path. */
  counts?: Record<string, { value: number; label: string }>;
}) {
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
              {counts[to]?.value ? (
                <span className="sidebar__count">
                  <span className="ui-visually-hidden">: </span>
                  {counts[to].value}
                  <span className="ui-visually-hidden"> {counts[to].label}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The left menu of the company and admin areas, following the signed-in user's roles: a company
 * member sees the company menu (only the items their role allows, owner-only items once their role
 * is known), an admin the admin menu (the areas their permission level reads, once it is known),
 * and a signed-out visitor no menu at all.
 */
export function Sidebar() {
  const { user } = useSession();
  const permissions = useCompanyPermissions();
  const isAdmin = user?.roleClass === 'admin';
  // An admin may turn perks off for every company: the menu then has no Perks item.
  const companyItems = companyMenu.filter(
    (item) =>
      (!item.requires || permissions.allows(item.requires)) &&
      (item.to !== '/perks' || permissions.perksAvailable),
  );
  // The company menu shows how many custom offers wait for an answer (members only have an inbox).
  const waitingOffers = useWaitingOffersCount({ enabled: permissions.isCompanyUser });
  const companyCounts: Record<string, { value: number; label: string }> = waitingOffers
    ? { '/offers': { value: waitingOffers, label: 'waiting' } }
    : {};
  // …and, beside the dashboard, how many of the admins' notifications the company has not read.
  const unreadNotifications = useUnreadNotificationsCount({ enabled: permissions.isCompanyUser });
  if (unreadNotifications)
    companyCounts['/dashboard'] = {
      value: unreadNotifications,
      label: COMPANY_NOTIFICATIONS_TEXT.unread,
    };
  // The admin menu follows the admin's permission level: the dashboard, and the areas it reads.
  const access = useAdminAccess();
  const adminItems = adminMenu.filter((item) => !item.area || access.can(item.area));
  // It shows counters for new companies and pending campaigns (docs/product.md#menus), each only
  // beside an area the level reads, and asks for them only when one of them is shown.
  const counters = useAdminCounters({
    enabled:
      isAdmin && user.twoFactorEnabled && (access.can('companies') || access.can('campaigns')),
  });
  const counts: Record<string, { value: number; label: string }> = {};
  if (counters.data && access.can('companies'))
    counts['/admin/companies'] = { value: counters.data.newCompanies, label: 'new' };
  if (counters.data && access.can('campaigns'))
    counts['/admin/campaigns'] = { value: counters.data.pendingCampaigns, label: 'pending' };
  return (
    <div className="sidebar__menus">
      {permissions.isCompanyUser ? (
        <MenuSection title="Company" items={companyItems} counts={companyCounts} />
      ) : null}
      {isAdmin ? <MenuSection title="Admin" items={adminItems} counts={counts} /> : null}
    </div>
  );
}
