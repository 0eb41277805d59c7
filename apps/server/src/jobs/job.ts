import type { z } from 'zod';
import type { JobDefinition } from './job-queue';

/**
 * One background job, in one file of jobs/: its name (the queue's), how often a failed run is
 * retried, the schema of its payload (checked when a worker takes it, as a row written by another
 * version may not match) and its handler. The handler takes the few services it needs (`deps`, a
 * part of the worker's context) beside the payload, so a test can run it with its own.
 *
 * Handlers are idempotent: a retry, or a second worker running the same job, changes nothing more.
 */
export interface Job<Payload extends object, Deps> {
  readonly name: string;
  readonly retryLimit: number;
  /** Runs at once per process on PostgreSQL, when not the default (see JobDefinition). */
  readonly atOnce?: number;
  readonly payload: z.ZodType<Payload>;
  handle(deps: Deps, payload: Payload): Promise<void>;
  /** Several runs in one call, when the job does them better together (see JobDefinition). */
  handleAll?(deps: Deps, payloads: Payload[]): Promise<void>;
}

export const defineJob = <Payload extends object, Deps>(
  job: Job<Payload, Deps>,
): Job<Payload, Deps> => job;

/** The job as the queue works it: bound to its services, its payload parsed at the door. */
export function bindJob<Payload extends object, Deps>(
  job: Job<Payload, Deps>,
  deps: Deps,
): JobDefinition<object> {
  return {
    name: job.name,
    retryLimit: job.retryLimit,
    ...(job.atOnce ? { atOnce: job.atOnce } : {}),
    handle: (payload) => job.handle(deps, job.payload.parse(payload)),
    ...(job.handleAll
      ? {
          handleAll: (payloads: object[]) =>
            job.handleAll!(
              deps,
              payloads.map((payload) => job.payload.parse(payload)),
            ),
        }
      : {}),
  };
}
