import { describe, it, expect } from 'vitest';
import { EMAIL_BADLY_FORMATTED, MISSING_EMAIL, MISSING_PASSWORD } from '../messages';
import { loginSchema } from './login';
import { fieldErrors, firstError } from './shared';

describe('loginSchema', () => {
  it('uses the texts of docs/product.md', () => {
    expect([MISSING_EMAIL, MISSING_PASSWORD, EMAIL_BADLY_FORMATTED]).toEqual([
      'Missing email',
      'Missing password',
      'Email address is not formatted correctly',
    ]);
  });

  it('reports missing email, then missing password, then format', () => {
    expect(firstError(loginSchema, { email: '', password: '' })).toBe(MISSING_EMAIL);
    expect(firstError(loginSchema, {})).toBe(MISSING_EMAIL);
    expect(firstError(loginSchema, { email: '   ', password: 'x' })).toBe(MISSING_EMAIL);
    expect(firstError(loginSchema, { email: 'not-an-email', password: '' })).toBe(MISSING_PASSWORD);
    expect(firstError(loginSchema, { email: 'not-an-email', password: 'x' })).toBe(
      EMAIL_BADLY_FORMATTED,
    );
  });

  it('accepts a well-formed sign-in and trims the email', () => {
    const result = loginSchema.safeParse({ email: ' jo@example.com ', password: ' pw ' });
    expect(result.success && result.data).toEqual({ email: 'jo@example.com', password: ' pw ' });
  });

  it('gives a form each field its message', () => {
    expect(fieldErrors(loginSchema, { email: 'bad', password: '' })).toEqual({
      password: MISSING_PASSWORD,
      email: EMAIL_BADLY_FORMATTED,
    });
  });
});
