import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstError } from './shared';
import {
  MOBILE_NUMBER_INVALID,
  MOBILE_NUMBER_REQUIRED,
  formatUkMobile,
  maskPhoneNumber,
  normaliseUkMobile,
  phoneEnrolmentSchema,
  ukMobileSchema,
} from './phone-number';

describe('normaliseUkMobile', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+447700900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['  07123 456789 ', '+447123456789'],
    ['07624 123456', '+447624123456'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseUkMobile(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['0770090012', 'one digit short'],
    ['077009001234', 'one digit long'],
    ['020 7946 0958', 'a London landline'],
    ['07000 123456', 'a personal number (070)'],
    ['07600 123456', 'a pager (076)'],
    ['+33 6 12 34 56 78', 'a French mobile'],
    ['+1 415 555 2671', 'a US number'],
    ['447700900123', 'the country code without + or 00'],
    ['07700 9OO123', 'letters for digits'],
    ['07700.900.123', 'dots'],
    ['+44 07700 900123', 'a national 0 after +44 without brackets'],
  ])('refuses %s (%s)', (input) => {
    expect(normaliseUkMobile(input)).toBeNull();
  });
});

describe('ukMobileSchema', () => {
  it('asks for a number, then for a UK mobile one', () => {
    expect(firstError(ukMobileSchema, '')).toBe(MOBILE_NUMBER_REQUIRED);
    expect(firstError(ukMobileSchema, '   ')).toBe(MOBILE_NUMBER_REQUIRED);
    expect(firstError(ukMobileSchema, undefined)).toBe(MOBILE_NUMBER_REQUIRED);
    expect(firstError(ukMobileSchema, '020 7946 0958')).toBe(MOBILE_NUMBER_INVALID);
    expect(ukMobileSchema.parse('07700 900123')).toBe('+447700900123');
  });

  it('needs the password too when enrolling', () => {
    expect(firstError(phoneEnrolmentSchema, { phoneNumber: '07700 900123' })).toBe(
      'Please enter your password to continue.',
    );
    expect(phoneEnrolmentSchema.parse({ phoneNumber: '+44 7700-900123', password: 'x' })).toEqual({
      phoneNumber: '+447700900123',
      password: 'x',
    });
  });
});

const mobilePrefix = fc.constantFrom('71', '72', '73', '74', '75', '77', '78', '79');
const subscriber = fc.string({
  unit: fc.constantFrom(...'0123456789'),
  minLength: 8,
  maxLength: 8,
});
const separator = fc.constantFrom('', ' ', '-', '  ', ' - ');

/** A number written with a random national/international prefix and random separators. */
const writtenMobile = fc
  .tuple(mobilePrefix, subscriber, fc.constantFrom('0', '+44', '+44 ', '0044', '+44 (0)'))
  .chain(([prefix, rest, lead]) => {
    const digits = `${prefix}${rest}`;
    return fc
      .array(separator, { minLength: digits.length, maxLength: digits.length })
      .map((seps) => ({
        e164: `+44${digits}`,
        written: lead + [...digits].map((d, i) => (i === 0 ? d : seps[i]! + d)).join(''),
      }));
  });

describe('properties', () => {
  it('every way of writing a UK mobile gives the same E.164 number', () => {
    fc.assert(
      fc.property(writtenMobile, ({ e164, written }) => {
        expect(normaliseUkMobile(written)).toBe(e164);
      }),
    );
  });

  it('normalising is idempotent and always gives +447 and nine digits', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normaliseUkMobile(input);
        if (once === null) return;
        expect(once).toMatch(/^\+447\d{9}$/);
        expect(normaliseUkMobile(once)).toBe(once);
      }),
    );
  });

  it('a number with any letter in it is refused', () => {
    fc.assert(
      fc.property(
        writtenMobile,
        fc.nat(),
        fc.constantFrom(...'abcxyzOIl'),
        ({ written }, at, letter) => {
          const i = at % (written.length + 1);
          expect(normaliseUkMobile(written.slice(0, i) + letter + written.slice(i))).toBeNull();
        },
      ),
    );
  });

  it('the mask shows the last three digits and nothing else of the number', () => {
    fc.assert(
      fc.property(writtenMobile, ({ e164 }) => {
        const masked = maskPhoneNumber(e164);
        expect(masked).toBe(`•••• ••• ${e164.slice(-3)}`);
        expect(masked.replace(/\D/g, '')).toBe(e164.slice(-3));
      }),
    );
  });

  it('the readable form normalises back to the same number', () => {
    fc.assert(
      fc.property(writtenMobile, ({ e164 }) => {
        expect(normaliseUkMobile(formatUkMobile(e164))).toBe(e164);
      }),
    );
  });
});
