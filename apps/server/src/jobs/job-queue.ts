import { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import { executeSqlIn } from '@stepup/db';
import type { DatabaseHandle, Transaction } from '@stepup/db';
import { jobFailures } from '../metrics';
import { inJobScope } from '../process-log';
import type { JobErrorListener } from '../process-log';

/**
 * A job: a name, a payload type and an idempotent handler. Side effects that talk to the outside
 * (mail, gift delivery, offer expiry, shop sync) run as jobs, so a slow or failing provider never
 * fails a request and a failed attempt is retried.
 */
export interface JobDefinition<Payload extends object> {
  name: string;
  handle(payload: Payload): Promise<void>;
  retryLimit?: number;
  /**
   * A batch's runs in one call (gift delivery: one transaction for the batch, ADR 045). If it
   * throws, each run is tried again on its own with `handle`, so one bad run fails only itself.
   */
  handleAll?(payloads: Payload[]): Promise<void>;
  /**
   * How many runs of it one process may run at once on PostgreSQL (default `jobConcurrencyOf`'s
   * 4): more for a job that comes in thousands at once (gift delivery, ADR 045).
   */
  atOnce?: number;
}

/**
 * What sending a job needs: its name and retries. The job files of jobs/ also carry their payload
 * schema, which types the payload given to `send`.
 */
export interface JobTarget<Payload extends object> {
  name: string;
  retryLimit?: number;
  payload?: z.ZodType<Payload>;
}

export interface SendOptions {
  startAfter?: Date;
  singletonKey?: string;
  /**
   * At most one run per slot of this many seconds (counted from the epoch), however many processes
   * send it: the others' sends in the same slot queue nothing (pg-boss's singletonSeconds).
   */
  oncePerSeconds?: number;
}

export interface JobQueue {
  /**
   * Queues one run; `startAfter` holds it until then (kept in the database, so restarts keep it).
   * `singletonKey`: while a run with that key waits, another send of it queues nothing (an
   * offer's expiry is queued once however many processes ask).
   */
  send<Payload extends object>(
    job: JobTarget<Payload>,
    payload: Payload,
    options?: SendOptions,
  ): Promise<void>;
  /**
   * Queues runs inside the caller's transaction, in one statement: they exist exactly when its
   * changes commit (their wake-up is sent at the commit too) and cost no transaction of their own.
   * The hot path of a sale uses it (ADR 042, amendment 3): queueing after the commit cost one
   * transaction per run, each waiting for its own flush of PostgreSQL's log. The job must have
   * been prepared (`prepare`): a queue created or looked up inside the transaction would wait on
   * the transaction's own connection (PGlite has only that one).
   */
  sendWithin<Payload extends object>(
    tx: Transaction,
    job: JobTarget<Payload>,
    runs: readonly ({ payload: Payload } & Pick<SendOptions, 'startAfter' | 'singletonKey'>)[],
  ): Promise<void>;
  /** Creates the queues of jobs that will be sent with `sendWithin`; once, at start. */
  prepare(jobs: readonly JobTarget<object>[]): Promise<void>;
  /**
   * Queues a run of `job` at each occurrence of `cron` (minutes, UTC), once across all the
   * processes that run jobs: pg-boss keeps the schedule in the database, and one process's cron
   * pass sends each occurrence. Only a queue started with `runsSchedules` sends them.
   */
  schedule(job: JobTarget<Record<string, never>>, cron: string): Promise<void>;
  /** Starts processing the given jobs in this process (web processes may leave this to workers). */
  work(definitions: JobDefinition<object>[]): Promise<void>;
  /** Whether this process works jobs: after `work`, until `stop` (readiness asks). */
  working(): boolean;
  /**
   * Stops taking jobs and lets the runs in progress finish for up to `timeoutMs` (default 5 s);
   * those still running then are failed, so pg-boss retries them: a job is never lost.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * A running job's process says it is alive this often (half of it, by pg-boss); a job whose
 * process died (killed, crashed, its machine lost) is retried after this long instead of after
 * pg-boss's default expiry of 15 minutes (issue 20's fault test).
 */
const HEARTBEAT_SECONDS = 30;

/**
 * How many runs of one job a process takes per fetch, and how many of them it runs at once
 * (ADR 042). PostgreSQL: up to 4 at once per job, well inside the default pool of 10 beside the
 * requests (most queues are idle at any moment); PGlite has one connection, so one at a time.
 * A full batch fetches again at once (pg-boss's burstWhenBatchFull) instead of waiting a poll.
 */
export function jobConcurrencyOf(kind: DatabaseHandle['kind']) {
  return kind === 'postgres' ? { batchSize: 8, atOnce: 4 } : { batchSize: 8, atOnce: 1 };
}

/** Runs `work` over `items`, at most `atOnce` at a time; answers each item's outcome in order. */
async function settleEach<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const outcomes: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next++;
      try {
        outcomes[at] = { status: 'fulfilled', value: await work(items[at]!) };
      } catch (reason) {
        outcomes[at] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, lane));
  return outcomes;
}

