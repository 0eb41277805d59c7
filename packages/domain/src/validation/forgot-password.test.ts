import { describe, it, expect } from 'vitest';
import { EMAIL_BADLY_FORMATTED, FORGOT_PASSWORD_SUCCESS, MISSING_EMAIL } from '../messages';
import { forgotPasswordSchema } from './forgot-password';
import { firstError } from './shared';

describe('forgotPasswordSchema', () => {
  it('needs a well-formed email', () => {
    expect(firstError(forgotPasswordSchema, { email: '' })).toBe(MISSING_EMAIL);
    expect(firstError(forgotPasswordSchema, {})).toBe(MISSING_EMAIL);
    expect(firstError(forgotPasswordSchema, { email: 'jo@' })).toBe(EMAIL_BADLY_FORMATTED);
    expect(firstError(forgotPasswordSchema, { email: 'jo@example.com' })).toBeNull();
  });

  it('answers the same whether or not the address is known', () => {
    expect(FORGOT_PASSWORD_SUCCESS).toBe(
      'If your email address has been recognised then a password reset email has been sent. Please check your junk folder just in case.',
    );
  });
});
