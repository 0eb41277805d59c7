import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { DASHBOARD_REFRESH_MS } from '../../campaigns/api/get-company-dashboard';

/** GET /api/company/dashboard/charts: weekly sales, redemption rates and loyalty funnels. */
export const companyDashboardChartsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['company', 'dashboard', 'charts'],
    queryFn: () => client.companyCampaigns.dashboardCharts(),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export function useCompanyDashboardCharts() {
  const client = useApiClient();
  return useQuery(companyDashboardChartsQueryOptions(client));
}
