import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@stepup/ui';

/** A payment with its refunds and disputes: GET /api/admin/payments/:paymentId. */
export function useAdminPayment(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'payments', 'detail', id],
    queryFn: () => client.admin.payment(id),
  });
}
