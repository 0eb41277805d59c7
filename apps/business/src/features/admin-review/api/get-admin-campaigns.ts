import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCampaignListQuery, ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** Campaigns, pending requests first: GET /api/admin/campaigns?status=&q=. */
export const adminCampaignsQueryOptions = (client: ApiClient, query: AdminCampaignListQuery) =>
  queryOptions({
    queryKey: ['admin', 'campaigns', query],
    queryFn: async () => (await client.admin.campaigns(query)).campaigns,
  });

export function useAdminCampaigns(query: AdminCampaignListQuery) {
  const client = useApiClient();
  return useQuery(adminCampaignsQueryOptions(client, query));
}
