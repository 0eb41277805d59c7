import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Shared column builders so every table spells ids and instants the same way.

/** Opaque text id, generated in the app (not by the database) so callers know it before insert. */
export const id = (name = 'id') =>
  text(name)
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** A UTC instant. Every time column is `timestamptz`: the server never stores local times. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();

/** `updated_at` is refreshed by drizzle on every update made through it. */
export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * SQL for `column IN ('a', 'b')` used by CHECK constraints. Status columns are text + CHECK rather
 * than pgEnum: adding a value later is a plain constraint swap inside a transaction, which ALTER
 * TYPE … ADD VALUE is not on every PostgreSQL version we support.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
