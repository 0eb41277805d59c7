import { z } from 'zod';
import { dispatchVoucherEvent } from '../modules/voucher-events/dispatch';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { defineJob } from './job';

/** Hands one voucher event to its subscribers (ADR 035); queued after the change commits. */
export const dispatchVoucherEventJob = defineJob({
  name: 'voucher-event-dispatch',
  retryLimit: 8,
  payload: z.object({ eventId: z.string() }),
  handle: (ctx: PaymentsContext, { eventId }) => dispatchVoucherEvent(ctx, eventId),
});
