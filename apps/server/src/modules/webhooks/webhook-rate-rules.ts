import type { RateRule } from '../../plugins/rate-limit';

const hour = 60 * 60_000;

/**
 * The Webhooks tab's writes, per address and per company: saving, showing or rotating the secret,
 * and resending (each resend posts to the company's server, so a loop of clicks is capped).
 */
export const webhookRateRules = {
  settingsPerIp: { name: 'webhook-settings:ip', limit: 60, windowMs: hour },
  settingsPerCompany: { name: 'webhook-settings:company', limit: 60, windowMs: hour },
  resendPerIp: { name: 'webhook-resend:ip', limit: 120, windowMs: hour },
  resendPerCompany: { name: 'webhook-resend:company', limit: 60, windowMs: hour },
} satisfies Record<string, RateRule>;
