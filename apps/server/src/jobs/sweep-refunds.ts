import { z } from 'zod';
import { sweepPendingRefunds } from '../modules/refunds/sweep-pending-refunds';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/** The sweep of refunds still pending a minute after they were started (queued every minute). */
export const sweepRefundsJob = defineJob({
  name: 'refunds-sweep',
  retryLimit: 2,
  payload: z.object({}),
  handle: (ctx: PaymentsContext) => sweepPendingRefunds(ctx),
});
