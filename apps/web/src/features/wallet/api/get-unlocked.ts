import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, UnlockedList } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

export const unlockedQueryKey = ['wallet', 'unlocked'] as const;

/** Campaigns with a higher step open for the signed-in customer: GET /api/wallet/unlocked. */
export function getUnlocked(client: CustomerApiClient): Promise<UnlockedList> {
  return client.wallet.unlocked();
}

export function unlockedQueryOptions(client: CustomerApiClient) {
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
