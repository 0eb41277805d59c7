import { z } from 'zod';
import { boundedString, URL_MAX_LENGTH } from './bounds';

// Outgoing webhooks (/api, Webhooks tab; docs/product.md#webhooks, ADR 037).

export const webhookEventTypeSchema = z.enum([
  'voucher.issued',
  'voucher.redeemed',
  'voucher.redemption_rolled_back',
  'voucher.cancelled',
  'offer.received',
  'offer.countered',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
  'offer.expired',
]);

/** PUT /api/company/webhook: where to post, which events (none = all), on or off. */
export const webhookEndpointRequestSchema = z.object({
  url: boundedString(URL_MAX_LENGTH).optional(),
  events: z.array(boundedString(64)).max(20).optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequestSchema>;

/** GET /api/company/webhook: the company's webhook (never its secret), or nothing set yet. */
export const webhookEndpointSchema = z.object({
  url: z.string().nullable(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** POST /api/company/webhook/secret (reveal) and …/secret/rotate: the signing secret. */
export const webhookSecretSchema = z.object({ secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventType: webhookEventTypeSchema,
  /** The voucher of a voucher event (its code), or the offer of an offer event (its campaign). */
  voucherCode: z.string().nullable(),
  offer: z.object({ id: z.string(), campaignName: z.string() }).nullable(),
  status: z.enum(['pending', 'delivered', 'failed']),
  responseCode: z.number().int().nullable(),
  attempts: z.number().int(),
  /** The error of the last attempt that got no answer (timeout, refused), never a response body. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  resendOf: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/company/webhook/deliveries: the latest deliveries, newest first. */
export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;
