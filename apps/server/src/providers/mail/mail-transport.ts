/** A message as transports take it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where mail goes: SMTP when SMTP_URL is set, otherwise nowhere further than the outbox table,
 * which then is the mailbox (readable at /dev/mailbox and GET /api/dev/mail outside production).
 */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
}
