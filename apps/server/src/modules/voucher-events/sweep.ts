import type { PaymentsContext } from '../purchases/payments-context';
import { findUndispatchedVoucherEvents } from './repository';
import { queueVoucherEvents } from './voucher-events';

/** Queues the events whose dispatch was lost (written over a minute ago and still undispatched). */
export async function sweepVoucherEvents(ctx: PaymentsContext) {
  const before = new Date(ctx.clock().getTime() - 60_000);
  const lost = await findUndispatchedVoucherEvents(ctx.db, before);
  await queueVoucherEvents(
    ctx.jobs,
    lost.map((event) => event.id),
  );
}
