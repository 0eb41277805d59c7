import {
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from '../webhooks';
import type { WebhookEndpointRequest } from '../webhooks';
import { json } from './http';
import type { Transport } from './http';

/** The company's outgoing webhook (owners): settings, signing secret, delivery log, resend. */
export function webhooksApi({ request, post }: Transport) {
  return {
    endpoint: () => request(webhookEndpointSchema, '/company/webhook'),
    saveEndpoint: (body: WebhookEndpointRequest) =>
      request(webhookEndpointSchema, '/company/webhook', json('PUT', body)),
    revealSecret: () => post(webhookSecretSchema, '/company/webhook/secret', {}),
    rotateSecret: () => post(webhookSecretSchema, '/company/webhook/secret/rotate', {}),
    deliveries: () => request(webhookDeliveriesSchema, '/company/webhook/deliveries'),
    resend: (deliveryId: string) =>
      post(
        webhookDeliverySchema,
        `/company/webhook/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        {},
      ),
  };
}
