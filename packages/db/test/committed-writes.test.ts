import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/client';
import { committedWrites } from '../src/committed-writes';
import { publicReadVersions } from '../src/schema';
import { openScratchPostgres, testDatabaseUrl } from './helpers';

// The visitors' kept answers read the public read version again after any write this process
// committed (ADR 041, amendment of session 27): the count must move by the time the writer's own
// call returns, and not for reads.
describe.skipIf(!testDatabaseUrl)('committed writes on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openScratchPostgres();
  });
  afterAll(() => database.close());

  const counted = async (work: () => Promise<unknown>) => {
    const before = committedWrites();
    await work();
    return committedWrites() - before;
  };

  it('counts a write outside a transaction once it has returned, and a transaction at its end', async () => {
    const db = database.db;
    expect(
      await counted(() =>
        db.update(publicReadVersions).set({ bumpedBy: 1 }).where(eq(publicReadVersions.id, 1)),
      ),
    ).toBe(1);
    // Raw SQL as the job queue sends it, through the same pool.
    expect(
      await counted(() =>
        database.executeSql('update public_read_versions set bumped_by = $1 where id = 1', [2]),
      ),
    ).toBe(1);
    let inside = -1;
    expect(
      await counted(() =>
        db.transaction(async (tx) => {
          const before = committedWrites();
          await tx.update(publicReadVersions).set({ bumpedBy: 3 });
          // Not yet: nothing is committed while the transaction is open.
          inside = committedWrites() - before;
        }),
      ),
    ).toBe(1);
    expect(inside).toBe(0);
  });

  it('does not count reads, nor a write that changed no row', async () => {
    const db = database.db;
    expect(
      await counted(async () => {
        await db.select().from(publicReadVersions);
        await db.execute(sql`select count(*) from public_read_versions`);
        await db
          .update(publicReadVersions)
          .set({ bumpedBy: 4 })
          .where(eq(publicReadVersions.id, -1));
      }),
    ).toBe(0);
  });
});
