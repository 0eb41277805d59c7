import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CompanyDashboard } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** docs/product.md#company-dashboard: the dashboard's figures are refreshed each minute (and said to be indicative). */
export const DASHBOARD_REFRESH_MS = 60_000;

export const companyDashboardQueryKey = ['company', 'dashboard'] as const;

/**
 * GET /api/company/dashboard?page=: the company's switches, totals, and one page of campaigns with
 * their figures.
 */
export function getCompanyDashboard(client: ApiClient, page = 1): Promise<CompanyDashboard> {
  return client.companyCampaigns.dashboard(page);
}

export function companyDashboardQueryOptions(client: ApiClient, page = 1) {
  return queryOptions({
    // Under the shared key, so every change that invalidates the dashboard refreshes each page.
    queryKey: [...companyDashboardQueryKey, page],
    queryFn: () => getCompanyDashboard(client, page),
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
    // Moving between pages keeps the totals and switches on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useCompanyDashboard(page = 1) {
  const client = useApiClient();
  return useQuery(companyDashboardQueryOptions(client, page));
}
