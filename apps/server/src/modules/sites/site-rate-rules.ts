import type { RateRule } from '../../plugins/rate-limit';

const hour = 60 * 60_000;

/**
 * The Sites tab's changes (add, rename, move, close, and where a campaign is used or a member
 * works), per address and per company: generous, since putting a long list in order is one call
 * per step. The dashboard's figures by site read every redemption and sale of the company, so
 * they count per address and per member, as the dashboard's charts do.
 */
export const siteRateRules = {
  changesPerIp: { name: 'site-changes:ip', limit: 600, windowMs: hour },
  changesPerCompany: { name: 'site-changes:company', limit: 300, windowMs: hour },
  figuresPerIp: { name: 'site-figures:ip', limit: 600, windowMs: hour },
  figuresPerMember: { name: 'site-figures:account', limit: 300, windowMs: hour },
} satisfies Record<string, RateRule>;
