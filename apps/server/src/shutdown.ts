import type { Readiness } from './readiness';

/** What a stopping process closes, in this order (ADR 050). */
export interface ShutdownSteps {
  readiness: Readiness;
  /** The listening sites: stop accepting, let the requests in flight finish (Fastify's close). */
  servers: { close(): Promise<unknown>; server?: { closeIdleConnections?(): void } }[];
  /** The job queue: stop taking jobs, let the runs in flight finish for up to `timeoutMs`. */
  jobs: { stop(options: { timeoutMs: number }): Promise<void> };
  /** The database pool, last: everything above may still be using it. */
  database: { close(): Promise<void> };
  /** SHUTDOWN_TIMEOUT_SECONDS. */
  timeoutSeconds: number;
  log: { info(line: string): void; error(line: string): void };
  /** process.exit, or a test's stand-in. */
  exit?: (code: number) => void;
}

// What the pool's close needs after the jobs' grace: the jobs are given the rest of the limit less
// this, so that pg-boss fails its unfinished runs (to be retried) before the limit cuts everything.
const CLOSE_POOL_WITHIN_MS = 2_000;

/**
 * The graceful shutdown of a web process or a worker: not ready first (the proxy stops sending),
 * then the sites close, then the jobs finish, then the pool closes, and the process exits 0. Past
 * the limit it exits 1 with a log line, whatever is still running: an orchestrator would kill it
 * anyway, and a job cut short stays in the queue for another worker (pg-boss retries it).
 * Answers whether it finished within the limit (after calling `exit`).
 */
export async function shutDown(
  steps: ShutdownSteps,
  signal: string,
): Promise<'finished' | 'timed out' | 'failed'> {
  const { readiness, servers, jobs, database, timeoutSeconds, log } = steps;
  const exit = steps.exit ?? ((code: number) => process.exit(code));
  const limitMs = timeoutSeconds * 1000;
  const startedAt = Date.now();
  log.info(`${signal}: shutting down (within ${timeoutSeconds} s)`);
  readiness.shuttingDown();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), limitMs);
  });
  // Fastify's close ends the idle keep-alive connections once, at its start: a connection whose
  // request finishes later would hold the close open until its keep-alive timeout (72 s). Ended as
  // each falls idle instead; a client sends its next request on a new connection, to another process.
  const idleConnections = setInterval(() => {
    for (const { server } of servers) server?.closeIdleConnections?.();
  }, 100);
  const closing = (async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    clearInterval(idleConnections);
    const left = limitMs - (Date.now() - startedAt) - CLOSE_POOL_WITHIN_MS;
    await jobs.stop({ timeoutMs: Math.max(1_000, left) }).catch((err: unknown) => {
      log.error(`${signal}: the job queue did not stop cleanly: ${String(err)}`);
    });
    await database.close();
    return 'finished' as const;
  })();
  const outcome = await Promise.race([closing, timedOut]).catch((err: unknown) => {
    log.error(`${signal}: shutdown failed: ${String(err)}`);
    return 'failed' as const;
  });
  clearTimeout(timer);
  clearInterval(idleConnections);
  if (outcome === 'finished') {
    log.info(`${signal}: shut down in ${Date.now() - startedAt} ms`);
    exit(0);
    return 'finished';
  }
  if (outcome === 'timed out') {
    log.error(
      `${signal}: shutdown did not finish within ${timeoutSeconds} s (SHUTDOWN_TIMEOUT_SECONDS): exiting`,
    );
  }
  exit(1);
  return outcome;
}

/** Shuts down on SIGTERM and SIGINT, once (a second signal while stopping changes nothing). */
export function shutDownOnSignals(steps: ShutdownSteps): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void shutDown(steps, signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
