import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** "View as company", read-only: GET /api/admin/companies/:id/view. */
export const companyViewQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['admin', 'company-view', id],
    queryFn: () => client.admin.companyView(id),
  });

export function useCompanyView(id: string) {
  const client = useApiClient();
  return useQuery(companyViewQueryOptions(client, id));
}
