import type { MailTransport } from './mail-transport';

/** The embedded default: the outbox row written when the mail was queued is the delivery. */
export const outboxTransport: MailTransport = {
  kind: 'outbox',
  async deliver() {},
};
