import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { AdminArea } from '@stepup/domain';
import {
  ADMIN_ACCESS_LOADING,
  ADMIN_AREA_REFUSED,
  ADMIN_AREA_REFUSED_HOME,
  ADMIN_AREA_REFUSED_TITLE,
} from '@stepup/domain';
import { buttonClassName, PageTitle, Preloader } from '@stepup/ui';
import { useAdminAccess } from '../api/use-admin-access';

/**
 * An admin page of one area (packages/domain admin-permissions): the page when the admin's
 * permission level reads the area, otherwise the area's 403 page instead (the menu hides it, but
 * an address or an old link still leads here). When the level cannot be fetched the page shows
 * and the server still refuses, as the company's OwnerOnly does.
 */
export function AdminAreaGate({ area, children }: { area: AdminArea; children: ReactNode }) {
  const access = useAdminAccess();
  if (access.isPending) return <Preloader label={ADMIN_ACCESS_LOADING} />;
  if (access.isError || access.can(area, 'read')) return <>{children}</>;
  return <AdminAreaRefused />;
}

/** The 403 page of the admin area: what happened, and the way back to the admin dashboard. */
export function AdminAreaRefused() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']}>{ADMIN_AREA_REFUSED_TITLE}</PageTitle>
      <div className="gate" role="status">
        <Lock aria-hidden="true" size={32} className="gate__icon" />
        <p className="gate__text">{ADMIN_AREA_REFUSED}</p>
        <Link className={buttonClassName()} to="/admin/dashboard">
          {ADMIN_AREA_REFUSED_HOME}
        </Link>
      </div>
    </div>
  );
}
