import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { companyDashboardQueryKey } from './get-company-dashboard';

/** POST /api/company/campaigns/:id/top-up: a new, higher total value (each step's budget). */
export function topUpCampaign(client: ApiClient, campaignId: string, newTotalValuePence: number) {
  return client.companyCampaigns.topUp(campaignId, newTotalValuePence);
}

export function useTopUpCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      newTotalValuePence,
    }: {
      campaignId: string;
      newTotalValuePence: number;
    }) => topUpCampaign(client, campaignId, newTotalValuePence),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyDashboardQueryKey }),
  });
}
