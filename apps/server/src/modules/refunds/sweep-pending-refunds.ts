import { queueRefund } from './queue-refund';
import type { RefundsContext } from './refunds-context';
import { findStalePendingRefunds } from './repository';

/** Refunds still pending after this long were lost on the way to the provider: asked again. */
export const STALE_REFUND_MS = 60_000;

/** The sweep (every minute): re-queues refunds still 'pending' a minute after they were asked. */
export async function sweepPendingRefunds(ctx: RefundsContext): Promise<void> {
  const before = new Date(ctx.clock().getTime() - STALE_REFUND_MS);
  for (const refundId of await findStalePendingRefunds(ctx.db, before)) {
    await queueRefund(ctx, refundId);
  }
}
