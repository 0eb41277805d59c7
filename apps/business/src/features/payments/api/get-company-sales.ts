import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CompanySales } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One page of the company's sales with totals: GET /api/company/sales?page=. */
export function getCompanySales(client: ApiClient, page: number): Promise<CompanySales> {
  return client.company.sales(page);
}

export function companySalesQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: ['company', 'sales', page],
    queryFn: () => getCompanySales(client, page),
    placeholderData: keepPreviousData,
  });
}

export function useCompanySales(page: number) {
  const client = useApiClient();
  return useQuery(companySalesQueryOptions(client, page));
}
