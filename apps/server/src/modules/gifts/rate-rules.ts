import type { RateRule } from '../../plugins/rate-limit';

const minute = 60_000;
const hour = 60 * minute;

/**
 * A gift's page and its buyer's changes (ADR 055). The page's link is its only credential: every
 * lookup (the page and its PDFs) counts per address, right or wrong, so guessing tokens is slow
 * and loud on top of being hopeless (256 bits). A change emails people: per address and per buyer.
 */
export const giftRateRules = {
  pagePerIp: { name: 'gift-page:ip', limit: 60, windowMs: 10 * minute },
  readPerCustomer: { name: 'gift-read:customer', limit: 120, windowMs: 10 * minute },
  changePerIp: { name: 'gift-change:ip', limit: 30, windowMs: hour },
  changePerCustomer: { name: 'gift-change:customer', limit: 20, windowMs: hour },
} satisfies Record<string, RateRule>;
