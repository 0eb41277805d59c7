import type { PaymentsContext } from '../purchases/payments-context';
import { findVoucherEvent, markVoucherEventDispatched } from './repository';
import { voucherEventSubscribers } from './voucher-event-subscribers';

/**
 * Hands one event to every subscriber, then marks it dispatched. A subscriber that throws fails
 * the job, which the queue retries; the others have already done their part and do nothing twice.
 */
export async function dispatchVoucherEvent(ctx: PaymentsContext, eventId: string) {
  const event = await findVoucherEvent(ctx.db, eventId);
  if (!event || event.dispatchedAt) return;
  for (const subscriber of voucherEventSubscribers) await subscriber.handle(ctx, event);
  await markVoucherEventDispatched(ctx.db, eventId, ctx.clock());
}
