import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, StorySummary } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** "Our stories", newest first: GET /api/stories. */
export async function getStories(client: ApiClient): Promise<StorySummary[]> {
  const { stories } = await client.content.stories();
  return stories;
}

export function storiesQueryOptions(client: ApiClient) {
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
