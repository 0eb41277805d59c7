import { describe, it, expect } from 'vitest';
import {
  RESET_MISSING_DATA,
  RESET_PASSWORDS_DONT_MATCH,
  RESET_PASSWORD_TOO_SHORT,
} from '../messages';
import { resetPasswordSchema } from './reset-password';
import { firstError } from './shared';

const check = (password: string, confirmPassword: string) =>
  firstError(resetPasswordSchema, { password, confirmPassword });

describe('resetPasswordSchema', () => {
  it('keeps the texts of docs/product.md, typos included', () => {
    expect(RESET_MISSING_DATA).toBe('Missing data');
    expect(RESET_PASSWORDS_DONT_MATCH).toBe("Paswords don't match");
    expect(RESET_PASSWORD_TOO_SHORT).toBe('New paswords must be at least 6 characters long');
  });

  it('reports missing, then mismatch, then length', () => {
    expect(check('', 'abcdef')).toBe(RESET_MISSING_DATA);
    expect(check('abcdef', '')).toBe(RESET_MISSING_DATA);
    expect(firstError(resetPasswordSchema, {})).toBe(RESET_MISSING_DATA);
    expect(check('abc', 'abd')).toBe(RESET_PASSWORDS_DONT_MATCH);
    expect(check('abc', 'abc')).toBe(RESET_PASSWORD_TOO_SHORT);
  });

  it('accepts six characters and refuses five', () => {
    expect(check('abcde', 'abcde')).toBe(RESET_PASSWORD_TOO_SHORT);
    expect(check('abcdef', 'abcdef')).toBeNull();
  });
});
