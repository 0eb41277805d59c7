import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CampaignRequestBody } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { companyDashboardQueryKey } from './get-company-dashboard';

/** POST /api/company/campaigns: the request goes to review as 'pending'. */
export function requestCampaign(client: ApiClient, body: CampaignRequestBody) {
  return client.companyCampaigns.request(body);
}

export function useRequestCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignRequestBody) => requestCampaign(client, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyDashboardQueryKey }),
  });
}
