import { z } from 'zod';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { reconcilePayments } from '../modules/purchases/reconcile-payments';
import { defineJob } from './job';

/** Finishes payments left open from the provider's answer (queued every minute by each worker). */
export const reconcilePaymentsJob = defineJob({
  name: 'purchases-reconcile-payments',
  retryLimit: 2,
  payload: z.object({}),
  handle: (ctx: PaymentsContext) => reconcilePayments(ctx),
});
