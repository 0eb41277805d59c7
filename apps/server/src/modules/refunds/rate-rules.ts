import type { RateRule } from '../../plugins/rate-limit';

const hour = 60 * 60_000;

/**
 * Cancelling and refunding (ADR 028): each attempt, right or wrong, counts per address and per
 * account (the customer), company or admin — a refund moves money and emails several people.
 */
export const refundRateRules = {
  customerPerIp: { name: 'voucher-cancel:ip', limit: 20, windowMs: hour },
  customerPerAccount: { name: 'voucher-cancel:customer', limit: 10, windowMs: hour },
  companyPerIp: { name: 'sale-cancel:ip', limit: 60, windowMs: hour },
  companyPerCompany: { name: 'sale-cancel:company', limit: 60, windowMs: hour },
  adminPerIp: { name: 'admin-refund:ip', limit: 60, windowMs: hour },
  adminPerAdmin: { name: 'admin-refund:admin', limit: 60, windowMs: hour },
} satisfies Record<string, RateRule>;
