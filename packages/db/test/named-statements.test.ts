import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/client';
import { NAMED_STATEMENTS_MAX, statementName } from '../src/named-statements';
import { siteSettings } from '../src/schema';
import { openScratchPostgres, testDatabaseUrl } from './helpers';

describe.skipIf(!testDatabaseUrl)('statements on PostgreSQL (ADR 061)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openScratchPostgres();
  });
  afterAll(() => database.close());

  it('parses a statement with parameters once per connection from its second run, then only executes it', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      // One transaction: one connection, whose prepared statements PostgreSQL lists. The first
      // run is unnamed (a text met once is not kept); the second prepares it, the others reuse it.
      for (let i = 0; i < 4; i++) {
        await tx.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.id, i));
      }
      return tx.execute<{ statement: string; runs: number }>(
        sql`select statement, (generic_plans + custom_plans)::int as runs
            from pg_prepared_statements where statement like '%site_settings%'`,
      );
    });
    expect(prepared.rows).toEqual([
      {
        statement: expect.stringContaining('from "site_settings" where "site_settings"."id" = $1'),
        runs: 3,
      },
    ]);
  });

  it('still runs a script of several statements without parameters', async () => {
    // node-postgres answers a script with one result per statement.
    const results = (await database.db.execute(
      sql`select 1 as "first"; select 2 as "second"`,
    )) as unknown as { rows: unknown[] }[];
    expect(results.map((result) => result.rows)).toEqual([[{ first: 1 }], [{ second: 2 }]]);
  });
});

describe('statement names', () => {
  it('names a text from its second run, the same name each time, and none past the bound', () => {
    expect(statementName('select $1 as "probe"')).toBeNull();
    const first = statementName('select $1 as "probe"');
    expect(first).not.toBeNull();
    expect(statementName('select $1 as "probe"')).toBe(first);
    expect(statementName('select $1 as "other probe"')).toBeNull();
    expect(statementName('select $1 as "other probe"')).not.toBe(first);
    let last: string | null = '';
    for (let i = 0; i <= NAMED_STATEMENTS_MAX && last !== null; i++) {
      statementName(`select $1 as "probe ${i}"`);
      last = statementName(`select $1 as "probe ${i}"`);
    }
    expect(last).toBeNull();
    // Texts named before the bound keep their names.
    expect(statementName('select $1 as "probe"')).toBe(first);
  });
});
