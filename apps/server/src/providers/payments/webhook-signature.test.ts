import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventFromStripeJson, WebhookSignatureError } from './payment-provider';
import { signWebhookPayload, constructWebhookEvent } from './webhook-signature';

const secret = 'whsec_test_secret';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' });

describe("Stripe's webhook signature scheme", () => {
  it('signs t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload">', () => {
    const header = signWebhookPayload(payload, secret, 1_700_000_000);
    const expected = createHmac('sha256', secret).update(`1700000000.${payload}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies its own signature within the tolerance, from a string or the raw bytes', () => {
    const header = signWebhookPayload(payload, secret);
    expect(() => constructWebhookEvent(payload, header, secret)).not.toThrow();
    expect(() => constructWebhookEvent(Buffer.from(payload), header, secret)).not.toThrow();
  });

  it('accepts any matching v1 (a rolled secret) and ignores other schemes', () => {
    const good = signWebhookPayload(payload, secret, 1_700_000_000).split(',')[1];
    const header = `t=1700000000,v0=abc,v1=${'0'.repeat(64)},${good}`;
    expect(() =>
      constructWebhookEvent(payload, header, secret, { nowSeconds: 1_700_000_010 }),
    ).not.toThrow();
  });

  it('refuses another secret, a changed body, an old timestamp and a malformed header', () => {
    const now = 1_700_000_000;
    const header = signWebhookPayload(payload, secret, now);
    const cases: Array<[string, string | undefined, number]> = [
      [payload, signWebhookPayload(payload, 'whsec_other', now), now],
      [`${payload} `, header, now],
      [payload, header, now + 301],
      [payload, header, now - 301],
      [payload, 'v1=abc', now],
      [payload, 't=1700000000', now],
      [payload, undefined, now],
      [payload, `t=${now},v1=zz`, now],
    ];
    for (const [body, h, at] of cases) {
      expect(() => constructWebhookEvent(body, h, secret, { nowSeconds: at })).toThrow(
        WebhookSignatureError,
      );
    }
  });

  it('reads the events the product acts on, and leaves others as "other"', () => {
    const event = eventFromStripeJson({
      id: 'evt_2',
      type: 'payment_intent.payment_failed',
      account: 'acct_1',
      created: 1,
      data: {
        object: {
          id: 'pi_1',
          client_secret: 'pi_1_secret_x',
          status: 'requires_payment_method',
          amount: 1000,
          amount_received: 0,
          application_fee_amount: 100,
          metadata: { paymentId: 'p1' },
          last_payment_error: { message: 'Your card was declined.' },
        },
      },
    });
    expect(event).toMatchObject({
      type: 'payment_intent.payment_failed',
      account: 'acct_1',
      intent: { id: 'pi_1', lastError: 'Your card was declined.', metadata: { paymentId: 'p1' } },
    });
    expect(eventFromStripeJson({ id: 'evt_3', type: 'charge.captured' })).toMatchObject({
      type: 'other',
      originalType: 'charge.captured',
    });
  });
});
