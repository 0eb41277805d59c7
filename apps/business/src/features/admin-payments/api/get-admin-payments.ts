import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentListQuery, ApiClient } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** One page of payments and the totals: GET /api/admin/payments?q=&companyId=&from=&to=&status=&page=. */
export const adminPaymentsQueryOptions = (client: ApiClient, query: AdminPaymentListQuery) =>
  queryOptions({
    queryKey: ['admin', 'payments', 'list', query],
    queryFn: () => client.admin.payments(query),
  });

/** The current page stays on screen while the next one loads (no flash of a spinner on paging). */
export function useAdminPayments(query: AdminPaymentListQuery) {
  const client = useApiClient();
  return useQuery({
    ...adminPaymentsQueryOptions(client, query),
    placeholderData: keepPreviousData,
  });
}
