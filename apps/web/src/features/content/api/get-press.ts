import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, PressItem } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** Press articles in display order: GET /api/press. */
export async function getPress(client: CustomerApiClient): Promise<PressItem[]> {
  const { press } = await client.content.press();
  return press;
}

export function pressQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: ['content', 'press'],
    queryFn: () => getPress(client),
    staleTime: 30 * 60_000,
  });
}

export function usePress() {
  const client = useApiClient();
  return useQuery(pressQueryOptions(client));
}
