import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@stepup/ui';
import { walletQueryKey } from './get-wallet';

/**
 * POST /api/wallet/vouchers/:voucherId/cancel: the buyer cancels within 14 days and the price goes
 * back to their card. The wallet is read again afterwards, so the row shows CANCELLED and its refund.
 */
export function useCancelVoucher() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voucherId: string) => client.wallet.cancel(voucherId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
