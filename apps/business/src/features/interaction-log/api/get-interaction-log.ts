import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, InteractionLogQuery } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One page of the log: GET /api/admin/interaction-log?action=&targetType=&targetId=&actor=&from=&to=&page=. */
export const interactionLogQueryOptions = (client: ApiClient, query: InteractionLogQuery) =>
  queryOptions({
    queryKey: ['admin', 'interaction-log', query],
    queryFn: () => client.admin.interactionLog(query),
  });

/** The current page stays on screen while the next one loads (no flash of a spinner on paging). */
export function useInteractionLog(query: InteractionLogQuery) {
  const client = useApiClient();
  return useQuery({
    ...interactionLogQueryOptions(client, query),
    placeholderData: keepPreviousData,
  });
}
