import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerApiClient, FavouriteList, FavouriteState } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';
import { favouritesQueryKey } from './get-favourites';

export interface FavouriteChange {
  campaignId: string;
  favourite: boolean;
}

/** PUT or DELETE /api/favourites/:id. */
export function updateFavourite(
  client: CustomerApiClient,
  { campaignId, favourite }: FavouriteChange,
): Promise<FavouriteState> {
  return favourite ? client.favourites.add(campaignId) : client.favourites.remove(campaignId);
}

function applied(list: FavouriteList, { campaignId, favourite }: FavouriteChange): FavouriteList {
  const others = list.campaignIds.filter((id) => id !== campaignId);
  return {
    campaignIds: favourite ? [campaignId, ...others] : others,
    campaigns: favourite ? list.campaigns : list.campaigns.filter((c) => c.id !== campaignId),
  };
}

/**
 * Favourite or unfavourite at once (the heart fills before the server answers); an error puts
 * the previous favourites back, and the list is read again either way.
 */
export function useUpdateFavourite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FavouriteChange) => updateFavourite(client, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: favouritesQueryKey });
      const previous = queryClient.getQueryData<FavouriteList>(favouritesQueryKey);
      queryClient.setQueryData<FavouriteList>(favouritesQueryKey, (list) =>
        applied(list ?? { campaignIds: [], campaigns: [] }, change),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(favouritesQueryKey, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });
}
