import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyerGift, GiftChangeRequest, GiftResendRequest } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { walletQueryKey } from '../../wallet/api/get-wallet';

export const giftPageKey = (token: string) => ['gift-page', token] as const;
export const buyerGiftKey = (voucherId: string) => ['buyer-gift', voucherId] as const;

/** GET /api/gifts/{token}: the recipient's page (ADR 055). Not retried: a 404 is an answer. */
export function useGiftPage(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: giftPageKey(token),
    queryFn: () => client.gifts.page(token),
    retry: false,
    // The code is on it: not kept once the page is left.
    gcTime: 0,
  });
}

/** GET /api/wallet/vouchers/{voucherId}/gift: one gift its buyer manages. */
export function useBuyerGift(voucherId: string, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: buyerGiftKey(voucherId),
    queryFn: () => client.gifts.buyerGift(voucherId),
    enabled,
    retry: false,
  });
}

type GiftAction =
  | { kind: 'change'; body: GiftChangeRequest }
  | { kind: 'sendNow' }
  | { kind: 'resend'; body: GiftResendRequest };

/** A change, a send-now or a resend; the screen and the wallet are read again after. */
export function useGiftAction(voucherId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: GiftAction): Promise<BuyerGift> =>
      action.kind === 'change'
        ? client.gifts.change(voucherId, action.body)
        : action.kind === 'sendNow'
          ? client.gifts.sendNow(voucherId)
          : client.gifts.resend(voucherId, action.body),
    onSuccess: async (gift) => {
      queryClient.setQueryData(buyerGiftKey(voucherId), gift);
      await queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
  });
}
