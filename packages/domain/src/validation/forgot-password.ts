import { z } from 'zod';
import { EMAIL_BADLY_FORMATTED, MISSING_EMAIL } from '../messages';
import { isValidEmail, requiredText } from './shared';

// The reply is the same whether or not the address is known (FORGOT_PASSWORD_SUCCESS), so only
// the shape of the address is checked here.
export const forgotPasswordSchema = z.object({
  email: requiredText(MISSING_EMAIL).refine(isValidEmail, EMAIL_BADLY_FORMATTED),
});

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
