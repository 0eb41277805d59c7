import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, updatedAt } from './columns';

/**
 * A date that matters to a customer (issue 21; the original specification's eventReminders):
 * whose, the occasion, the date, every year or once. `month` and `day` repeat the date's so the
 * daily sweep finds the dates due by an index. Deleted with the customer's account.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    occasion: text('occasion').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    month: smallint('month').notNull(),
    day: smallint('day').notNull(),
    repeats: text('repeats', { enum: ['yearly', 'once'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('event_reminders_repeats_check', sql`${t.repeats} in ('yearly', 'once')`),
    check(
      'event_reminders_month_day_check',
      sql`${t.month} = extract(month from ${t.eventDate}) and ${t.day} = extract(day from ${t.eventDate})`,
    ),
    check(
      'event_reminders_text_check',
      sql`char_length(${t.name}) between 1 and 240 and char_length(${t.occasion}) between 1 and 240`,
    ),
    index('event_reminders_user_idx').on(t.userId, t.eventDate),
    index('event_reminders_month_day_idx').on(t.month, t.day),
  ],
);

/**
 * The one reminder email of one occurrence of a saved date: written with its email in one
 * transaction by the sweep; the primary key lets only one of racing workers send it.
 */
export const eventReminderSends = pgTable(
  'event_reminder_sends',
  {
    reminderId: text('reminder_id')
      .notNull()
      .references(() => eventReminders.id, { onDelete: 'cascade' }),
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    sentTo: text('sent_to').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.occurrence] })],
);
export type EventReminderRow = typeof eventReminders.$inferSelect;
