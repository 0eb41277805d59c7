import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, UnlockedList } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

export const unlockedQueryKey = ['wallet', 'unlocked'] as const;

/** Campaigns with a higher step open for the signed-in customer: GET /api/wallet/unlocked. */
export function getUnlocked(client: ApiClient): Promise<UnlockedList> {
  return client.wallet.unlocked();
}

export function unlockedQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: unlockedQueryKey,
    queryFn: () => getUnlocked(client),
    staleTime: 60_000,
  });
}

export function useUnlocked() {
  const client = useApiClient();
  return useQuery(unlockedQueryOptions(client));
}
