import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCompanyListQuery, ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** Companies for review, pending first: GET /api/admin/companies?status=&q=. */
export const adminCompaniesQueryOptions = (client: ApiClient, query: AdminCompanyListQuery) =>
  queryOptions({
    queryKey: ['admin', 'companies', query],
    queryFn: async () => (await client.admin.companies(query)).companies,
  });

export function useAdminCompanies(query: AdminCompanyListQuery) {
  const client = useApiClient();
  return useQuery(adminCompaniesQueryOptions(client, query));
}
