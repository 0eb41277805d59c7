import { z } from 'zod';

// Not in the spec (its second factor was a text message without a stated rule): the words of
// the mobile-number field used for text-message sign-in codes.
export const MOBILE_NUMBER_REQUIRED = 'Please enter your mobile number.';
export const MOBILE_NUMBER_INVALID =
  'Please enter a UK mobile number starting 07 or +44 7, like 07700 900123.';

/**
 * UK mobile ranges (Ofcom's numbering plan): 071–075 and 077–079, plus 07624 (Isle of Man).
 * 070 (personal numbers) and the rest of 076 (pagers) cannot receive text messages reliably.
 * The 07700 900xxx numbers Ofcom keeps for drama and examples are inside 077 and accepted.
 */
const mobileNationalNumber = /^7(?:[1-57-9]\d{8}|624\d{6})$/;

/** The separators people type inside a number: spaces and dashes (hyphen, en dash, minus). */
const separators = /[\s\-\u2010-\u2015\u2212]/g;

/**
 * A UK mobile number as people write it — `07700 900123`, `07700-900-123`, `+44 7700 900123`,
 * `+44 (0)7700 900123`, `0044 7700 900123` — in E.164 (`+447700900123`); null for anything else.
 */
export function normaliseUkMobile(input: string): string | null {
  const compact = input.replace(separators, '').replace(/^\+44\(0\)/, '+44');
  const national = /^(?:\+44|0044|0)(\d+)$/.exec(compact)?.[1];
  if (!national || !mobileNationalNumber.test(national)) return null;
  return `+44${national}`;
}

const PASSWORD_TO_CONTINUE = 'Please enter your password to continue.';

/** The field: required, then a UK mobile; parses to the E.164 form. */
export const ukMobileSchema = z
  .string({ error: MOBILE_NUMBER_REQUIRED })
  .trim()
  .min(1, MOBILE_NUMBER_REQUIRED)
  .transform((value, ctx) => {
    const normalised = normaliseUkMobile(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: MOBILE_NUMBER_INVALID });
      return z.NEVER;
    }
    return normalised;
  });

/** Enrolling a phone for text-message codes: the number and the account's password. */
export const phoneEnrolmentSchema = z.object({
  phoneNumber: ukMobileSchema,
  password: z.string({ error: PASSWORD_TO_CONTINUE }).min(1, PASSWORD_TO_CONTINUE),
});

/**
 * A stored number as it may be shown to someone who has only the password (the sign-in step):
 * the last three digits, the rest as dots in the shape of a UK number — `•••• ••• 123`.
 */
export function maskPhoneNumber(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `•••• ••• ${digits.slice(-3)}`;
}

/** An E.164 UK mobile the way people read it: `07700 900123`. */
export function formatUkMobile(e164: string): string {
  const national = e164.startsWith('+44') ? `0${e164.slice(3)}` : e164;
  return /^0\d{10}$/.test(national) ? `${national.slice(0, 5)} ${national.slice(5)}` : e164;
}
