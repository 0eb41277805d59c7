import { z } from 'zod';
import {
  WEBHOOK_EVENT_UNKNOWN,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_REQUIRED,
  webhookEventLabels,
} from '../messages';
import { requiredText } from './shared';

/** The voucher events a company's webhook can receive (the voucher events outbox, ADR 035). */
export const webhookEventTypes = Object.keys(
  webhookEventLabels,
) as (keyof typeof webhookEventLabels)[];
export type WebhookEventType = keyof typeof webhookEventLabels;

/**
 * A web address: http(s), a host name, an IPv4 or bracketed IPv6 address, an optional port and
 * path; no user name or password. A pattern rather than URL parsing: the domain package runs
 * without DOM or Node globals.
 */
const isWebUrl = (value: string) =>
  /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?([/?#]\S*)?$/i.test(value);

/**
 * The webhook an owner sets on /api: where to post, which events (none = all), on or off. Whether
 * the address may be plain http or on a private network depends on the environment: the server
 * checks that (webhook-url.ts).
 */
export const webhookEndpointSchema = z.object({
  url: requiredText(WEBHOOK_URL_REQUIRED)
    .max(2000, WEBHOOK_URL_INVALID)
    .refine(isWebUrl, WEBHOOK_URL_INVALID),
  events: z
    .array(z.string(), { error: WEBHOOK_EVENT_UNKNOWN })
    .max(webhookEventTypes.length, WEBHOOK_EVENT_UNKNOWN)
    .refine(
      (events) => events.every((e) => (webhookEventTypes as string[]).includes(e)),
      WEBHOOK_EVENT_UNKNOWN,
    )
    .transform((events) => [...new Set(events)] as WebhookEventType[]),
  enabled: z.boolean({ error: WEBHOOK_URL_INVALID }),
});

export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;

/** Whether an endpoint subscribed to `events` receives `type` (an empty list means every type). */
export const webhookReceives = (events: readonly string[], type: string) =>
  events.length === 0 || events.includes(type);
