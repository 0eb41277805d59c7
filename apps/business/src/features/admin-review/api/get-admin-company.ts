import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One company's details for review: GET /api/admin/companies/:id. */
export const adminCompanyQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['admin', 'company', id],
    queryFn: () => client.admin.company(id),
  });

export function useAdminCompany(id: string) {
  const client = useApiClient();
  return useQuery(adminCompanyQueryOptions(client, id));
}
