import type { RateRule } from '../../plugins/rate-limit';

const hour = 60 * 60_000;

/**
 * Company notifications: an admin sends at most 30 an hour (each may reach every company and
 * email each one), deletes at most 60; a company's dashboard marks read and dismisses far below
 * its limit, which stops a script, not a person.
 */
export const companyNotificationRateRules = {
  sendsPerAdmin: { name: 'company-notification-send:account', limit: 30, windowMs: hour },
  deletesPerAdmin: { name: 'company-notification-delete:account', limit: 60, windowMs: hour },
  perIp: { name: 'company-notification-admin:ip', limit: 120, windowMs: hour },
  inboxPerCompany: { name: 'company-notification-inbox:company', limit: 600, windowMs: hour },
} satisfies Record<string, RateRule>;
