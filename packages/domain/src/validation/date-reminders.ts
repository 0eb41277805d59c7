// The saved date's schema (issue 21, date reminders), apart from the calendar rules in
// ../date-reminders.ts, which the account screen loads with no zod (ADR 047).
import { z } from 'zod';
import { characterCount } from '../character-count';
import {
  DATE_REMINDER_NAME_MAX,
  DATE_REMINDER_OCCASION_MAX,
  DATE_REMINDER_REPEATS,
  dateReminderDateRefusal,
} from '../date-reminders';
import type { DateReminderRepeats } from '../date-reminders';
import {
  DATE_REMINDER_DATE_INVALID,
  DATE_REMINDER_NAME_REQUIRED,
  DATE_REMINDER_NAME_TOO_LONG,
  DATE_REMINDER_OCCASION_REQUIRED,
  DATE_REMINDER_OCCASION_TOO_LONG,
  DATE_REMINDER_ONCE_PAST,
  DATE_REMINDER_ONCE_TOO_FAR,
  DATE_REMINDER_REPEATS_REQUIRED,
  DATE_REMINDER_YEAR_OUT_OF_RANGE,
} from '../messages';

const dateMessages = {
  invalid: DATE_REMINDER_DATE_INVALID,
  year: DATE_REMINDER_YEAR_OUT_OF_RANGE,
  past: DATE_REMINDER_ONCE_PAST,
  far: DATE_REMINDER_ONCE_TOO_FAR,
} as const;

/**
 * A date a customer saves, checked on the UK calendar day `today` (a one-off date may not have
 * passed): a name and an occasion (trimmed, 1–60 characters), a real date 'YYYY-MM-DD', every year
 * or once. Messages in the form's order: name, occasion, date, repeats.
 */
export function dateReminderSchema(today: string) {
  return z
    .object({
      name: z.string(),
      occasion: z.string(),
      date: z.string(),
      repeats: z.unknown(),
    })
    .superRefine((value, ctx) => {
      const name = value.name.trim();
      if (name === '')
        ctx.addIssue({ code: 'custom', message: DATE_REMINDER_NAME_REQUIRED, path: ['name'] });
      else if (characterCount(name) > DATE_REMINDER_NAME_MAX)
        ctx.addIssue({ code: 'custom', message: DATE_REMINDER_NAME_TOO_LONG, path: ['name'] });
      const occasion = value.occasion.trim();
      if (occasion === '')
        ctx.addIssue({
          code: 'custom',
          message: DATE_REMINDER_OCCASION_REQUIRED,
          path: ['occasion'],
        });
      else if (characterCount(occasion) > DATE_REMINDER_OCCASION_MAX)
        ctx.addIssue({
          code: 'custom',
          message: DATE_REMINDER_OCCASION_TOO_LONG,
          path: ['occasion'],
        });
      const repeats = DATE_REMINDER_REPEATS.find((r) => r === value.repeats);
      const refusal = dateReminderDateRefusal(
        { date: value.date.trim(), repeats: repeats ?? 'yearly' },
        today,
      );
      if (refusal) ctx.addIssue({ code: 'custom', message: dateMessages[refusal], path: ['date'] });
      if (!repeats)
        ctx.addIssue({
          code: 'custom',
          message: DATE_REMINDER_REPEATS_REQUIRED,
          path: ['repeats'],
        });
    })
    .transform((value) => ({
      name: value.name.trim(),
      occasion: value.occasion.trim(),
      date: value.date.trim(),
      repeats: value.repeats as DateReminderRepeats,
    }));
}
export type DateReminderInput = z.input<ReturnType<typeof dateReminderSchema>>;
