import { z } from 'zod';
import { CUSTOM_STEP } from '../campaign';
import {
  ANONYMOUS_EMAIL_REQUIRED,
  ANONYMOUS_STEP_NOT_ALLOWED,
  ANONYMOUS_UK_REQUIRED,
} from '../messages';
import { isValidEmail, requiredText } from './shared';

/** Guests buy the first step or make a custom offer; bigger steps are the reward for an account. */
export function canBuyAnonymously(step: number): boolean {
  return step === 1 || step === CUSTOM_STEP;
}

export const anonymousBuyerSchema = z.object({
  email: requiredText(ANONYMOUS_EMAIL_REQUIRED).refine(isValidEmail, ANONYMOUS_EMAIL_REQUIRED),
  ukConfirmed: z.literal(true, { error: ANONYMOUS_UK_REQUIRED }),
  step: z.number({ error: ANONYMOUS_STEP_NOT_ALLOWED }).refine(canBuyAnonymously, {
    error: ANONYMOUS_STEP_NOT_ALLOWED,
  }),
});

export type AnonymousBuyerInput = z.input<typeof anonymousBuyerSchema>;
