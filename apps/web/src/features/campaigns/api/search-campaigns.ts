import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, CampaignSummary } from '@stepup/contracts';
import { normaliseSearchText } from '@stepup/domain';
import { useApiClient } from '@stepup/ui';

/** The header's voucher search: GET /api/campaigns/search?q= (at most 50, none for empty text). */
export async function searchCampaigns(
  client: CustomerApiClient,
  text: string,
): Promise<CampaignSummary[]> {
  const { campaigns } = await client.searchCampaigns(text);
  return campaigns;
}

export function campaignSearchQueryOptions(client: CustomerApiClient, text: string) {
  const q = normaliseSearchText(text);
  return queryOptions({
    queryKey: ['campaign-search', q],
    queryFn: () => searchCampaigns(client, q),
    staleTime: 60_000,
  });
}

export function useCampaignSearch(text: string) {
  const client = useApiClient();
  return useQuery({
    ...campaignSearchQueryOptions(client, text),
    enabled: normaliseSearchText(text) !== '',
  });
}