/**
 * pg-boss on the application's own database (PGlite or PostgreSQL): jobs are rows, taken with
 * SKIP LOCKED, so each runs once even with several worker processes, and survive restarts.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  {
    onError,
    pollingIntervalSeconds = 1,
    runsSchedules = false,
    cronPassEverySeconds = 30,
  }: {
    onError: JobErrorListener;
    pollingIntervalSeconds?: number;
    /** Whether this process sends the scheduled runs (processes that run jobs; ADR 050). */
    runsSchedules?: boolean;
    /** How often each such process tries its cron pass (pg-boss's default 30 s; tests go faster). */
    cronPassEverySeconds?: number;
  },
): Promise<JobQueue> {
  const { batchSize, atOnce } = jobConcurrencyOf(database.kind);
  await setAsidePgBoss10Schema(database);
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => database.executeSql(text, values),
      listen: (channel, onNotification, onReconnect) =>
        database.listenForWakeUps(channel, onNotification, onReconnect),
    },
    backend: database.kind,
    schema: 'pgboss',
    // pg-boss's cron clock, in the processes that run jobs: the sweeps are schedules (ADR 050).
    // Each of these processes runs a cron pass; the database decides which one sends an occurrence.
    schedule: runsSchedules,
    cronMonitorIntervalSeconds: cronPassEverySeconds,
    cronWorkerIntervalSeconds: Math.min(5, cronPassEverySeconds),
    // A job queued to run now wakes the workers of its queue at once (ADR 046): sending it
    // NOTIFYs in the same statement, and each process LISTENs (PostgreSQL: on a connection of its
    // own). Polling stays, for jobs queued for later and for any wake-up lost.
    useListenNotify: true,
  });
  boss.on('error', onError);
  boss.on('warning', (warning) => {
    // Without its listener the queue still works, by polling alone: worth telling the operator.
    const { type } = warning.data as { type?: string };
    if (type === 'listen_notify_unavailable') onError(new Error(warning.message));
  });
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string, retryLimit: number) => {
    if (created.has(name)) return;
    await boss.createQueue(name, {
      retryLimit,
      retryDelay: 5,
      retryBackoff: true,
      notify: true,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    });
    // A queue created before wake-ups (or heartbeats) keeps its options through createQueue:
    // switch them on.
    const queue = await boss.getQueue(name);
    if (!queue?.notify || queue.heartbeatSeconds !== HEARTBEAT_SECONDS) {
      await boss.updateQueue(name, { notify: true, heartbeatSeconds: HEARTBEAT_SECONDS });
    }
    created.add(name);
  };
  const send = async (
    name: string,
    retryLimit: number,
    payload: object,
    startAfter?: Date,
    singletonKey?: string,
    oncePerSeconds?: number,
  ) => {
    await ensureQueue(name, retryLimit);
    await boss.send(name, payload, {
      ...(startAfter ? { startAfter } : {}),
      ...(singletonKey ? { singletonKey } : {}),
      ...(oncePerSeconds ? { singletonSeconds: oncePerSeconds } : {}),
    });
  };
  let working = false;
  await moveJobsFromPgBoss10(database, send);
  const prepared = new Set<string>();

  return {
    async send(job, payload, options) {
      await send(
        job.name,
        job.retryLimit ?? 5,
        payload,
        options?.startAfter,
        options?.singletonKey,
        options?.oncePerSeconds,
      );
    },
    async prepare(jobs) {
      for (const job of jobs) {
        await ensureQueue(job.name, job.retryLimit ?? 5);
        // Inserting no run puts the queue in pg-boss's own cache, which `sendWithin` then reads
        // without a query of its own.
        await boss.insert(job.name, []);
        prepared.add(job.name);
      }
    },
    async sendWithin(tx, job, runs) {
      if (!prepared.has(job.name)) {
        throw new Error(`Job ${job.name} is sent within transactions but was never prepared`);
      }
      if (runs.length === 0) return;
      await boss.insert(
        job.name,
        runs.map(({ payload, startAfter, singletonKey }) => ({
          data: payload,
          ...(startAfter ? { startAfter } : {}),
          ...(singletonKey ? { singletonKey } : {}),
        })),
        { db: { executeSql: (text, values) => executeSqlIn(tx, text, values) } },
      );
    },
    async schedule(job, cron) {
      await ensureQueue(job.name, job.retryLimit ?? 5);
      // An upsert on (name, key): every process may declare it at start, it stays one schedule.
      await boss.schedule(job.name, cron, {}, { tz: 'UTC' });
    },
    working: () => working,
    async work(definitions) {
      for (const job of definitions) {
        await ensureQueue(job.name, job.retryLimit ?? 5);
        // More at once is more fetchers of the queue, each with its batch: a fetcher whose batch
        // waits for its slowest run leaves the others running (PGlite: one, its one connection).
        // A batch handled in one call counts as its size.
        const perFetcher = job.handleAll ? batchSize : atOnce;
        const fetchers =
          database.kind === 'postgres' ? Math.ceil((job.atOnce ?? atOnce) / perFetcher) : 1;
        const handleAll = job.handleAll?.bind(job);
        // Each run of a batch is settled on its own: a failed one is retried, the others not.
        await boss.work<object>(
          job.name,
          {
            pollingIntervalSeconds,
            // Woken queues would otherwise poll every 30 s, and a job queued for later (a gift's
            // delivery time) is only found by a poll: keep polling at the usual pace.
            notifyPollingIntervalSeconds: pollingIntervalSeconds,
            batchSize,
            burstWhenBatchFull: true,
            perJobResults: true,
            localConcurrency: fetchers,
          },
          async (batch) => {
            if (handleAll && batch.length > 1) {
              const together = await inJobScope(
                { job: job.name, jobId: batch.map((next) => next.id).join(',') },
                () => handleAll(batch.map((next) => next.data)),
              ).then(
                () => true,
                () => false,
              );
              if (together) {
                return batch.map((next) => ({ id: next.id, status: 'completed' as const }));
              }
            }
            const outcomes = await settleEach(batch, atOnce, (next) =>
              inJobScope({ job: job.name, jobId: next.id }, () => job.handle(next.data)),
            );
            // Every failed run is told (and counted): pg-boss keeps only its last error.
            outcomes.forEach((outcome, at) => {
              if (outcome.status === 'fulfilled') return;
              jobFailures.inc({ job: job.name });
              onError(asError(outcome.reason), { job: job.name, jobId: batch[at]!.id });
            });
            return outcomes.map((outcome, at) => ({
              id: batch[at]!.id,
              status: outcome.status === 'fulfilled' ? ('completed' as const) : ('failed' as const),
              ...(outcome.status === 'rejected' ? { output: failureOf(outcome.reason) } : {}),
            }));
          },
        );
      }
      working = true;
    },
    async stop({ timeoutMs = 5_000 } = {}) {
      working = false;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

/** A failed run's error as pg-boss stores it on the job (what a single-job handler's throw gives). */
function failureOf(reason: unknown): object {
  return reason instanceof Error
    ? { name: reason.name, message: reason.message, stack: reason.stack }
    : { value: String(reason) };
}

/*
 * A database from before pg-boss 12 holds pg-boss 10's schema (version 24), which pg-boss 12 does
 * not upgrade (it migrates from version 25 on). The old schema is renamed out of the way before
 * pg-boss installs its own, then its waiting jobs (gift deliveries due later, mail not yet sent) are
 * queued again with their start times and the old schema dropped. The advisory lock and the
 * DELETE … RETURNING keep two processes starting at once from moving a job twice.
 */
const pgBoss10Schema = 'pgboss_v10';

async function setAsidePgBoss10Schema(database: DatabaseHandle): Promise<void> {
  await database.executeSql(`DO $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('stepup: set aside the pg-boss 10 schema'));
  IF to_regclass('pgboss.version') IS NOT NULL THEN
    IF (SELECT max(version) FROM pgboss.version) < 25 THEN
      ALTER SCHEMA pgboss RENAME TO ${pgBoss10Schema};
    END IF;
  END IF;
END $$`);
}

async function moveJobsFromPgBoss10(
  database: DatabaseHandle,
  send: (name: string, retryLimit: number, payload: object, startAfter?: Date) => Promise<void>,
): Promise<void> {
  const [found] = (
    await database.executeSql(
      `SELECT to_regclass('${pgBoss10Schema}.job') IS NOT NULL AS "present"`,
    )
  ).rows as { present: boolean }[];
  if (!found?.present) return;
  const queues = (
    await database.executeSql(
      `SELECT name, retry_limit AS "retryLimit" FROM ${pgBoss10Schema}.queue`,
    )
  ).rows as { name: string; retryLimit: number }[];
  const retryLimits = new Map(queues.map((queue) => [queue.name, queue.retryLimit]));
  const waiting = (
    await database.executeSql(
      `DELETE FROM ${pgBoss10Schema}.job WHERE state IN ('created', 'retry', 'active')
     RETURNING name, data, start_after AS "startAfter"`,
    )
  ).rows as { name: string; data: object | null; startAfter: Date | string }[];
  for (const job of waiting) {
    await send(job.name, retryLimits.get(job.name) ?? 5, job.data ?? {}, new Date(job.startAfter));
  }
  await database.executeSql(`DROP SCHEMA IF EXISTS ${pgBoss10Schema} CASCADE`);
}
