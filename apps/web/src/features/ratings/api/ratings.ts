import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateVoucherBody } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { walletQueryKey } from '../../wallet/api/get-wallet';

export const voucherRatingKey = (voucherId: string) => ['voucher-rating', voucherId] as const;
export const campaignRatingsKey = (campaignId: string) => ['campaign-ratings', campaignId] as const;

/** GET /api/wallet/vouchers/:voucherId/rating: the rate screen of one used voucher. */
export function useVoucherRating(voucherId: string, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: voucherRatingKey(voucherId),
    queryFn: () => client.ratings.ofVoucher(voucherId),
    enabled,
    retry: false,
  });
}

/**
 * POST /api/wallet/vouchers/:voucherId/rating. Afterwards the screen, the wallet and the campaign
 * (its average and count) are read again.
 */
export function useRateVoucher(voucherId: string, campaignId: string | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateVoucherBody) => client.ratings.rate(voucherId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: voucherRatingKey(voucherId) }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
        ...(campaignId
          ? [queryClient.invalidateQueries({ queryKey: campaignRatingsKey(campaignId) })]
          : []),
      ]);
    },
  });
}

/** GET /api/campaigns/:id/ratings: the latest ratings shown on the campaign page. */
export function useCampaignRatings(campaignId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: campaignRatingsKey(campaignId),
    queryFn: () => client.ratings.ofCampaign(campaignId),
    staleTime: 60_000,
  });
}
