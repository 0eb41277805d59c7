import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@stepup/contracts';
import type { CustomerApiClient, CampaignDetail } from '@stepup/contracts';
import { useApiClient, useSession } from '@stepup/ui';

/**
 * One live campaign with what this viewer may buy: GET /api/campaigns/:id answers the campaign
 * (with the signed-in customer's level) and the slot statuses per step and face value.
 */
export async function getCampaign(client: CustomerApiClient, id: string): Promise<CampaignDetail> {
  return client.campaign(id);
}

export function campaignQueryOptions(client: CustomerApiClient, id: string) {
  return queryOptions({
    queryKey: ['campaign', id],
    queryFn: () => getCampaign(client, id),
    staleTime: 60_000,
    // A missing campaign stays missing: do not retry a 404.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}

/** Waits for the session, so a signed-in customer never sees a visitor's ladder first. */
export function useCampaign(id: string) {
  const client = useApiClient();
  const { user } = useSession();
  return useQuery({ ...campaignQueryOptions(client, id), enabled: user !== undefined });
}
