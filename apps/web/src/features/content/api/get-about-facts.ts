import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutFacts, CustomerApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** The About Us counters: GET /api/about. */
export function getAboutFacts(client: CustomerApiClient): Promise<AboutFacts> {
  return client.content.about();
}

export function aboutFactsQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: ['content', 'about'],
    queryFn: () => getAboutFacts(client),
    staleTime: 5 * 60_000,
  });
}

export function useAboutFacts() {
  const client = useApiClient();
  return useQuery(aboutFactsQueryOptions(client));
}
