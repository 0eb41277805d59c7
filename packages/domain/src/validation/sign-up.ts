import { z } from 'zod';
import {
  EMAIL_BADLY_FORMATTED,
  INVALID_TRADING_NAME,
  MISSING_EMAIL,
  MISSING_NAME,
  MISSING_PASSWORD,
  PASSWORD_RULE,
} from '../messages';
import { isValidEmail, requiredSecret, requiredText } from './shared';

export const SIGN_UP_PASSWORD_MIN = 8;

/**
 * At least 8 characters with a lowercase and an uppercase letter, a digit and a symbol. A
 * symbol is any visible character that is not a letter or digit; whitespace does not count.
 */
export function meetsPasswordRule(password: string): boolean {
  return (
    [...password].length >= SIGN_UP_PASSWORD_MIN &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/**
 * Email, name and password must be present, reported in that order (docs/product.md#sign-up); then the email's
 * format (the login message, which the spec's sign-up list leaves out but the server needs),
 * then the password rule.
 */
export const signUpSchema = z
  .object({
    email: requiredText(MISSING_EMAIL),
    name: requiredText(MISSING_NAME),
    password: requiredSecret(MISSING_PASSWORD),
  })
  .superRefine((value, ctx) => {
    if (value.email !== '' && !isValidEmail(value.email)) {
      ctx.addIssue({ code: 'custom', message: EMAIL_BADLY_FORMATTED, path: ['email'] });
    }
    if (value.password !== '' && !meetsPasswordRule(value.password)) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_RULE, path: ['password'] });
    }
  });

export type SignUpInput = z.input<typeof signUpSchema>;

/**
 * Business sign-up: the customer sign-up fields in the same order, then the company's trading
 * name (the spec's 'Invalid trading name' when it is missing or blank).
 */
export const businessSignUpSchema = signUpSchema.and(
  z.object({
    companyName: requiredText(INVALID_TRADING_NAME).pipe(z.string().max(120, INVALID_TRADING_NAME)),
  }),
);

export type BusinessSignUpInput = z.input<typeof businessSignUpSchema>;
