import { z } from 'zod';
import { sweepPublicApi } from '../modules/public-api/sweep';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/** Deletes ended voucher holds and week-old Idempotency-Key answers (queued every 15 minutes). */
export const sweepPublicApiJob = defineJob({
  name: 'public-api-sweep',
  retryLimit: 2,
  payload: z.object({}),
  handle: async (ctx: PaymentsContext) => {
    await sweepPublicApi(ctx);
  },
});
