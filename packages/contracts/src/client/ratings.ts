import type {
  adminRatingListSchema,
  campaignRatingListSchema,
  companyRatingListSchema,
  RateVoucherBody,
  ratingSchema,
  voucherRatingSchema,
} from '../ratings';
import type { Transport } from './http';

const voucherPath = (voucherId: string) =>
  `/wallet/vouchers/${encodeURIComponent(voucherId)}/rating`;

/** Ratings after redemption (ADR 052): a customer's own, a campaign's, a company's. */
export function ratingsApi({ request, post }: Transport) {
  return {
    /** The rate screen of one used voucher (its holder only). */
    ofVoucher: (voucherId: string) => request<typeof voucherRatingSchema>(voucherPath(voucherId)),
    rate: (voucherId: string, body: RateVoucherBody) =>
      post<typeof ratingSchema>(voucherPath(voucherId), body),
    /** A campaign's latest ratings (anyone who may see it). */
    ofCampaign: (campaignId: string) =>
      request<typeof campaignRatingListSchema>(
        `/campaigns/${encodeURIComponent(campaignId)}/ratings`,
      ),
    /** Business site: the company's ratings, the owner's reply, an admin hiding a comment. */
    ofCompany: () => request<typeof companyRatingListSchema>('/company/ratings'),
    reply: (ratingId: string, reply: string) =>
      post<typeof ratingSchema>(`/company/ratings/${encodeURIComponent(ratingId)}/reply`, {
        reply,
      }),
    ofMarketplace: () => request<typeof adminRatingListSchema>('/admin/ratings'),
    hideComment: (ratingId: string, reason?: string) =>
      post<typeof ratingSchema>(`/admin/ratings/${encodeURIComponent(ratingId)}/hide-comment`, {
        ...(reason ? { reason } : {}),
      }),
  };
}
