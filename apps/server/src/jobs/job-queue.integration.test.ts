import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stepup/db';
import { openTestDatabase } from '../../test/test-database';
import { until } from '../../test/until';
import { startJobQueue } from './job-queue';
import type { JobQueue } from './job-queue';

// A job queued while the workers sleep starts at once, not at their next poll (ADR 046). The
// polling interval is 30 s here, so only the wake-up can run the job within the test's wait.
const POLL_SECONDS = 30;
const WAIT_MS = 5_000;

// What the queue reported, a listener it could not start included: none expected.
const errors: Error[] = [];
// Failed runs, with their job's name and pg-boss id: only where a test makes one fail.
const failedRuns: { message: string; job: string; jobId: string }[] = [];
const open: { jobs: JobQueue[]; database: DatabaseHandle; drop: () => Promise<void> }[] = [];
afterEach(async () => {
  expect(errors.splice(0)).toEqual([]);
  expect(failedRuns.splice(0)).toEqual([]);
  for (const { jobs, database, drop } of open.splice(0)) {
    for (const queue of jobs) await queue.stop();
    await database.close();
    await drop();
  }
});

async function openDatabase() {
  const scratch = await openTestDatabase();
  const database = scratch.database;
  const opened = { jobs: [] as JobQueue[], database, drop: scratch.drop };
  open.push(opened);
  return opened;
}

async function startQueue(opened: Awaited<ReturnType<typeof openDatabase>>) {
  const jobs = await startJobQueue(opened.database, {
    onError: (err, run) =>
      run ? failedRuns.push({ message: err.message, ...run }) : errors.push(err),
    pollingIntervalSeconds: POLL_SECONDS,
  });
  opened.jobs.push(jobs);
  return jobs;
}

/** A job that records when it ran; `ran` resolves with the time of the first run. */
function recordingJob(name: string) {
  let resolveRan: (at: number) => void = () => {};
  const ran = new Promise<number>((resolve) => (resolveRan = resolve));
  return {
    ran,
    definition: {
      name,
      handle: async () => resolveRan(performance.now()),
    },
  };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms),
    ),
  ]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job queue wakes its workers', () => {
  it('runs a job queued while the workers sleep long before their next poll', async () => {
    const opened = await openDatabase();
    const jobs = await startQueue(opened);
    const job = recordingJob('wake-test');
    await jobs.work([job.definition]);
    // The workers' first fetch found nothing: they now sleep for the polling interval.
    await sleep(500);

    const sentAt = performance.now();
    await jobs.send(job.definition, {});
    const ranAt = await within(job.ran, WAIT_MS);
    expect(ranAt - sentAt).toBeLessThan(WAIT_MS);
  });

  it('wakes the workers of a queue created before wake-ups existed', async () => {
    const opened = await openDatabase();
    const first = await startQueue(opened);
    await first.work([recordingJob('old-queue').definition]);
    await first.stop();
    opened.jobs.splice(0);
    // As a database from before this change has it: the queue exists, without `notify`.
    await opened.database.executeSql(`UPDATE pgboss.queue SET notify = false WHERE name = $1`, [
      'old-queue',
    ]);

    const jobs = await startQueue(opened);
    const job = recordingJob('old-queue');
    await jobs.work([job.definition]);
    await sleep(500);
    await jobs.send(job.definition, {});
    await within(job.ran, WAIT_MS);
  });
});

describe('a job that handles its batch together', () => {
  it('runs the batch in one call, and each run on its own when that call fails', async () => {
    const opened = await openDatabase();
    const jobs = await startQueue(opened);
    const together: string[][] = [];
    const alone: string[] = [];
    const definition = {
      name: 'batch-test',
      retryLimit: 0,
      handleAll: async (payloads: object[]) => {
        const names = payloads.map((payload) => (payload as { name: string }).name);
        together.push(names);
        if (names.includes('bad')) throw new Error('one bad run');
      },
      handle: async (payload: object) => {
        const { name } = payload as { name: string };
        if (name === 'bad') throw new Error('bad run');
        alone.push(name);
      },
    };
    // Queued before any worker runs, so one fetch takes them all.
    for (const name of ['a', 'b', 'bad']) await jobs.send(definition, { name });
    await jobs.work([definition]);
    const deadline = Date.now() + WAIT_MS;
    while (alone.length < 2 && Date.now() < deadline) await sleep(50);

    expect(together.map((names) => names.sort())).toEqual([['a', 'b', 'bad']]);
    // The failed call's runs went again one by one: the good ones done, the bad one failed alone.
    expect(alone.sort()).toEqual(['a', 'b']);
    // Reported once, as itself: its job and its pg-boss id, to follow in the log and pgboss.job.
    await until(async () => failedRuns.length > 0);
    expect(failedRuns.splice(0)).toEqual([
      { message: 'bad run', job: 'batch-test', jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });
});
