import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@stepup/ui';

const giftingKey = ['admin', 'gifting'] as const;

/** The default gifting price and how many customers have their own: GET /api/admin/gifting. */
export function useAdminGifting() {
  const client = useApiClient();
  return useQuery({ queryKey: giftingKey, queryFn: () => client.gifting.adminGet() });
}

/** PUT /api/admin/gifting: the new default price, in pence (the screen's answer is reread). */
export function useSetGiftingPrice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (giftingFeePence: number) => client.gifting.adminSet({ giftingFeePence }),
    onSuccess: (answer) => {
      queryClient.setQueryData(giftingKey, answer);
      // The site settings carry the default price too.
      void queryClient.invalidateQueries({ queryKey: ['site'] });
    },
  });
}
