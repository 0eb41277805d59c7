import type { companySiteFiguresSchema, companySiteSchema, companySitesSchema } from '../sites';
import type { CompanySiteRequest } from '../sites';
import { json } from './http';
import type { Transport } from './http';

const site = (id: string) => `/company/sites/${encodeURIComponent(id)}`;

/** The company's sites, where its campaigns are used and its staff work, and figures by site. */
export function sitesApi({ request }: Transport) {
  return {
    list: () => request<typeof companySitesSchema>('/company/sites'),
    add: (body: CompanySiteRequest) =>
      request<typeof companySiteSchema>('/company/sites', json('POST', body)),
    update: (id: string, body: CompanySiteRequest) =>
      request<typeof companySiteSchema>(site(id), json('PATCH', body)),
    move: (id: string, direction: 'up' | 'down') =>
      request<null>(`${site(id)}/move`, json('POST', { direction })),
    close: (id: string) => request<null>(site(id), { method: 'DELETE' }),
    setCampaignSites: (campaignId: string, siteIds: string[]) =>
      request<null>(
        `/company/campaigns/${encodeURIComponent(campaignId)}/sites`,
        json('PUT', { siteIds }),
      ),
    setMemberSites: (userId: string, siteIds: string[]) =>
      request<null>(
        `/company/team/members/${encodeURIComponent(userId)}/sites`,
        json('PUT', { siteIds }),
      ),
    figures: () => request<typeof companySiteFiguresSchema>('/company/sites/figures'),
  };
}
