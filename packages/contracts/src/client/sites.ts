import { z } from 'zod';
import { companySiteFiguresSchema, companySiteSchema, companySitesSchema } from '../sites';
import type { CompanySiteRequest } from '../sites';
import { json } from './http';
import type { Transport } from './http';

const site = (id: string) => `/company/sites/${encodeURIComponent(id)}`;

/** The company's sites, where its campaigns are used and its staff work, and figures by site. */
export function sitesApi({ request }: Transport) {
  return {
    list: () => request(companySitesSchema, '/company/sites'),
    add: (body: CompanySiteRequest) =>
      request(companySiteSchema, '/company/sites', json('POST', body)),
    update: (id: string, body: CompanySiteRequest) =>
      request(companySiteSchema, site(id), json('PATCH', body)),
    move: (id: string, direction: 'up' | 'down') =>
      request(z.null(), `${site(id)}/move`, json('POST', { direction })),
    close: (id: string) => request(z.null(), site(id), { method: 'DELETE' }),
    setCampaignSites: (campaignId: string, siteIds: string[]) =>
      request(
        z.null(),
        `/company/campaigns/${encodeURIComponent(campaignId)}/sites`,
        json('PUT', { siteIds }),
      ),
    setMemberSites: (userId: string, siteIds: string[]) =>
      request(
        z.null(),
        `/company/team/members/${encodeURIComponent(userId)}/sites`,
        json('PUT', { siteIds }),
      ),
    figures: () => request(companySiteFiguresSchema, '/company/sites/figures'),
  };
}
