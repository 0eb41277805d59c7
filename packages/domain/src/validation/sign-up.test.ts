import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  EMAIL_BADLY_FORMATTED,
  MISSING_EMAIL,
  MISSING_NAME,
  MISSING_PASSWORD,
  PASSWORD_RULE,
} from '../messages';
import { firstError } from './shared';
import { businessSignUpSchema, meetsPasswordRule, signUpSchema } from './sign-up';

const good = { email: 'jo@example.com', name: 'Jo', password: 'Abcdef1!' };

describe('signUpSchema', () => {
  it('checks email, name and password in that order', () => {
    expect(firstError(signUpSchema, { email: '', name: '', password: '' })).toBe(MISSING_EMAIL);
    expect(firstError(signUpSchema, { ...good, name: '', password: '' })).toBe(MISSING_NAME);
    expect(firstError(signUpSchema, { ...good, password: '' })).toBe(MISSING_PASSWORD);
  });

  it('then checks the email format and the password rule', () => {
    expect(firstError(signUpSchema, { ...good, email: 'jo', password: 'weak' })).toBe(
      EMAIL_BADLY_FORMATTED,
    );
    expect(firstError(signUpSchema, { ...good, password: 'weak' })).toBe(PASSWORD_RULE);
    expect(firstError(signUpSchema, good)).toBeNull();
  });

  it('uses the exact rule text', () => {
    expect(PASSWORD_RULE).toBe(
      'Passwords need to be at least 8 characters, and include an uppercase letter, a lowercase letter, a number and a symbol.',
    );
  });
});

describe('meetsPasswordRule', () => {
  it('needs 8 characters with lower, upper, digit and symbol', () => {
    expect(meetsPasswordRule('Abcdef1!')).toBe(true);
    expect(meetsPasswordRule('Abcde1!')).toBe(false); // 7
    expect(meetsPasswordRule('abcdef1!')).toBe(false); // no upper
    expect(meetsPasswordRule('ABCDEF1!')).toBe(false); // no lower
    expect(meetsPasswordRule('Abcdefg!')).toBe(false); // no digit
    expect(meetsPasswordRule('Abcdefg1')).toBe(false); // no symbol
    expect(meetsPasswordRule('Abcdef1 ')).toBe(false); // a space is not a symbol
    expect(meetsPasswordRule('Ábcdéf1£')).toBe(true);
  });

  it('accepts any long password with all four kinds and refuses one missing a kind', () => {
    const kinds = [
      fc.constantFrom(...'abcxyz'),
      fc.constantFrom(...'ABCXYZ'),
      fc.constantFrom(...'0189'),
      fc.constantFrom(...'!@#£$%&*?'),
    ];
    fc.assert(
      fc.property(
        fc.tuple(...kinds),
        fc.array(fc.constantFrom(...'aZ9!'), { minLength: 4, maxLength: 20 }),
        fc.nat(3),
        (required, rest, drop) => {
          const password = [...required, ...rest].join('');
          expect(meetsPasswordRule(password)).toBe(true);
          const dropped = required[drop]!;
          const others = [...required, ...rest].filter((c) => kindOf(c) !== kindOf(dropped));
          if (others.length >= 8) expect(meetsPasswordRule(others.join(''))).toBe(false);
        },
      ),
    );
  });
});

function kindOf(c: string): number {
  if (/[a-z]/.test(c)) return 0;
  if (/[A-Z]/.test(c)) return 1;
  if (/[0-9]/.test(c)) return 2;
  return 3;
}

describe('business sign-up', () => {
  const valid = {
    email: 'jo@bakery.test',
    name: 'Jo',
    password: 'Strong-Pass1',
    companyName: 'Rise & Crumb',
  };

  it('reports the customer fields first, in their order, then the trading name', () => {
    expect(firstError(businessSignUpSchema, {})).toBe('Missing email');
    expect(firstError(businessSignUpSchema, { ...valid, password: '' })).toBe('Missing password');
    expect(firstError(businessSignUpSchema, { ...valid, companyName: '   ' })).toBe(
      'Invalid trading name',
    );
    expect(firstError(businessSignUpSchema, { ...valid, companyName: 'x'.repeat(121) })).toBe(
      'Invalid trading name',
    );
    expect(firstError(businessSignUpSchema, valid)).toBeNull();
  });
});
