import { z } from 'zod';
import { TOP_UP_MULTIPLE, TOP_UP_NOT_GREATER, TOTAL_VALUE_RANGE } from '../messages';
import { TOTAL_VALUE_MAX_PENCE } from './campaign-request';

export const TOP_UP_MULTIPLE_PENCE = 500;

/**
 * A dashboard top-up sets a new total value: a whole £5 multiple, above the current one. It is
 * also held to the campaign's £1,000,000 ceiling (our reading: the spec states the ceiling for
 * requests only, but a top-up must not produce a campaign a request could not).
 */
export function checkTopUp(currentTotalPence: number, newTotalPence: number): string | null {
  if (!Number.isInteger(newTotalPence) || newTotalPence % TOP_UP_MULTIPLE_PENCE !== 0) {
    return TOP_UP_MULTIPLE;
  }
  if (newTotalPence <= currentTotalPence) return TOP_UP_NOT_GREATER;
  if (newTotalPence > TOTAL_VALUE_MAX_PENCE) return TOTAL_VALUE_RANGE;
  return null;
}

export function topUpSchema(currentTotalPence: number) {
  return z.object({
    newTotalValuePence: z.number({ error: TOP_UP_MULTIPLE }).superRefine((value, ctx) => {
      const message = checkTopUp(currentTotalPence, value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });
}
