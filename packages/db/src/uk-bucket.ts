import { sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

/**
 * The UK calendar day (as text, '2026-11-23') the day, week (Monday first) or month of an instant
 * column starts on: the dashboards' charts group by it. The field is one of three known words,
 * never a request's text, written into the SQL so a select and its group by are one expression.
 */
export const ukBucket = (column: AnyColumn, bucket: 'day' | 'week' | 'month') =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${column} at time zone 'Europe/London'), 'YYYY-MM-DD')`;
