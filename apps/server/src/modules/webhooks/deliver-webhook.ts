import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../context/app-context';
import { findDelivery, recordAttempt } from './repository';
import { postWebhook } from './post-webhook';

/** What posting a delivery needs: the database, the clock, the configuration, the secret box. */
export type WebhookDeliveryContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'secrets'>;

/** The first attempt and the retries (the job's retryLimit is one less). */
export const WEBHOOK_MAX_ATTEMPTS = 11;

/** A non-2xx answer or none: the job fails and the queue retries it later (exponential backoff). */
export class WebhookAttemptFailed extends Error {
  constructor(deliveryId: string, why: string) {
    super(`Webhook delivery ${deliveryId} not accepted: ${why}`);
    this.name = 'WebhookAttemptFailed';
  }
}

/**
 * Posts one delivery, signed per Standard Webhooks (ADR 037), and records the attempt. A 2xx marks
 * it delivered; anything else is recorded and thrown (so the queue retries it) until the last
 * attempt, which marks it failed. A delivery no longer pending, or of a disabled endpoint, is left
 * alone (a retried or duplicate job posts nothing twice).
 */
export async function deliverWebhook(ctx: WebhookDeliveryContext, deliveryId: string) {
  const found = await findDelivery(ctx.db, deliveryId);
  if (!found || found.delivery.status !== 'pending') return;
  const { delivery, endpoint } = found;
  if (!endpoint.enabled) {
    await recordAttempt(ctx.db, delivery.id, {
      at: ctx.clock(),
      responseCode: null,
      error: 'Webhook turned off',
      status: 'failed',
    });
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const messageId = delivery.eventId;
  const at = ctx.clock();
  const signature = new Webhook(ctx.secrets.open(endpoint.secretEncrypted)).sign(
    messageId,
    at,
    body,
  );
  const outcome = await postWebhook(
    endpoint.url,
    body,
    {
      'webhook-id': messageId,
      'webhook-timestamp': Math.floor(at.getTime() / 1000).toString(),
      'webhook-signature': signature,
    },
    { production: ctx.config.env === 'production' },
  );
  const accepted =
    outcome.responseCode !== null && outcome.responseCode >= 200 && outcome.responseCode < 300;
  const last = delivery.attempts + 1 >= WEBHOOK_MAX_ATTEMPTS;
  await recordAttempt(ctx.db, delivery.id, {
    at: ctx.clock(),
    responseCode: outcome.responseCode,
    error: outcome.error,
    status: accepted ? 'delivered' : last ? 'failed' : 'pending',
  });
  if (!accepted && !last)
    throw new WebhookAttemptFailed(
      delivery.id,
      outcome.responseCode !== null ? `HTTP ${outcome.responseCode}` : 'no answer',
    );
}
