import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CampaignCustomOfferSettings } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { companyDashboardQueryKey } from '../../campaigns/api/get-company-dashboard';

/** PUT /api/company/campaigns/:campaignId/custom-offers (owners): a campaign's offer settings. */
export function saveOfferSettings(
  client: ApiClient,
  campaignId: string,
  settings: CampaignCustomOfferSettings,
) {
  return client.companyCustomOffers.campaignSettings(campaignId, settings);
}

export function useSaveOfferSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      settings,
    }: {
      campaignId: string;
      settings: CampaignCustomOfferSettings;
    }) => saveOfferSettings(client, campaignId, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyDashboardQueryKey }),
  });
}
