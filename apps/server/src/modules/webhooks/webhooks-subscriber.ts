import { webhookReceives } from '@stepup/domain';
import { deliverWebhookJob } from '../../jobs/deliver-webhook';
import type { JobQueue } from '../../jobs/job-queue';
import type { VoucherEventSubscriber } from '../voucher-events/subscriber';
import { enabledEndpointsOf, findVoucherForPayload, insertEventDeliveries } from './repository';
import { webhookPayload } from './webhook-payload';

/** Queues the post of each delivery (once while it waits). */
export async function queueWebhookDeliveries(jobs: JobQueue, deliveryIds: readonly string[]) {
  for (const deliveryId of deliveryIds)
    await jobs.send(deliverWebhookJob, { deliveryId }, { singletonKey: deliveryId });
}

/**
 * The outgoing webhooks' part of each voucher event (ADR 035, 037): one delivery per enabled
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
    const voucher = await findVoucherForPayload(ctx.db, event.voucherId);
    if (!voucher) return;
    const payload = webhookPayload(event, voucher);
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
