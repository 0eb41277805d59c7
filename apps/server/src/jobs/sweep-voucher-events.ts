import { z } from 'zod';
import { sweepVoucherEvents } from '../modules/voucher-events/sweep';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/** Re-queues voucher events whose dispatch a crash lost (queued every minute). */
export const sweepVoucherEventsJob = defineJob({
  name: 'voucher-events-sweep',
  retryLimit: 2,
  payload: z.object({}),
  handle: (ctx: PaymentsContext) => sweepVoucherEvents(ctx),
});
