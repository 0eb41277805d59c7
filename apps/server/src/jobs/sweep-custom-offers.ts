import { z } from 'zod';
import { sweepCustomOffers } from '../modules/custom-offers/offer-clock';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/**
 * The sweep of offers past their time or due their reminder whose own job was not queued or was
 * lost (queued every minute by each worker; idempotent).
 */
export const sweepCustomOffersJob = defineJob({
  name: 'custom-offers-sweep',
  retryLimit: 2,
  payload: z.object({}),
  handle: (ctx: PaymentsContext) => sweepCustomOffers(ctx),
});
