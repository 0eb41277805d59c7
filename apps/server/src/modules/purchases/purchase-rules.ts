import type { RateRule } from '../../plugins/rate-limit';

/**
 * A created payment holds its step budget briefly: long enough to type a card, short enough that
 * open card forms cannot keep a campaign looking sold out. When the provider tells us the card
 * was submitted and the bank is still deciding (3-D Secure, processing), the hold lasts until
 * HOLD_WITH_CARD_MS after the purchase. Past its hold the sweep (expire-holds.ts) cancels the
 * intent at the provider and gives the budget back.
 */
export const HOLD_BEFORE_CARD_MS = 10 * 60_000;
export const HOLD_WITH_CARD_MS = 30 * 60_000;

const hour = 60 * 60_000;
/**
 * Guest purchases (no account) also need the bot check: together with these limits, made-up
 * emails from one address cannot hold a campaign's budget.
 */
export const guestPurchaseRateRules = {
  perIp: { name: 'guest-purchase:ip', limit: 10, windowMs: hour },
  perCampaignAndIp: { name: 'guest-purchase:campaign-ip', limit: 3, windowMs: hour },
  perCampaign: { name: 'guest-purchase:campaign', limit: 60, windowMs: hour / 4 },
} satisfies Record<string, RateRule>;

/** Reconciliation asks the provider about payments left 'created' longer than this. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
