import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomerChange, AdminCustomerListQuery } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { useReauthentication } from '../../admin-review/reauthentication';

/** One page of customers: GET /api/admin/customers?q=&status=&tester=&buyingOff=&page=. */
export function useAdminCustomers(query: AdminCustomerListQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'customers', 'list', query],
    queryFn: () => client.admin.customers(query),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** A customer with their switches and newest vouchers: GET /api/admin/customers/:id. */
export function useAdminCustomer(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'customers', 'detail', id],
    queryFn: () => client.admin.customer(id),
  });
}

/**
 * One change to a customer: PATCH /api/admin/customers/:id. Cutting a customer off (or letting
 * them back) may first ask the admin to confirm it is them ("Confirm it is you").
 */
export function useChangeCustomer(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reauthenticated = useReauthentication();
  return useMutation({
    mutationFn: (change: AdminCustomerChange) =>
      reauthenticated(() => client.admin.changeCustomer(id, change)),
    onSuccess: (detail) => {
      queryClient.setQueryData(['admin', 'customers', 'detail', id], detail);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'customers', 'list'] });
    },
  });
}
