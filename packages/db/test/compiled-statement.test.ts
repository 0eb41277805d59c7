import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createDatabase, type DatabaseHandle } from '../src/client';
import {
  CompiledStatement,
  driverValue,
  insertedKeys,
  insertLists,
  insertValues,
  readRow,
  selectRow,
} from '../src/compiled-statement';
import { openScratchPostgres, testDatabaseUrl } from './helpers';

// A table of the test's own: one value of each kind the encoding matters for.
const probes = pgTable('compiled_probes', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  data: jsonb('data'),
});

// A table like the application's: an id and a time drizzle generates, a default of the table's own.
const notes = pgTable('compiled_notes', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID()),
  body: text('body').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  meta: jsonb('meta'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  touchedAt: timestamp('touched_at', { withTimezone: true, mode: 'date' }).$onUpdateFn(
    () => new Date('2026-01-01T00:00:00Z'),
  ),
});

describe.each([
  ['PGlite', () => createDatabase({ dataDir: 'memory://' })],
  ...(testDatabaseUrl
    ? [['PostgreSQL', () => openScratchPostgres({ migrate: false })] as const]
    : []),
] as const)('compiled statements on %s (ADR 062)', (_name, open) => {
  let database: DatabaseHandle;
  let builds = 0;
  const insertProbe = new CompiledStatement<'id' | 'at' | 'data'>(() => {
    builds += 1;
    return sql`insert into ${probes} (id, at, data)
      values (${sql.placeholder('id')}, ${sql.placeholder('at')}, ${sql.placeholder('data')})
      returning id, at is null as "noTime", data is null as "noData", data->>'note' as note`;
  });
  const probeValues = (id: number, at: Date | null, data: unknown) => ({
    id,
    at: driverValue(probes.at, at),
    data: driverValue(probes.data, data),
  });

  beforeAll(async () => {
    database = await open();
    await database.db.execute(
      sql`create table compiled_probes (id integer primary key, at timestamptz, data jsonb)`,
    );
    await database.db.execute(
      sql`create table compiled_notes (id text primary key, body text not null,
        pinned boolean not null default false, meta jsonb, at timestamptz, touched_at timestamptz)`,
    );
  });
  afterAll(() => database.close());

  it('builds its text once and runs it with each call’s own values', async () => {
    const first = await insertProbe.run(
      database.db,
      probeValues(1, new Date('2026-11-28T12:00:00Z'), { note: 'one' }),
    );
    const second = await insertProbe.run(database.db, probeValues(2, null, { note: 'two' }));
    expect(first.rows).toEqual([{ id: 1, noTime: false, noData: false, note: 'one' }]);
    expect(second.rows).toEqual([{ id: 2, noTime: true, noData: false, note: 'two' }]);
    expect(builds).toBe(1);
    const stored = await database.db.execute(sql`select id, at from compiled_probes where id = 1`);
    expect(new Date(String(stored.rows[0]!.at)).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('sends null as SQL NULL, not as JSON’s null', async () => {
    const { rows } = await insertProbe.run(database.db, probeValues(3, null, null));
    expect(rows).toEqual([{ id: 3, noTime: true, noData: true, note: null }]);
  });

  it('runs inside a transaction, on its connection: a rollback undoes it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertProbe.run(tx, probeValues(4, null, { note: 'gone' }));
        const seen = await tx.execute(
          sql`select count(*)::int as n from compiled_probes where id = 4`,
        );
        expect(seen.rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await database.db.execute(
      sql`select count(*)::int as n from compiled_probes where id = 4`,
    );
    expect(after.rows).toEqual([{ n: 0 }]);
  });

  it('refuses a statement with a value written into it: every run would send that value', async () => {
    const fixed = new CompiledStatement<'id'>(
      () => sql`select ${sql.placeholder('id')}::int as id, ${7}::int as seven`,
    );
    await expect(fixed.run(database.db, { id: 1 })).rejects.toThrow('not a placeholder');
  });

  it('writes a row as drizzle’s insert does, and reads it back as drizzle’s select does', async () => {
    const given = { body: 'hello', meta: { tags: ['a'] }, at: new Date('2026-11-28T09:30:00Z') };
    const keys = insertedKeys(notes, given);
    // The id and the update time are generated as drizzle generates them; pinned is the table's.
    expect(keys.sort()).toEqual(['at', 'body', 'id', 'meta', 'touchedAt']);
    const { columns, values } = insertLists(notes, keys, 'note_');
    const insertNote = new CompiledStatement<string>(
      () => sql`insert into ${notes} (${columns}) values (${values}) returning ${notes.id} as id`,
    );
    const params: Record<string, unknown> = {};
    insertValues(notes, keys, given, 'note_', params);
    const [inserted] = (await insertNote.run(database.db, params)).rows;
    const id = String(inserted!.id);

    const byDrizzle = await database.db
      .insert(notes)
      .values({ ...given })
      .returning();
    const readNote = new CompiledStatement<'id'>(
      () =>
        sql`select ${selectRow(notes, 'n_')} from ${notes} where ${notes.id} = ${sql.placeholder('id')}`,
    );
    const [raw] = (await readNote.run(database.db, { id })).rows;
    const compiled = readRow(notes, raw!, 'n_');
    const [drizzleRead] = await database.db.select().from(notes).where(eq(notes.id, id));
    expect(compiled).toEqual(drizzleRead);
    expect(compiled).toEqual({ ...byDrizzle[0], id });
    expect(compiled.at).toEqual(new Date('2026-11-28T09:30:00Z'));
    expect(compiled.pinned).toBe(false);
  });
});
