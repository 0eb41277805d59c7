import { describe, expect, it } from 'vitest';
import { RATE_LIMITED, RateLimiter } from './rate-limit';

const rule = { name: 'probe', limit: 3, windowMs: 60_000 };

describe('RateLimiter', () => {
  it('refuses the attempt after the limit, per subject, until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 3; i++) limiter.hit(rule, 'a');
    expect(() => limiter.hit(rule, 'a')).toThrow(RATE_LIMITED);
    expect(() => limiter.hit(rule, 'b')).not.toThrow();
    now = 60_000;
    expect(() => limiter.hit(rule, 'a')).not.toThrow();
  });

  it('multiplies every limit by its factor (RATE_LIMIT_FACTOR)', () => {
    const limiter = new RateLimiter(() => 0, 2);
    for (let i = 0; i < 6; i++) limiter.hit(rule, 'a');
    expect(() => limiter.assertUnder(rule, 'a')).toThrow(RATE_LIMITED);
    expect(() => limiter.hit(rule, 'a')).toThrow(RATE_LIMITED);
  });
});
