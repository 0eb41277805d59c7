import { z } from 'zod';
import { expireHolds } from '../modules/purchases/expire-holds';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/** Releases the step budget of payments past their hold (queued every minute by each worker). */
export const expireHoldsJob = defineJob({
  name: 'purchases-release-expired-reservations',
  retryLimit: 2,
  payload: z.object({}),
  handle: (ctx: PaymentsContext) => expireHolds(ctx),
});
