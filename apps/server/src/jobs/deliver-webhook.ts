import { z } from 'zod';
import { deliverWebhook, WEBHOOK_MAX_ATTEMPTS } from '../modules/webhooks/deliver-webhook';
import type { WebhookDeliveryContext } from '../modules/webhooks/deliver-webhook';
import { defineJob } from './job';

/**
 * Posts one webhook delivery (ADR 037). A refused or unanswered attempt fails the job; the queue
 * retries it with exponential backoff (about 5 s, 10 s, 20 s … doubling: 11 attempts over roughly
 * two hours), then the delivery is marked failed.
 */
export const deliverWebhookJob = defineJob({
  name: 'webhook-delivery',
  retryLimit: WEBHOOK_MAX_ATTEMPTS - 1,
  payload: z.object({ deliveryId: z.string() }),
  handle: (ctx: WebhookDeliveryContext, { deliveryId }) => deliverWebhook(ctx, deliveryId),
});
