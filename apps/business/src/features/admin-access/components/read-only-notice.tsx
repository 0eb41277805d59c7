import { ADMIN_AREA_READ_ONLY } from '@stepup/domain';
import type { AdminArea } from '@stepup/domain';
import { Alert } from '@stepup/ui';
import { useAdminAccess } from '../api/use-admin-access';

/**
 * Whether the admin may change things in `area`. While the level loads, or when it cannot be
 * fetched, the controls stay on (the area's gate waited for it; the server still refuses).
 */
export function useAdminMayWrite(area: AdminArea): boolean {
  const access = useAdminAccess();
  return access.isPending || access.isError || access.can(area, 'write');
}

/**
 * The one short notice above an area's page whose level only reads it, so disabled or missing
 * controls are explained once rather than inviting a click the server would refuse.
 */
export function ReadOnlyNotice({ area }: { area: AdminArea }) {
  if (useAdminMayWrite(area)) return null;
  return (
    <Alert tone="info" className="read-only-notice">
      {ADMIN_AREA_READ_ONLY}
    </Alert>
  );
}
