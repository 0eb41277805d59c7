import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { characterCount } from '../character-count';
import { fieldErrors, firstError, isValidEmail } from './shared';

const schema = z.object({ a: z.string().min(1, 'A first'), b: z.string().min(1, 'B second') });

describe('firstError and fieldErrors', () => {
  it('returns the first message, or null when valid', () => {
    expect(firstError(schema, { a: '', b: '' })).toBe('A first');
    expect(firstError(schema, { a: 'x', b: '' })).toBe('B second');
    expect(firstError(schema, { a: 'x', b: 'y' })).toBeNull();
  });

  it('maps each field to its first message', () => {
    expect(fieldErrors(schema, { a: '', b: '' })).toEqual({ a: 'A first', b: 'B second' });
    expect(fieldErrors(schema, { a: 'x', b: 'y' })).toEqual({});
    const whole = z.object({}).refine(() => false, { error: 'Whole form' });
    expect(fieldErrors(whole, {})).toEqual({ '': 'Whole form' });
  });
});

describe('isValidEmail', () => {
  it.each(['jo@example.com', ' jo.smith+tag@mail.example.co.uk '])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true);
  });

  it.each(['', 'jo', 'jo@', 'jo@example', 'a@b.com, c@d.com', 'a@b.com c@d.com', 'a b@c.com'])(
    'refuses %j',
    (e) => {
      expect(isValidEmail(e)).toBe(false);
    },
  );
});

describe('characterCount', () => {
  it('counts an emoji as one character', () => {
    expect(characterCount('hi 🎁')).toBe(4);
    expect(characterCount('')).toBe(0);
  });
});
