import type { RateRule } from '../../plugins/rate-limit';

const hour = 60 * 60_000;
/** Starting and completing Shopify installs, per address and per company (each calls Shopify). */
export const shopifyRateRules = {
  installPerIp: { name: 'shopify-install:ip', limit: 30, windowMs: hour },
  installPerCompany: { name: 'shopify-install:company', limit: 20, windowMs: hour },
} satisfies Record<string, RateRule>;
