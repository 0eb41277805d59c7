import type { z } from 'zod';
import type { CampaignRequestBody, CompanySwitches } from './company-campaigns';
import {
  companyCampaignSchema,
  companyDashboardSchema,
  companySwitchesSchema,
  redemptionResultSchema,
  redemptionVoucherSchema,
} from './company-campaigns';

type Request = <S extends z.ZodType>(
  schema: S,
  path: string,
  init?: RequestInit,
) => Promise<z.infer<S>>;

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The company's campaigns, dashboard switches and redemptions (part of the typed client). */
export function companyCampaignsApi(request: Request) {
  const campaignPath = (id: string, action: string) =>
    `/company/campaigns/${encodeURIComponent(id)}/${action}`;
  return {
    dashboard: () => request(companyDashboardSchema, '/company/dashboard'),
    request: (body: CampaignRequestBody) =>
      request(companyCampaignSchema, '/company/campaigns', json('POST', body)),
    cancel: (campaignId: string) =>
      request(companyCampaignSchema, campaignPath(campaignId, 'cancel'), json('POST', {})),
    topUp: (campaignId: string, newTotalValuePence: number) =>
      request(
        companyCampaignSchema,
        campaignPath(campaignId, 'top-up'),
        json('POST', { newTotalValuePence }),
      ),
    setOnlineStatus: (currentStatus: CompanySwitches['currentStatus']) =>
      request(companySwitchesSchema, '/company/online-status', json('PUT', { currentStatus })),
    setRedemptionsEnabled: (enabled: boolean) =>
      request(companySwitchesSchema, '/company/redemptions-enabled', json('PUT', { enabled })),
    lookUpVoucher: (code: string) =>
      request(redemptionVoucherSchema, '/company/redemptions/lookup', json('POST', { code })),
    redeemVoucher: (code: string) =>
      request(redemptionResultSchema, '/company/redemptions/redeem', json('POST', { code })),
  };
}
