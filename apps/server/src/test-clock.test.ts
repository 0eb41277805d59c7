import { describe, expect, it } from 'vitest';
import { createServerClock } from './test-clock';

// The server's clock (ADR 057): the real time unless TEST_CLOCK, which production refuses.

describe('the server clock', () => {
  it('is the real time, and cannot be moved, without TEST_CLOCK', () => {
    const clock = createServerClock({ env: 'development', testClock: false }, () => 1_000);
    expect(clock.now().getTime()).toBe(1_000);
    expect(clock.test).toBeUndefined();
  });

  it('with TEST_CLOCK, moves to a chosen instant and runs on from there, and goes back', () => {
    let real = 1_000;
    const clock = createServerClock({ env: 'test', testClock: true }, () => real);
    clock.test!.setAt(new Date('2030-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    real += 500;
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.500Z');
    clock.test!.setAt(null);
    expect(clock.now().getTime()).toBe(real);
  });

  it('refuses to start in production with TEST_CLOCK', () => {
    expect(() => createServerClock({ env: 'production', testClock: true })).toThrow(
      /Refusing to start: production with TEST_CLOCK/,
    );
  });
});
