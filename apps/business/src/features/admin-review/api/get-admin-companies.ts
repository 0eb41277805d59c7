import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCompanyListQuery, AdminCompanySummary, ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One page of companies for review, pending first: GET /api/admin/companies?status=&q=&page=. */
export const adminCompanyPageQueryOptions = (client: ApiClient, query: AdminCompanyListQuery) =>
  queryOptions({
    queryKey: ['admin', 'companies', query],
    queryFn: () => client.admin.companies(query),
  });

/** A page of companies with its page number, page size and how many match in all. */
export function useAdminCompanyPage(query: AdminCompanyListQuery) {
  const client = useApiClient();
  return useQuery(adminCompanyPageQueryOptions(client, query));
}

/** The first page's companies (the dashboard's short lists). */
export function useAdminCompanies(query: AdminCompanyListQuery) {
  const client = useApiClient();
  return useQuery({
    ...adminCompanyPageQueryOptions(client, query),
    select: (list) => list.companies,
  });
}

/** As many companies as a filter's choice lists before paging came (500: 20 pages). */
const MOST_CHOICE_PAGES = 20;

/** Every company (up to 500), for a company filter's choices: the pages fetched one by one. */
export function useAdminCompanyChoices() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'companies', 'choices'],
    queryFn: async () => {
      const all: AdminCompanySummary[] = [];
      for (let page = 1; page <= MOST_CHOICE_PAGES; page++) {
        const list = await client.admin.companies(page > 1 ? { page } : {});
        all.push(...list.companies);
        if (page * list.pageSize >= list.total) break;
      }
      return all;
    },
  });
}
