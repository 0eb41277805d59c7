import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, StorySummary } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** "Our stories", newest first: GET /api/stories. */
export async function getStories(client: CustomerApiClient): Promise<StorySummary[]> {
  const { stories } = await client.content.stories();
  return stories;
}

export function storiesQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: ['content', 'stories'],
    queryFn: () => getStories(client),
    staleTime: 5 * 60_000,
  });
}

export function useStories() {
  const client = useApiClient();
  return useQuery(storiesQueryOptions(client));
}
