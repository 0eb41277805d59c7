import { z } from 'zod';
import { EMAIL_BADLY_FORMATTED, MISSING_EMAIL, MISSING_PASSWORD } from '../messages';
import { isValidEmail, requiredSecret, requiredText } from './shared';

/** Presence of both fields first, then the email's format, as the sign-in form reports them. */
export const loginSchema = z
  .object({
    email: requiredText(MISSING_EMAIL),
    password: requiredSecret(MISSING_PASSWORD),
  })
  .superRefine((value, ctx) => {
    if (value.email !== '' && !isValidEmail(value.email)) {
      ctx.addIssue({ code: 'custom', message: EMAIL_BADLY_FORMATTED, path: ['email'] });
    }
  });

export type LoginInput = z.input<typeof loginSchema>;
