import Stripe from 'stripe';
import { WebhookSignatureError } from './payment-provider';

/** Stripe's default tolerance between the signed timestamp and now. */
export const DEFAULT_TOLERANCE_SECONDS: number = Stripe.webhooks.DEFAULT_TOLERANCE;

/**
 * Stripe's `Stripe-Signature` header for a payload (`t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>">`), made by Stripe's own library: the sandbox signs its events with it, so they
 * verify exactly as Stripe's do (ADR 022).
 */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}

/**
 * The one verification path for webhooks, the sandbox's and Stripe's: Stripe's
 * `webhooks.constructEvent` checks that one of the header's v1 signatures matches (secrets can be
 * rolled; compared in constant time) and that the delivery is no older than the tolerance (a
 * replayed old delivery is refused); a timestamp more than the tolerance in the future is refused
 * too. Answers the event's JSON; any failure is a WebhookSignatureError.
 */
export function constructWebhookEvent(
  payload: Buffer | string,
  header: string | undefined,
  secret: string,
  { toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, nowSeconds = Math.floor(Date.now() / 1000) } = {},
): Record<string, unknown> {
  if (!header) throw new WebhookSignatureError('No signatures found');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      payload,
      header,
      secret,
      toleranceSeconds,
      undefined,
      nowSeconds * 1000,
    );
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(err.message);
    }
    throw err;
  }
  // Stripe refuses only the old; a signed time far ahead of ours is refused as well.
  const timestamp = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  if (toleranceSeconds > 0 && timestamp - nowSeconds > toleranceSeconds) {
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  }
  return event as unknown as Record<string, unknown>;
}
