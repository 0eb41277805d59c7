import type { CampaignRequestBody, CompanySwitches } from '../company-campaigns';
import type { recentRedemptionsSchema } from '../till';
import type { companyDashboardChartsSchema } from '../dashboards';
import { json } from './http';
import type { Transport } from './http';
import type {
  companyCampaignSchema,
  companyDashboardSchema,
  companySwitchesSchema,
  redemptionResultSchema,
  redemptionVoucherSchema,
} from '../company-campaigns';

/** The company's campaigns, dashboard switches and redemptions (part of the typed client). */
export function companyCampaignsApi({ request }: Transport) {
  const campaignPath = (id: string, action: string) =>
    `/company/campaigns/${encodeURIComponent(id)}/${action}`;
  return {
    /** The switches, totals and one page of campaigns (page 1 when not given). */
    dashboard: (page = 1) =>
      request<typeof companyDashboardSchema>(
        page > 1 ? `/company/dashboard?page=${page}` : '/company/dashboard',
      ),
    /** Sales per week, redemption rates and the loyalty funnel of each campaign. */
    dashboardCharts: () =>
      request<typeof companyDashboardChartsSchema>('/company/dashboard/charts'),
    request: (body: CampaignRequestBody) =>
      request<typeof companyCampaignSchema>('/company/campaigns', json('POST', body)),
    cancel: (campaignId: string) =>
      request<typeof companyCampaignSchema>(campaignPath(campaignId, 'cancel'), json('POST', {})),
    topUp: (campaignId: string, newTotalValuePence: number) =>
      request<typeof companyCampaignSchema>(
        campaignPath(campaignId, 'top-up'),
        json('POST', { newTotalValuePence }),
      ),
    setOnlineStatus: (currentStatus: CompanySwitches['currentStatus']) =>
      request<typeof companySwitchesSchema>(
        '/company/online-status',
        json('PUT', { currentStatus }),
      ),
    setRedemptionsEnabled: (enabled: boolean) =>
      request<typeof companySwitchesSchema>(
        '/company/redemptions-enabled',
        json('PUT', { enabled }),
      ),
    /** siteId: the till's site, so the answer carries the refusal "Mark as used" would meet. */
    lookUpVoucher: (code: string, options: { signal?: AbortSignal; siteId?: string | null } = {}) =>
      request<typeof redemptionVoucherSchema>('/company/redemptions/lookup', {
        ...json('POST', options.siteId ? { code, siteId: options.siteId } : { code }),
        signal: options.signal ?? null,
      }),
    /** siteId: the till's site (multi-site groups); left out for a company without sites. */
    redeemVoucher: (code: string, options: { signal?: AbortSignal; siteId?: string | null } = {}) =>
      request<typeof redemptionResultSchema>('/company/redemptions/redeem', {
        ...json('POST', options.siteId ? { code, siteId: options.siteId } : { code }),
        signal: options.signal ?? null,
      }),
    /** The till's list: the company's latest redemptions, newest first. */
    recentRedemptions: (options: { signal?: AbortSignal } = {}) =>
      request<typeof recentRedemptionsSchema>('/company/redemptions/recent', {
        signal: options.signal ?? null,
      }),
  };
}
