import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@stepup/contracts';
import type { ApiClient, CampaignSummary } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One live campaign: GET /api/campaigns/:id. */
export async function getCampaign(client: ApiClient, id: string): Promise<CampaignSummary> {
  const { campaign } = await client.campaign(id);
  return campaign;
}

export function campaignQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['campaign', id],
    queryFn: () => getCampaign(client, id),
    staleTime: 60_000,
    // A missing campaign stays missing: do not retry a 404.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}

export function useCampaign(id: string) {
  const client = useApiClient();
  return useQuery(campaignQueryOptions(client, id));
}
