import { z } from 'zod';
import { remindCustomOffer } from '../modules/custom-offers/offer-clock';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/** Reminds the company of one offer when 4 hours are left (queued when its card is saved). */
export const remindCustomOfferJob = defineJob({
  name: 'custom-offer-remind',
  retryLimit: 8,
  payload: z.object({ offerId: z.string() }),
  handle: (ctx: PaymentsContext, { offerId }) => remindCustomOffer(ctx, offerId),
});
