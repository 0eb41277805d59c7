import type { campaignDetailSchema, campaignListSchema, categoryListSchema } from '../catalog';
import type { CampaignListQuery } from '../catalog';
import type { Transport } from './http';

/** Categories and live campaigns (read by anyone). */
export function catalogApi({ request }: Transport) {
  return {
    categories: () => request<typeof categoryListSchema>('/categories'),
    campaigns: (query: CampaignListQuery = {}) => {
      const search = new URLSearchParams();
      if (query.category) search.set('category', query.category);
      if (query.sort) search.set('sort', query.sort);
      const qs = search.toString();
      return request<typeof campaignListSchema>(`/campaigns${qs ? `?${qs}` : ''}`);
    },
    campaign: (id: string) =>
      request<typeof campaignDetailSchema>(`/campaigns/${encodeURIComponent(id)}`),
    /** The header's voucher search: visible campaigns matching the text (none for empty text). */
    searchCampaigns: (q: string) =>
      request<typeof campaignListSchema>(
        `/campaigns/search?${new URLSearchParams({ q }).toString()}`,
      ),
  };
}
