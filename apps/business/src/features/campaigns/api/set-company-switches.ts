import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CompanySwitches } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { companyDashboardQueryKey } from './get-company-dashboard';

export type SwitchChange =
  { currentStatus: CompanySwitches['currentStatus'] } | { redemptionsEnabled: boolean };

/** PUT /api/company/online-status or /api/company/redemptions-enabled. */
export function setCompanySwitch(client: ApiClient, change: SwitchChange) {
  return 'currentStatus' in change
    ? client.companyCampaigns.setOnlineStatus(change.currentStatus)
    : client.companyCampaigns.setRedemptionsEnabled(change.redemptionsEnabled);
}

export function useSetCompanySwitch() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SwitchChange) => setCompanySwitch(client, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyDashboardQueryKey }),
  });
}
