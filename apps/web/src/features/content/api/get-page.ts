import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@stepup/contracts';
import type { CustomerApiClient, ContentPage } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** A stored page by id: GET /api/pages/:id. */
export async function getPage(client: CustomerApiClient, id: string): Promise<ContentPage> {
  const { page } = await client.content.page(id);
  return page;
}

export function pageQueryOptions(client: CustomerApiClient, id: string) {
  return queryOptions({
    queryKey: ['content', 'page', id],
    queryFn: () => getPage(client, id),
    staleTime: 5 * 60_000,
    // A missing page stays missing: do not retry a 4xx.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}

export function usePage(id: string) {
  const client = useApiClient();
  return useQuery(pageQueryOptions(client, id));
}
