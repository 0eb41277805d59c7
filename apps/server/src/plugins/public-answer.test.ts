import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './public-answer';

describe('the encoding of a kept answer', () => {
  it('is br, else gzip, else none, as the browser accepts, however often a value is asked', () => {
    for (let round = 0; round < 3; round++) {
      expect(preferredEncoding('gzip, deflate, br')).toBe('br');
      expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
      expect(preferredEncoding('*')).toBe('gzip');
      expect(preferredEncoding('identity')).toBe('identity');
      expect(preferredEncoding(undefined)).toBe('identity');
    }
  });

  it('stays right past the number of values it keeps (a client may send any value)', () => {
    for (let i = 0; i < 200; i++) {
      expect(preferredEncoding(`gzip;q=0.${(i % 9) + 1}, x-made-up-${i}`)).toBe('gzip');
      expect(preferredEncoding(`br;q=0, x-made-up-${i}`)).toBe('identity');
    }
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
  });
});
