import type { favouriteListSchema, favouriteStateSchema } from '../favourites';
import type { Transport } from './http';

/** The signed-in customer's favourite campaigns. */
export function favouritesApi({ request }: Transport) {
  return {
    list: () => request<typeof favouriteListSchema>('/favourites'),
    add: (campaignId: string) =>
      request<typeof favouriteStateSchema>(`/favourites/${encodeURIComponent(campaignId)}`, {
        method: 'PUT',
      }),
    remove: (campaignId: string) =>
      request<typeof favouriteStateSchema>(`/favourites/${encodeURIComponent(campaignId)}`, {
        method: 'DELETE',
      }),
  };
}
