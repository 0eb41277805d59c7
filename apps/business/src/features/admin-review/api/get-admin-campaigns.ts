import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCampaignListQuery, ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One page of campaigns, pending requests first: GET /api/admin/campaigns?status=&q=&page=. */
export const adminCampaignPageQueryOptions = (client: ApiClient, query: AdminCampaignListQuery) =>
  queryOptions({
    queryKey: ['admin', 'campaigns', query],
    queryFn: () => client.admin.campaigns(query),
  });

/** A page of campaigns with its page number, page size and how many match in all. */
export function useAdminCampaignPage(query: AdminCampaignListQuery) {
  const client = useApiClient();
  return useQuery(adminCampaignPageQueryOptions(client, query));
}

/** The first page's campaigns (the dashboard's short lists). */
export function useAdminCampaigns(query: AdminCampaignListQuery) {
  const client = useApiClient();
  return useQuery({
    ...adminCampaignPageQueryOptions(client, query),
    select: (list) => list.campaigns,
  });
}
