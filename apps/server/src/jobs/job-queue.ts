import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle } from '@stepup/db';

/**
 * A job: a name, a payload type and an idempotent handler. Side effects that talk to the outside
 * (mail, gift delivery, offer expiry, shop sync) run as jobs, so a slow or failing provider never
 * fails a request and a failed attempt is retried.
 */
export interface JobDefinition<Payload extends object> {
  name: string;
  handle(payload: Payload): Promise<void>;
  retryLimit?: number;
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

export interface JobQueue {
  /** Queues one run; `startAfter` holds it until then (kept in the database, so restarts keep it). */
  send<Payload extends object>(
    job: JobTarget<Payload>,
    payload: Payload,
    options?: { startAfter?: Date },
  ): Promise<void>;
  /** Starts processing the given jobs in this process (web processes may leave this to workers). */
  work(definitions: JobDefinition<object>[]): Promise<void>;
  stop(): Promise<void>;
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
  }: { onError: (err: Error) => void; pollingIntervalSeconds?: number },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // The sandboxed single-process default has no use for pg-boss's cron clock.
    schedule: false,
  });
  boss.on('error', onError);
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string, retryLimit: number) => {
    if (created.has(name)) return;
    await boss.createQueue(name, { name, retryLimit, retryDelay: 5, retryBackoff: true });
    created.add(name);
  };

  return {
    async send(job, payload, options) {
      await ensureQueue(job.name, job.retryLimit ?? 5);
      await boss.send(
        job.name,
        payload,
        options?.startAfter ? { startAfter: options.startAfter } : {},
      );
    },
    async work(definitions) {
      for (const job of definitions) {
        await ensureQueue(job.name, job.retryLimit ?? 5);
        await boss.work<object>(job.name, { pollingIntervalSeconds }, async ([next]) => {
          if (next) await job.handle(next.data);
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
