import { z } from 'zod';
import { askProviderForRefund } from '../modules/refunds/ask-provider';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/**
 * Asks the card provider for one pending refund and records its answer (ADR 028). Queued after
 * the transaction that started the refund, with a singleton key per refund; the sweep re-queues
 * one that was lost.
 */
export const refundPaymentJob = defineJob({
  name: 'refund-payment',
  retryLimit: 5,
  payload: z.object({ refundId: z.string() }),
  handle: (ctx: PaymentsContext, { refundId }) => askProviderForRefund(ctx, refundId),
});
