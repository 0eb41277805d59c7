import type { RateRule } from '../../plugins/rate-limit';

const hour = 60 * 60_000;
const minute = 60_000;
/**
 * The online shop connection: connecting (each attempt calls the shop) per address and per
 * company; "Try again" per company; the shop's incoming webhooks per integration (a busy shop
 * posts an update per order change; far above that is a fault or an attack).
 */
export const shopRateRules = {
  connectPerIp: { name: 'shop-connect:ip', limit: 30, windowMs: hour },
  connectPerCompany: { name: 'shop-connect:company', limit: 20, windowMs: hour },
  retryPerCompany: { name: 'shop-code-retry:company', limit: 60, windowMs: hour },
  authCallbackPerIp: { name: 'shop-auth-callback:ip', limit: 30, windowMs: hour },
  webhookPerIntegration: { name: 'shop-webhook:integration', limit: 300, windowMs: minute },
} satisfies Record<string, RateRule>;
