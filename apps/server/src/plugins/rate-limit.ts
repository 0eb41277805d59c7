import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/** Not in the spec. */
export const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

export interface RateRule {
  /** Names the counter, e.g. 'sign-in:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters in this process's memory. One process is the embedded default; several
 * processes would need a shared store (Redis), which this interface leaves room for.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    /** Multiplies every rule's limit (RATE_LIMIT_FACTOR). */
    private readonly factor = 1,
  ) {}

  /** Counts one attempt; throws a 429 AppError once the rule's limit is passed. */
  hit(rule: RateRule, subject: string): void {
    const key = `${rule.name}:${subject}`;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > rule.limit * this.factor) throw new AppError('rate_limited', RATE_LIMITED);
  }

  /**
   * Throws the 429 once the rule's limit has been reached, without counting: for rules that count
   * only failures (wrong voucher codes) but must then stop every attempt, right ones included.
   */
  assertUnder(rule: RateRule, subject: string): void {
    const window = this.windows.get(`${rule.name}:${subject}`);
    if (window && window.resetAt > this.now() && window.count >= rule.limit * this.factor) {
      throw new AppError('rate_limited', RATE_LIMITED);
    }
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export const clientIp = (request: FastifyRequest) => request.ip;
