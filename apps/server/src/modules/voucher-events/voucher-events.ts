import type { Database, OfferEventType, Transaction, VoucherEventType } from '@stepup/db';
import { dispatchVoucherEventJob } from '../../jobs/dispatch-voucher-event';
import type { JobQueue } from '../../jobs/job-queue';
import { insertIssuedEvent, insertVoucherEvent } from './repository';

type Db = Database | Transaction;

// The voucher events outbox (docs/decisions/035-voucher-events-outbox.md): every change other
// systems follow (issued, redeemed, redemption rolled back, cancelled) writes an event in the same
// transaction as the change; after the commit the writer queues its dispatch, and a sweep queues
// whatever a crash left behind. Subscribers (voucher-event-subscribers.ts) act on each event once.
// The same outbox carries a custom offer's events (received, countered, accepted, declined,
// withdrawn, expired): written by the offer's one state change, custom-offers' `moveOffer`.

/** Records an event in the transaction of the change; answers its id, to queue after the commit. */
export function recordVoucherEvent(
  tx: Db,
  event: {
    companyId: string;
    voucherId: string;
    type: VoucherEventType;
    at: Date;
    data?: Record<string, unknown>;
  },
): Promise<string> {
  return insertVoucherEvent(tx, event);
}

/** Records an offer's event in the transaction of its state change; answers its id. */
export function recordOfferEvent(
  tx: Db,
  event: { companyId: string; offerId: string; type: OfferEventType; at: Date },
): Promise<string> {
  return insertVoucherEvent(tx, event);
}

/**
 * Records a sale's issued event in the sale's transaction, and queues its dispatch there too
 * (ADR 042 amendments 3 and 4): the job exists exactly when the event does. When nothing of the
 * company's may act on it (no connected shop, no enabled webhook), the event is recorded as
 * dispatched instead: no job, and none of the transactions a job and its dispatch would take.
 */
export async function recordIssuedEventWithin(
  tx: Transaction,
  jobs: JobQueue,
  event: { companyId: string; voucherId: string; at: Date },
) {
  const { eventId, waits } = await insertIssuedEvent(tx, event);
  if (!waits) return;
  await jobs.sendWithin(tx, dispatchVoucherEventJob, [
    { payload: { eventId }, singletonKey: eventId },
  ]);
}

/** Queues the dispatch of events recorded in a committed transaction (once each while it waits). */
export async function queueVoucherEvents(jobs: JobQueue, eventIds: readonly string[]) {
  for (const eventId of eventIds) {
    await jobs.send(dispatchVoucherEventJob, { eventId }, { singletonKey: eventId });
  }
}
