import type { RateRule } from '../../plugins/rate-limit';

/**
 * Rating is once per voucher, so a customer cannot add many; the limits stop a script from
 * hammering the endpoints (each attempt reads and may write) from one account or address.
 */
export const ratingRateRules = {
  perCustomer: { name: 'rating:customer', limit: 20, windowMs: 60 * 60_000 },
  perIp: { name: 'rating:ip', limit: 60, windowMs: 60 * 60_000 },
  replyPerCompany: { name: 'rating-reply:company', limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
