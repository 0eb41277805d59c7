import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { useReauthentication } from '../../admin-review/reauthentication';

/**
 * Refunds a payment in full or in part: POST /api/admin/payments/:paymentId/refunds. Money moves,
 * so the server may first ask the admin to confirm it is them (the "Confirm it is you" dialog).
 */
export function useRefundPayment(paymentId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reauthenticated = useReauthentication();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) =>
      reauthenticated(() => client.admin.refundPayment(paymentId, body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
}
