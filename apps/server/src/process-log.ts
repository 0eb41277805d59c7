import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from 'pino';
import { redactingLoggerOptions } from './plugins/log-redaction';

/** Which job run a line belongs to: pg-boss's job id, to find the run in pgboss.job. */
export interface JobScope {
  job: string;
  jobId: string;
}

/**
 * Where the job queue tells of trouble: pg-boss's own errors and the providers' reports (no
 * run), and each failed run of a job with its name and pg-boss id (`run`).
 */
export type JobErrorListener = (err: Error, run?: JobScope) => void;

/** Which request a line belongs to: the id Fastify gives it, also on the request's own lines. */
export interface RequestScope {
  reqId: string;
}

const jobScope = new AsyncLocalStorage<JobScope>();
const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Runs the rest of a request (`next`: its hooks and handler) with its id at hand: an error a
 * provider reports through the process logger while serving it (a refund refused, a shop that
 * did not answer) carries the request id, as the request's own log lines do.
 */
export function inRequestScope(scope: RequestScope, next: () => void): void {
  requestScope.run(scope, next);
}

/**
 * A logger whose every line also carries the job run or request it was written in (the scopes
 * above): for the sites' use cases, which write through the site's logger and see no request.
 */
export function scopedLog(base: Pick<Logger, 'info' | 'warn'>): {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
} {
  const scope = () => jobScope.getStore() ?? requestScope.getStore() ?? {};
  return {
    info: (fields, message) => base.info({ ...scope(), ...fields }, message),
    warn: (fields, message) => base.warn({ ...scope(), ...fields }, message),
  };
}

/**
 * Runs a job's handler with its name and id at hand: every line the process logger writes
 * meanwhile (a provider's refusal reported from deep inside the handler) carries them.
 */
export function inJobScope<T>(scope: JobScope, run: () => Promise<T>): Promise<T> {
  return jobScope.run(scope, run);
}

/**
 * The logger of what happens outside a request (jobs, sweeps, the card provider's reports, the
 * ops listener): pino with the sites' serializers and censored paths (ADR 019), and the job's
 * name and id on every line written inside a job run, or the request's id on every line written
 * while serving one (requests' own lines go through Fastify's request logger, with the same id).
 */
export function createProcessLogger(options: { level: string; stream?: Writable }): Logger {
  const settings = {
    ...redactingLoggerOptions({ level: options.level }),
    mixin: () => jobScope.getStore() ?? requestScope.getStore() ?? {},
  };
  return options.stream ? pino(settings, options.stream) : pino(settings);
}

/**
 * The job queue's and the providers' errors as log lines: a failed run with its job's name and
 * pg-boss id, anything else (pg-boss itself, a provider's refusal reported) with the job it
 * happened in, if any (the mixin above).
 */
export function logJobErrors(log: Logger): JobErrorListener {
  return (err, run) => {
    if (run) log.error({ err, ...run }, 'job run failed');
    else log.error({ err }, 'reported error');
  };
}
