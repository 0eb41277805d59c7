import { pendingMigrations, sql } from '@stepup/db';
import type { DatabaseHandle } from '@stepup/db';

/** What must hold before a proxy sends this process requests (or an operator counts a worker in). */
export type ReadinessCheck = 'database' | 'migrations' | 'jobs' | 'shutting_down';

export type ReadinessAnswer =
  { ready: true } | { ready: false; check: ReadinessCheck; message: string };

export interface Readiness {
  /** Asks each check in turn; answers the first that fails. */
  check(): Promise<ReadinessAnswer>;
  /** From now on not ready: the process is stopping (graceful shutdown turns this first). */
  shuttingDown(): void;
}

// A database that neither answers nor refuses (a dropped network path) must not hold the probe
// longer than a proxy waits for it.
const DATABASE_ANSWER_WITHIN_MS = 2_000;
/**
 * The probe is public (anyone may ask a site for it): the database's answer is asked at most
 * once a second, shared by every probe meanwhile, so probes cannot be made into database load.
 */
const DATABASE_ANSWER_KEPT_MS = 1_000;

/**
 * Readiness (issue 20), for GET /api/health/ready and the worker's ops listener: the database
 * answers, every migration of packages/db/migrations is applied, the job queue works if this
 * process runs jobs, and the process is not shutting down. Liveness needs none of this.
 */
export function createReadiness({
  database,
  jobsWorking,
}: {
  database: DatabaseHandle;
  /** Whether this process's job queue is working its jobs; absent when it runs none. */
  jobsWorking?: () => boolean;
}): Readiness {
  let stopping = false;
  let databaseAnsweredAt = -Infinity;
  let asking: Promise<void> | undefined;
  const databaseAnswers = () => {
    if (Date.now() - databaseAnsweredAt < DATABASE_ANSWER_KEPT_MS) return Promise.resolve();
    asking ??= withinMs(database.db.execute(sql`select 1`), DATABASE_ANSWER_WITHIN_MS)
      .then(() => {
        databaseAnsweredAt = Date.now();
      })
      .finally(() => {
        asking = undefined;
      });
    return asking;
  };
  // Migrations only ever move forward while a process runs: once all are applied, they stay so.
  let migrationsApplied = false;
  const notReady = (check: ReadinessCheck, message: string): ReadinessAnswer => ({
    ready: false,
    check,
    message,
  });
  return {
    async check() {
      if (stopping) return notReady('shutting_down', 'Not ready: the process is shutting down.');
      try {
        await databaseAnswers();
      } catch {
        return notReady('database', 'Not ready: the database is not reachable.');
      }
      if (!migrationsApplied) {
        const pending = await pendingMigrations(database).catch(() => -1);
        if (pending !== 0) {
          return notReady(
            'migrations',
            pending < 0
              ? 'Not ready: the applied migrations could not be read.'
              : `Not ready: ${pending} migration(s) not applied yet.`,
          );
        }
        migrationsApplied = true;
      }
      if (jobsWorking && !jobsWorking()) {
        return notReady('jobs', 'Not ready: the job queue has not started.');
      }
      if (stopping) return notReady('shutting_down', 'Not ready: the process is shutting down.');
      return { ready: true };
    },
    shuttingDown() {
      stopping = true;
    },
  };
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
