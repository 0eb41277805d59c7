import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@stepup/ui';

/** The gift designs a buyer may choose, grouped by category (GET /api/gift-designs, kept public). */
export function useGiftDesigns() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['gift-designs'],
    queryFn: () => client.giftDesigns.list(),
    staleTime: 5 * 60_000,
  });
}
