/** A text message as transports take it: an E.164 number and the plain text. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Where text messages go: Twilio when TWILIO_* is set, otherwise nowhere further than the
 * outbox table, which then is the phone (readable at GET /api/dev/sms outside production).
 */
export interface SmsTransport {
  kind: 'outbox' | 'twilio';
  deliver(message: SmsMessage): Promise<{ providerMessageId?: string }>;
}

/**
 * A delivery that failed. `permanent` ones (the provider refused this message: a bad number, an
 * unsubscribed recipient…) are not retried; the others (network, provider down, throttled) are.
 * The message never contains a credential.
 */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly providerCode?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
