import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '@stepup/db';
import { rateLimitCounters } from '@stepup/db';
import { RATE_LIMITED } from '@stepup/domain';
import { AppError } from '../app-error';

export { RATE_LIMITED };

export interface RateRule {
  /** Names the counter, e.g. 'sign-in:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one attempt of the caller a service has identified (an account or a company id) and
 * throws the 429 past the limit. Routes hand services one per rule (`RateLimiter.counter`): only
 * the service knows who is asking, only the route knows the limits.
 */
export type CountAttempt = (subject: string) => Promise<void>;

/**
 * Fixed-window attempt counters kept in the database (rate-limiter-flexible's Drizzle store, one
 * atomic upsert per attempt), so every process sharing the database counts the same attempts, a
 * restart forgets none, and no client can reset them. Subjects (addresses, emails) are hashed
 * before they are stored.
 */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterDrizzle>();

  constructor(
    private readonly db: Database,
    /** Multiplies every rule's limit (RATE_LIMIT_FACTOR). */
    private readonly factor = 1,
  ) {}

  /** Counts one attempt; throws a 429 AppError once the rule's limit is passed. */
  async hit(rule: RateRule, subject: string): Promise<void> {
    try {
      await this.limiterOf(rule).consume(keyOf(subject));
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new AppError('rate_limited', RATE_LIMITED);
      throw err;
    }
  }

  /** `hit` for one rule, for a service to call with the subject it has identified. */
  counter(rule: RateRule): CountAttempt {
    return (subject) => this.hit(rule, subject);
  }

  /** Counts attempts (one by default) without refusing them (a failure, counted after the fact). */
  async count(rule: RateRule, subject: string, attempts = 1): Promise<void> {
    await this.limiterOf(rule).penalty(keyOf(subject), attempts);
  }

  /** Whether the rule's limit has been reached, without counting. */
  async reached(rule: RateRule, subject: string): Promise<boolean> {
    const res = await this.limiterOf(rule).get(keyOf(subject));
    return res !== null && res.consumedPoints >= this.pointsOf(rule);
  }

  /**
   * Throws the 429 once the rule's limit has been reached, without counting: for rules that count
   * only failures (wrong passwords, wrong voucher codes) but must then stop every attempt, right
   * ones included.
   */
  async assertUnder(rule: RateRule, subject: string): Promise<void> {
    if (await this.reached(rule, subject)) throw new AppError('rate_limited', RATE_LIMITED);
  }

  /** Forgets the subject's count (a right password clears that address's failures). */
  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.limiterOf(rule).delete(keyOf(subject));
  }

  private pointsOf(rule: RateRule) {
    return rule.limit * this.factor;
  }

  private limiterOf(rule: RateRule): RateLimiterDrizzle {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: this.db,
        schema: rateLimitCounters,
        keyPrefix: rule.name,
        points: this.pointsOf(rule),
        duration: Math.ceil(rule.windowMs / 1000),
        // One sweeper of expired rows per process is enough: they share one table.
        clearExpiredByTimeout: this.limiters.size === 0,
      });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}

/** A subject as stored: a hash, so the table holds no addresses or emails. */
const keyOf = (subject: string) =>
  createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 32);

export const clientIp = (request: FastifyRequest) => request.ip;
