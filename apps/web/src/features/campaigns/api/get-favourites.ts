import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, FavouriteList } from '@stepup/contracts';
import { useApiClient, useSession } from '@stepup/ui';

export const favouritesQueryKey = ['favourites'] as const;

/** The signed-in customer's favourites: GET /api/favourites (ids, and the campaigns to show). */
export function getFavourites(client: CustomerApiClient): Promise<FavouriteList> {
  return client.favourites.list();
}

export function favouritesQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: favouritesQueryKey,
    queryFn: () => getFavourites(client),
    staleTime: 60_000,
  });
}

/** Asked only for a signed-in customer; visitors have no favourites. */
export function useFavourites() {
  const client = useApiClient();
  const { user } = useSession();
  const isCustomer = user?.audience === 'customer';
  const query = useQuery({ ...favouritesQueryOptions(client), enabled: isCustomer });
  return { ...query, isCustomer, user };
}
