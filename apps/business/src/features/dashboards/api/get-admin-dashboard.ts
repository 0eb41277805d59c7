import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import type { DashboardPeriod } from '@stepup/domain';
import { useApiClient } from '@stepup/ui';

/** GET /api/admin/dashboard: the platform's figures over a period, read again each minute. */
export const adminDashboardQueryOptions = (client: ApiClient, period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', period],
    queryFn: () => client.admin.dashboard({ period }),
    refetchInterval: 60_000,
    // A change of period keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAdminDashboard(period: DashboardPeriod) {
  const client = useApiClient();
  return useQuery(adminDashboardQueryOptions(client, period));
}
