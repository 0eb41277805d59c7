import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '@stepup/db';
import type { DatabaseHandle } from '@stepup/db';
import { openTestDatabase } from '../../test/test-database';
import { until } from '../../test/until';
import { startSweeps, sweeps } from './all-jobs';
import { startJobQueue } from './job-queue';
import type { JobQueue } from './job-queue';

// Sweeps run once per period across all the processes that run jobs (ADR 050). Nobody works the
// queues here: every run queued stays in pg-boss's job table, where it is counted.
const errors: Error[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  expect(errors.splice(0)).toEqual([]);
});

const minuteSweeps = sweeps.filter(({ every }) => 'cron' in every && every.cron === '* * * * *');
// A sweep under a minute, at a pace the test can watch: what due gifts do every 15 s.
const everyTwoSeconds = {
  job: { name: 'sweep-test-every-2s', retryLimit: 0 },
  every: { seconds: 2 },
};

async function scratchDatabase() {
  const scratch = await openTestDatabase();
  const database = scratch.database;
  cleanups.push(async () => {
    await database.close();
    await scratch.drop();
  });
  return { database, url: scratch.url };
}

/** A process that runs jobs: its own connections, its own cron pass, the sweeps started. */
async function startProcess(database: DatabaseHandle): Promise<JobQueue> {
  const jobs = await startJobQueue(database, {
    onError: (err) => errors.push(err),
    pollingIntervalSeconds: 0.5,
    runsSchedules: true,
    cronPassEverySeconds: 1,
  });
  const stopSweeps = await startSweeps(jobs, (err) => errors.push(err), [
    ...sweeps,
    everyTwoSeconds,
  ]);
  cleanups.push(async () => {
    stopSweeps();
    await jobs.stop();
  });
  return jobs;
}

const runsOf = async (database: DatabaseHandle, name: string) =>
  (
    await database.executeSql(
      `SELECT singleton_on::text AS "slot" FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
      [name],
    )
  ).rows as { slot: string | null }[];

// Whatever a minute boundary inside the test's window would add (a second, rightful run): start
// the window just after one when it would otherwise cross it.
async function clearOfMinuteBoundary(windowSeconds: number) {
  const intoMinute = new Date().getUTCSeconds();
  if (intoMinute + windowSeconds >= 59) {
    await new Promise((resolve) => setTimeout(resolve, (61 - intoMinute) * 1000));
  }
}

describe('the sweeps', () => {
  it('are queued by a process alone (the embedded default included)', async () => {
    await clearOfMinuteBoundary(15);
    const { database } = await scratchDatabase();
    await startProcess(database);
    for (const { job } of minuteSweeps) {
      await until(async () => (await runsOf(database, job.name)).length === 1, 10_000);
    }
    await until(async () => (await runsOf(database, everyTwoSeconds.job.name)).length >= 1, 5_000);
  }, 30_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'are queued once per period, not once per process, by two processes on one database',
    async () => {
      await clearOfMinuteBoundary(20);
      const { database, url } = await scratchDatabase();
      // A second process: its own pool on the same database.
      const other = await createDatabase({ databaseUrl: url, dataDir: 'memory://' });
      cleanups.push(() => other.close());
      await Promise.all([startProcess(database), startProcess(other)]);

      for (const { job } of minuteSweeps) {
        await until(async () => (await runsOf(database, job.name)).length >= 1, 10_000);
      }
      // Time for a second run, if there were to be one: two cron passes, five 2-second slots.
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      for (const { job } of minuteSweeps) {
        expect((await runsOf(database, job.name)).length, job.name).toBe(1);
      }
      // Each sweep one schedule, whichever process declared it.
      const schedules = (
        await database.executeSql(
          'SELECT name, count(*)::int AS "n" FROM pgboss.schedule GROUP BY name',
        )
      ).rows as { name: string; n: number }[];
      expect(schedules.every(({ n }) => n === 1)).toBe(true);
      expect(schedules.length).toBe(sweeps.filter(({ every }) => 'cron' in every).length);

      // Under a minute: both processes send every 2 s, one run per 2-second slot is queued.
      const runs = await runsOf(database, everyTwoSeconds.job.name);
      const slots = new Set(runs.map(({ slot }) => slot));
      expect(runs.length).toBeGreaterThanOrEqual(4);
      expect(slots.size).toBe(runs.length);
    },
    60_000,
  );
});
