import type { RateRule } from '../../plugins/rate-limit';

/**
 * A customer keeps at most 50 dates, so a person needs few changes; the limits stop a script
 * from hammering the endpoints (each write locks the account's row) from one account or address.
 */
export const dateReminderRateRules = {
  changesPerCustomer: { name: 'date-reminders:customer', limit: 120, windowMs: 60 * 60_000 },
  changesPerIp: { name: 'date-reminders:ip', limit: 300, windowMs: 60 * 60_000 },
  readsPerCustomer: { name: 'date-reminders-read:customer', limit: 600, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
