import { z } from 'zod';
import type { RemindersContext } from '../modules/expiry-reminders/send-expiry-reminders';
import { sendExpiryReminders } from '../modules/expiry-reminders/send-expiry-reminders';
import { defineJob } from './job';

/**
 * The hourly sweep of vouchers due their 30-day or 7-day expiry reminder (queued every hour by
 * each worker; idempotent: a reminder is claimed by its row, so racing runs send each once).
 */
export const sendExpiryRemindersJob = defineJob({
  name: 'voucher-expiry-reminders',
  retryLimit: 2,
  payload: z.object({}),
  handle: async (ctx: RemindersContext) => {
    await sendExpiryReminders(ctx);
  },
});
