import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@stepup/db';
import { rateLimitCounters } from '@stepup/db';
import { openTestDatabase } from '../../test/test-database';
import { RATE_LIMITED, RateLimiter } from './rate-limit';

const rule = { name: 'probe', limit: 3, windowMs: 60_000 };
let n = 0;
const subject = () => `subject-${++n}@example.test`;

let database: DatabaseHandle;
let scratch: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  scratch = await openTestDatabase();
  database = scratch.database;
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});
afterEach(() => vi.useRealTimers());

describe('RateLimiter (counters in the database)', () => {
  it('refuses the attempt after the limit, per subject, until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
    const limiter = new RateLimiter(database.db);
    const [a, b] = [subject(), subject()];
    for (let i = 0; i < 3; i++) await limiter.hit(rule, a);
    await expect(limiter.hit(rule, a)).rejects.toThrow(RATE_LIMITED);
    await expect(limiter.hit(rule, b)).resolves.toBeUndefined();
    vi.setSystemTime(new Date('2026-11-25T10:01:00.001Z'));
    await expect(limiter.hit(rule, a)).resolves.toBeUndefined();
  });

  it('multiplies every limit by its factor (RATE_LIMIT_FACTOR)', async () => {
    const limiter = new RateLimiter(database.db, 2);
    const a = subject();
    for (let i = 0; i < 6; i++) await limiter.hit(rule, a);
    await expect(limiter.assertUnder(rule, a)).rejects.toThrow(RATE_LIMITED);
    await expect(limiter.hit(rule, a)).rejects.toThrow(RATE_LIMITED);
  });

  it('counts across limiters sharing the database (another process), and survives a new one', async () => {
    const a = subject();
    const first = new RateLimiter(database.db);
    const second = new RateLimiter(database.db);
    await first.hit(rule, a);
    await second.hit(rule, a);
    await first.hit(rule, a);
    await expect(second.hit(rule, a)).rejects.toThrow(RATE_LIMITED);
    // A restart (a new limiter) still sees the count.
    await expect(new RateLimiter(database.db).assertUnder(rule, a)).rejects.toThrow(RATE_LIMITED);
  });

  it('forgets a subject on reset, and stores no subject in the clear', async () => {
    const limiter = new RateLimiter(database.db);
    const a = subject();
    for (let i = 0; i < 3; i++) await limiter.hit(rule, a);
    expect(await limiter.reached(rule, a)).toBe(true);
    await limiter.reset(rule, a);
    expect(await limiter.reached(rule, a)).toBe(false);
    await limiter.hit(rule, a);
    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('probe:'))).toBe(true);
    expect(keys.join(' ')).not.toContain('example.test');
  });
});
