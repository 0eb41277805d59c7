import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { tillRequest } from './till-request';

export const recentRedemptionsKey = ['company', 'redemptions', 'recent'] as const;

/** GET /api/company/redemptions/recent: the company's latest redemptions, newest first. */
export function recentRedemptions(client: ApiClient, timeoutMs: number) {
  return tillRequest((signal) => client.companyCampaigns.recentRedemptions({ signal }), timeoutMs);
}

export function useRecentRedemptions(timeoutMs: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: recentRedemptionsKey,
    queryFn: () => recentRedemptions(client, timeoutMs),
    networkMode: 'always',
    retry: false,
  });
}

/** Reads the list afresh now (after a redemption), answering it. */
export function useFetchRecentRedemptions(timeoutMs: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: recentRedemptionsKey,
      queryFn: () => recentRedemptions(client, timeoutMs),
      networkMode: 'always',
      staleTime: 0,
    });
}
