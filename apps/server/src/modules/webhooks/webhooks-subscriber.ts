import { webhookReceives } from '@stepup/domain';
import { deliverWebhookJob } from '../../jobs/deliver-webhook';
import type { JobQueue } from '../../jobs/job-queue';
import type { VoucherEventSubscriber } from '../voucher-events/subscriber';
import type { VoucherEvent } from '../voucher-events/subscriber';
import type { PaymentsContext } from '../purchases/payments-context';
import {
  enabledEndpointsOf,
  findOfferForPayload,
  findVoucherForPayload,
  insertEventDeliveries,
} from './repository';
import { offerWebhookPayload, webhookPayload } from './webhook-payload';

/** Queues the post of each delivery (once while it waits). */
export async function queueWebhookDeliveries(jobs: JobQueue, deliveryIds: readonly string[]) {
  for (const deliveryId of deliveryIds)
    await jobs.send(deliverWebhookJob, { deliveryId }, { singletonKey: deliveryId });
}

/** The body of an event: its voucher's or its offer's, as it stands (none if it is gone). */
async function payloadOf(ctx: PaymentsContext, event: VoucherEvent) {
  if (event.offerId) {
    const offer = await findOfferForPayload(ctx.db, event.offerId);
    return offer && offerWebhookPayload(event, offer);
  }
  if (!event.voucherId) return undefined;
  const voucher = await findVoucherForPayload(ctx.db, event.voucherId);
  return voucher && webhookPayload(event, voucher);
}

/**
 * The outgoing webhooks' part of each voucher or offer event (ADR 035, 037): one delivery per enabled
 * endpoint of the event's company that takes its type, each posted by its own job. The unique
 * (endpoint, event) index makes a re-dispatch insert nothing; its pending deliveries are queued
 * again (the singleton key keeps a waiting one from being queued twice).
 */
export const webhooksSubscriber: VoucherEventSubscriber = {
  name: 'webhooks',
  async handle(ctx, event) {
    const endpoints = (await enabledEndpointsOf(ctx.db, event.companyId)).filter((endpoint) =>
      webhookReceives(endpoint.events, event.type),
    );
    if (endpoints.length === 0) return;
    const payload = await payloadOf(ctx, event);
    if (!payload) return;
    const pending = await insertEventDeliveries(
      ctx.db,
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        payload,
      })),
    );
    await queueWebhookDeliveries(ctx.jobs, pending);
  },
};
