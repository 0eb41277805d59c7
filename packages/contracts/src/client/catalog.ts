import type {
  campaignDetailSchema,
  campaignListPageSchema,
  campaignListSchema,
  categoryListSchema,
} from '../catalog';
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
      if (query.page !== undefined) search.set('page', String(query.page));
      if (query.limit !== undefined) search.set('limit', String(query.limit));
      const qs = search.toString();
      return request<typeof campaignListPageSchema>(`/campaigns${qs ? `?${qs}` : ''}`);
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
