import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/client';
import { openScratchPostgres, testDatabaseUrl } from './helpers';

// The job queue (pg-boss) runs its own SQL through executeSql, some of it as scripts of several
// statements whose rows it reads from every statement (its schema commands and maintenance).
const script = `select 1 as "first"; select 2 as "second"`;

describe.each([
  ['PGlite', () => createDatabase({ dataDir: 'memory://' })],
  ...(testDatabaseUrl
    ? [['PostgreSQL', () => openScratchPostgres({ migrate: false })] as const]
    : []),
] as const)('executeSql on %s', (_name, open) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it('answers the rows of every statement of a script, in order', async () => {
    expect((await database.executeSql(script)).rows).toEqual([{ first: 1 }, { second: 2 }]);
  });

  it('answers the rows of one statement with parameters', async () => {
    expect((await database.executeSql('select $1::int as "n"', [7])).rows).toEqual([{ n: 7 }]);
  });
});
