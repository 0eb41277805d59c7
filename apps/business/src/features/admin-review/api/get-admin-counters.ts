import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** New companies and pending campaign requests: GET /api/admin/counters, refreshed each minute. */
export const adminCountersQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'counters'],
    queryFn: () => client.admin.counters(),
    refetchInterval: 60_000,
  });

export function useAdminCounters({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ ...adminCountersQueryOptions(client), enabled });
}
