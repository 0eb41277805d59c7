import type {
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
    endpoint: () => request<typeof webhookEndpointSchema>('/company/webhook'),
    saveEndpoint: (body: WebhookEndpointRequest) =>
      request<typeof webhookEndpointSchema>('/company/webhook', json('PUT', body)),
    revealSecret: () => post<typeof webhookSecretSchema>('/company/webhook/secret', {}),
    rotateSecret: () => post<typeof webhookSecretSchema>('/company/webhook/secret/rotate', {}),
    deliveries: () => request<typeof webhookDeliveriesSchema>('/company/webhook/deliveries'),
    resend: (deliveryId: string) =>
      post<typeof webhookDeliverySchema>(
        `/company/webhook/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        {},
      ),
  };
}
