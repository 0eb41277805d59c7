import type { SmsTransport } from './sms-transport';

/** The embedded default: the outbox row written when the message was queued is the delivery. */
export const outboxSmsTransport: SmsTransport = {
  kind: 'outbox',
  async deliver() {
    return {};
  },
};
