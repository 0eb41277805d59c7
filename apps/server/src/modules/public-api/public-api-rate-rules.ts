import type { RateRule } from '../../plugins/rate-limit';

const minute = 60_000;
const hour = 60 * minute;

/**
 * The public API's limits (ADR 036). Every authenticated request counts against its key, so a
 * client cannot dodge the limit by changing address; failed authentications count per address
 * (they have no key), and once reached every attempt from there is refused. Wrong codes are
 * limited per key exactly as the till's are per company (redemptionRateRules), but on their own
 * counter, so a client's mistakes never lock the shop's till.
 */
export const publicApiRateRules = {
  requestsPerKey: { name: 'public-api:key', limit: 120, windowMs: minute },
  failedAuthPerIp: { name: 'public-api-auth-failed:ip', limit: 20, windowMs: 15 * minute },
  wrongCodesPerKey: { name: 'public-api-wrong-code:key', limit: 10, windowMs: 15 * minute },
  /** The owner's key management: creating and revoking keys. */
  keyChangesPerCompany: { name: 'api-keys:company', limit: 30, windowMs: hour },
  keyChangesPerIp: { name: 'api-keys:ip', limit: 60, windowMs: hour },
} satisfies Record<string, RateRule>;
