import { describe, it, expect } from 'vitest';
import {
  ANONYMOUS_EMAIL_REQUIRED,
  ANONYMOUS_STEP_NOT_ALLOWED,
  ANONYMOUS_UK_REQUIRED,
  UK_CONFIRMATION_TEXT,
} from '../messages';
import { anonymousBuyerSchema, canBuyAnonymously } from './anonymous-buyer';
import { firstError } from './shared';

const guest = { email: 'guest@example.com', ukConfirmed: true, step: 1 };

describe('anonymous buyer', () => {
  it('uses the texts of docs/product.md', () => {
    expect(ANONYMOUS_EMAIL_REQUIRED).toBe('Please enter your email address');
    expect(ANONYMOUS_UK_REQUIRED).toBe('Please confirm you are based in the UK');
    expect(UK_CONFIRMATION_TEXT).toBe(
      'I confirm I am based in the UK and using a UK-issued payment method',
    );
  });

  it('needs a valid email, then the UK confirmation', () => {
    expect(firstError(anonymousBuyerSchema, { ...guest, email: '' })).toBe(
      ANONYMOUS_EMAIL_REQUIRED,
    );
    expect(
      firstError(anonymousBuyerSchema, { ...guest, email: 'guest@', ukConfirmed: false }),
    ).toBe(ANONYMOUS_EMAIL_REQUIRED);
    expect(firstError(anonymousBuyerSchema, { ...guest, ukConfirmed: false })).toBe(
      ANONYMOUS_UK_REQUIRED,
    );
    expect(firstError(anonymousBuyerSchema, { email: guest.email, step: 1 })).toBe(
      ANONYMOUS_UK_REQUIRED,
    );
    expect(firstError(anonymousBuyerSchema, guest)).toBeNull();
  });

  it('allows step 1 or a custom offer only', () => {
    expect([1, 2, 3, 4].map(canBuyAnonymously)).toEqual([true, false, false, true]);
    expect(firstError(anonymousBuyerSchema, { ...guest, step: 4 })).toBeNull();
    expect(firstError(anonymousBuyerSchema, { ...guest, step: 2 })).toBe(
      ANONYMOUS_STEP_NOT_ALLOWED,
    );
  });
});
