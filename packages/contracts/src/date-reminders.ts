import { z } from 'zod';
import { DATE_REMINDER_REPEATS } from '@stepup/domain';

// Date reminders (issue 21; the original specification's eventReminders). The shapes are checked
// at the edge; the rules (lengths, a real date, a one-off date not past, 50 at most) are the
// domain's, with its messages.

export const dateReminderParamsSchema = z.object({ reminderId: z.string().min(1).max(100) });

/** POST /api/account/dates and PUT /api/account/dates/:reminderId. */
export const dateReminderBodySchema = z.object({
  name: z.string().max(240),
  occasion: z.string().max(240),
  /** 'YYYY-MM-DD'. */
  date: z.string().max(20),
  repeats: z.string().max(20),
});
export type DateReminderBody = z.infer<typeof dateReminderBodySchema>;

/** A saved date, with its next occurrence and reminder day (UK calendar days), as the screen shows it. */
export const savedDateSchema = z.object({
  id: z.string(),
  name: z.string(),
  occasion: z.string(),
  date: z.string(),
  repeats: z.enum(DATE_REMINDER_REPEATS),
  /** Null once a one-off date has passed. */
  nextOccurrence: z.string().nullable(),
  reminderDay: z.string().nullable(),
});
export type SavedDate = z.infer<typeof savedDateSchema>;

/** GET /api/account/dates: soonest first, passed one-off dates last. */
export const savedDateListSchema = z.object({
  dates: z.array(savedDateSchema),
  max: z.number().int(),
});
export type SavedDateList = z.infer<typeof savedDateListSchema>;

/** Outside production with TEST_CLOCK=true only (ADR 057): the server's clock for browser tests. */
export const testClockBodySchema = z.object({ at: z.iso.datetime().nullable() });
export const testClockSchema = z.object({ now: z.iso.datetime(), offsetMs: z.number() });
export const testSweepResultSchema = z.object({ sent: z.number().int() });
