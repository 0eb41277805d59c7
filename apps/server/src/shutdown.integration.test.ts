import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@stepup/db';
import { openTestDatabase } from '../test/test-database';
import { until } from '../test/until';
import { startJobQueue } from './jobs/job-queue';
import { createReadiness } from './readiness';
import { shutDown } from './shutdown';

// The graceful shutdown of a web process or a worker (issue 20, ADR 050), on a real database and
// job queue. The database itself is closed by the test, so the job table can be read afterwards.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scratchDatabase(): Promise<DatabaseHandle> {
  const scratch = await openTestDatabase();
  const database = scratch.database;
  cleanups.push(async () => {
    await database.close().catch(() => {});
    await scratch.drop();
  });
  return database;
}

function shutdownLog() {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  };
}

/** A job whose runs take `ms`; `started` and `finished` count them. */
async function slowJob(database: DatabaseHandle, ms: number) {
  const runs = { started: 0, finished: 0 };
  const jobs = await startJobQueue(database, { onError: () => {}, pollingIntervalSeconds: 0.5 });
  const job = {
    name: 'shutdown-test-slow',
    retryLimit: 3,
    async handle() {
      runs.started += 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
      runs.finished += 1;
    },
  };
  await jobs.work([job]);
  await jobs.send(job, {});
  await until(async () => runs.started === 1, 10_000);
  return { jobs, runs };
}

const stateOf = async (database: DatabaseHandle) =>
  (
    (await database.executeSql(`SELECT state FROM pgboss.job WHERE name = 'shutdown-test-slow'`))
      .rows as { state: string }[]
  ).map(({ state }) => state);

describe('graceful shutdown', () => {
  it('turns not ready first, then lets a request in flight and a job in flight finish', async () => {
    const database = await scratchDatabase();
    const { jobs, runs } = await slowJob(database, 1_500);
    const readiness = createReadiness({ database, jobsWorking: () => jobs.working() });
    const server = Fastify();
    let answering = false;
    server.get('/slow', async () => {
      answering = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
      return { answered: true };
    });
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${url}/slow`);
    // In flight means in the handler: a request still on its way when closing starts is refused
    // (503), as it should be, and on a busy machine a fixed wait does not get it there.
    await until(async () => answering, 10_000);

    const exit = vi.fn();
    const { log, lines } = shutdownLog();
    const stopping = shutDown(
      {
        readiness,
        servers: [server],
        jobs,
        database: { close: async () => {} },
        timeoutSeconds: 10,
        log,
        exit,
      },
      'SIGTERM',
    );
    expect(await readiness.check()).toMatchObject({ ready: false, check: 'shutting_down' });
    // The site no longer accepts…
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    // …but answers the request it had.
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ answered: true });

    expect(await stopping).toBe('finished');
    expect(exit).toHaveBeenCalledWith(0);
    expect(runs.finished).toBe(1);
    expect(await stateOf(database)).toEqual(['completed']);
    expect(lines.join('\n')).toMatch(/SIGTERM: shut down in \d+ ms/);
  }, 30_000);

  it('leaves a job that outlasts its share of the limit to be retried, never lost', async () => {
    const database = await scratchDatabase();
    const { jobs, runs } = await slowJob(database, 6_000);
    const exit = vi.fn();
    const outcome = await shutDown(
      {
        readiness: createReadiness({ database }),
        servers: [],
        jobs,
        database: { close: async () => {} },
        timeoutSeconds: 3,
        ...shutdownLog(),
        exit,
      },
      'SIGTERM',
    );
    expect(outcome).toBe('finished');
    expect(runs.finished).toBe(0);
    // pg-boss failed the run it was still running: it comes back for a worker to run again.
    expect(await stateOf(database)).toEqual(['retry']);
  }, 30_000);

  it('exits non-zero, with a log line, once past the limit', async () => {
    const exit = vi.fn();
    const { log, lines } = shutdownLog();
    const startedAt = Date.now();
    const outcome = await shutDown(
      {
        readiness: { check: async () => ({ ready: true }), shuttingDown: () => {} },
        // A connection that never lets go.
        servers: [{ close: () => new Promise(() => {}) }],
        jobs: { stop: async () => {} },
        database: { close: async () => {} },
        timeoutSeconds: 1,
        log,
        exit,
      },
      'SIGINT',
    );
    expect(outcome).toBe('timed out');
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toContain(
      'SIGINT: shutdown did not finish within 1 s (SHUTDOWN_TIMEOUT_SECONDS): exiting',
    );
  });
});
