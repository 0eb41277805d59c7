import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Preloader } from '@stepup/ui';
import type { CompanyAction } from '@stepup/domain';
import { OWNER_ONLY_PAGE } from '@stepup/domain';
import { useCompanyPermissions } from '../api/use-company-permissions';

/**
 * An owner's page (reached by its address, since the menu hides it from staff): the page when
 * the member's role allows `action`, otherwise a clear message instead of a form. Admins and
 * visitors are not held to a company role; when the role cannot be fetched the page shows and
 * the server still refuses.
 */
export function OwnerOnly({ action, children }: { action: CompanyAction; children: ReactNode }) {
  const permissions = useCompanyPermissions();
  if (!permissions.isCompanyUser || permissions.isError) return <>{children}</>;
  if (permissions.isPending) return <Preloader label="Loading" />;
  if (permissions.allows(action)) return <>{children}</>;
  return (
    <div className="owner-only">
      <Alert tone="info">{OWNER_ONLY_PAGE(permissions.companyName ?? 'your company')}</Alert>
      <p>
        <Link to="/dashboard">Go to the dashboard</Link>
      </p>
    </div>
  );
}
