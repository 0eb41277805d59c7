import { z } from 'zod';
import type { DateRemindersContext } from '../modules/date-reminders/send-date-reminders';
import { sendDateReminders } from '../modules/date-reminders/send-date-reminders';
import { defineJob } from './job';

/**
 * The hourly sweep of saved dates whose reminder is due on today's UK calendar day (issue 21,
 * ADR 057; idempotent: each occurrence is claimed by its row, so racing runs send each once).
 */
export const sendDateRemindersJob = defineJob({
  name: 'date-reminders',
  retryLimit: 2,
  payload: z.object({}),
  handle: async (ctx: DateRemindersContext) => {
    await sendDateReminders(ctx);
  },
});
