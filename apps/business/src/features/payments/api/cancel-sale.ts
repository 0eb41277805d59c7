import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@stepup/ui';

/**
 * POST /api/company/sales/:voucherId/cancel (owners): cancels the voucher and refunds its buyer.
 * Every page of the sales is read again afterwards, so the row shows it cancelled and refunded.
 */
export function useCancelSale() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voucherId, reason }: { voucherId: string; reason: string }) =>
      client.company.cancelSale(voucherId, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company', 'sales'] }),
  });
}
