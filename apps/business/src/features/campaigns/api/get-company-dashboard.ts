import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CompanyDashboard } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** docs/product.md#company-dashboard: the dashboard's figures are refreshed each minute (and said to be indicative). */
export const DASHBOARD_REFRESH_MS = 60_000;

export const companyDashboardQueryKey = ['company', 'dashboard'] as const;

/** GET /api/company/dashboard: the company's switches and campaigns with their figures. */
export function getCompanyDashboard(client: ApiClient): Promise<CompanyDashboard> {
  return client.companyCampaigns.dashboard();
}

export function companyDashboardQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: companyDashboardQueryKey,
    queryFn: () => getCompanyDashboard(client),
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  });
}

export function useCompanyDashboard() {
  const client = useApiClient();
  return useQuery(companyDashboardQueryOptions(client));
}
