import { z } from 'zod';
import { expireCustomOffer } from '../modules/custom-offers/offer-clock';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/**
 * Expires one custom offer at its `expires_at` (queued with startAfter and a singleton key per
 * offer and time when the offer is made and when its card is saved; ADR 027 "Time").
 */
export const expireCustomOfferJob = defineJob({
  name: 'custom-offer-expire',
  retryLimit: 8,
  payload: z.object({ offerId: z.string() }),
  handle: (ctx: PaymentsContext, { offerId }) => expireCustomOffer(ctx, offerId),
});
