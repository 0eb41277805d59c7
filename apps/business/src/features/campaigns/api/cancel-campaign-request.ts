import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { companyDashboardQueryKey } from './get-company-dashboard';

/** POST /api/company/campaigns/:id/cancel: a request awaiting review becomes 'cancelled'. */
export function cancelCampaignRequest(client: ApiClient, campaignId: string) {
  return client.companyCampaigns.cancel(campaignId);
}

export function useCancelCampaignRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => cancelCampaignRequest(client, campaignId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyDashboardQueryKey }),
  });
}
