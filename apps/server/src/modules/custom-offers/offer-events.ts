import type { AppContext } from '../../context/app-context';
import { queueVoucherEvents } from '../voucher-events/voucher-events';
import type { MovedOffer } from './repository';

/**
 * After the commit of an offer's change: queues the dispatch of the event `moveOffer` wrote (the
 * company's webhooks, ADR 035/037), if it wrote one.
 */
export async function queueOfferEvent(
  ctx: Pick<AppContext, 'jobs'>,
  moved: Pick<MovedOffer, 'eventId'>,
): Promise<void> {
  if (moved.eventId) await queueVoucherEvents(ctx.jobs, [moved.eventId]);
}
