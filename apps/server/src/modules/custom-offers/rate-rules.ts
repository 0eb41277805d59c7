import type { RateRule } from '../../plugins/rate-limit';

const hour = 60 * 60_000;

/**
 * Making offers (ADR 027 "Limits"), like guest purchases: per address, per campaign and address,
 * and per campaign, for guests and customers alike (each offer saves a card and emails a
 * company). Answering, withdrawing and paying are bounded by the offer's own states.
 */
export const customOfferRateRules = {
  perIp: { name: 'custom-offer:ip', limit: 10, windowMs: hour },
  perCampaignAndIp: { name: 'custom-offer:campaign-ip', limit: 3, windowMs: hour },
  perCampaign: { name: 'custom-offer:campaign', limit: 60, windowMs: hour / 4 },
  /** The buyer's actions on one offer by its key (withdraw, card saved, payment): a wrong key. */
  keyedPerIp: { name: 'custom-offer-key:ip', limit: 60, windowMs: hour / 4 },
} satisfies Record<string, RateRule>;
