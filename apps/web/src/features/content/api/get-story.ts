import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@stepup/contracts';
import type { CustomerApiClient, Story } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One story with its text: GET /api/stories/:id. */
export async function getStory(client: CustomerApiClient, id: string): Promise<Story> {
  const { story } = await client.content.story(id);
  return story;
}

export function storyQueryOptions(client: CustomerApiClient, id: string) {
  return queryOptions({
    queryKey: ['content', 'story', id],
    queryFn: () => getStory(client, id),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}

export function useStory(id: string) {
  const client = useApiClient();
  return useQuery(storyQueryOptions(client, id));
}
