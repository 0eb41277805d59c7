import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CampaignSort, CampaignSummary } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

export interface CampaignsQuery {
  category?: string | undefined;
  sort?: CampaignSort;
}

/** Live campaigns, optionally of one category: GET /api/campaigns?category=&sort=. */
export async function getCampaigns(
  client: ApiClient,
  { category, sort = 'popular' }: CampaignsQuery = {},
): Promise<CampaignSummary[]> {
  const { campaigns } = await client.campaigns(category ? { category, sort } : { sort });
  return campaigns;
}

export function campaignsQueryOptions(client: ApiClient, query: CampaignsQuery = {}) {
  const key = { category: query.category ?? null, sort: query.sort ?? 'popular' };
  return queryOptions({
    queryKey: ['campaigns', key],
    queryFn: () => getCampaigns(client, query),
    staleTime: 60_000,
  });
}

/** Keeps the previous list on screen while another category or sort loads (no layout jump). */
export function useCampaigns(query: CampaignsQuery = {}) {
  const client = useApiClient();
  return useQuery({ ...campaignsQueryOptions(client, query), placeholderData: keepPreviousData });
}
