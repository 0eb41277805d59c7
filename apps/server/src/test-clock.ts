import type { Config } from './config';

/**
 * The server's clock (ADR 057): what every use case and job reads as `ctx.clock()`. Normally the
 * real time. With TEST_CLOCK=true (never in production), browser tests may move it: `setAt`
 * makes it read a chosen instant now, and it runs on from there at the real pace (an offset
 * from the real time, so timeouts and waits still pass). One per process, shared by both sites
 * and the jobs that process runs.
 */
export interface ServerClock {
  now: () => Date;
  /** Only with TEST_CLOCK: moves the clock to `at` (null: back to the real time). */
  test?: {
    setAt(at: Date | null): void;
    offsetMs(): number;
  };
}

export function createServerClock(
  config: Pick<Config, 'env' | 'testClock'>,
  real: () => number = Date.now,
): ServerClock {
  if (!config.testClock) return { now: () => new Date(real()) };
  // readConfig refuses it in production already; this holds for a configuration built otherwise.
  if (config.env === 'production') {
    throw new Error('Refusing to start: production with TEST_CLOCK, which lets the clock be moved');
  }
  let offset = 0;
  return {
    now: () => new Date(real() + offset),
    test: {
      setAt: (at) => {
        offset = at ? at.getTime() - real() : 0;
      },
      offsetMs: () => offset,
    },
  };
}
