import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArea } from '@stepup/domain';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient, useSession } from '@stepup/ui';

/** The signed-in admin's permission level: GET /api/admin/access (the server refuses the rest). */
export const adminAccessQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'access'],
    queryFn: () => client.admin.access(),
    // A level changed by another admin shows within a minute (and on the next page load).
    staleTime: 60_000,
  });

/**
 * What the signed-in admin may do per area of the admin menu. `can(area, 'read')` is false while
 * the level loads, for a company user or visitor, and for an admin without two-step sign-in.
 */
export function useAdminAccess() {
  const client = useApiClient();
  const { user } = useSession();
  const enabled = user?.roleClass === 'admin' && user.twoFactorEnabled;
  const query = useQuery({ ...adminAccessQueryOptions(client), enabled });
  const grants = enabled ? query.data?.grants : undefined;
  return {
    /** The level's name (null: the admin has none). */
    level: query.data?.level ?? null,
    isPending: enabled && query.isPending,
    isError: query.isError,
    can: (area: AdminArea, access: 'read' | 'write' = 'read') =>
      grants?.[area] === 'write' || (access === 'read' && grants?.[area] === 'read'),
  };
}
