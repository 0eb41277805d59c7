import type { Database } from '@stepup/db';
import type { MailTransport } from '../../providers/mail/mail-transport';
import { findOutboxMail, markMailAttemptFailed, markMailSent } from './repository';

/**
 * Hands one message of the mail outbox to the transport and marks it sent; a failed attempt is
 * recorded on the row and thrown, for the caller's retry. Idempotent: a row already sent is not
 * sent again when a retry or a second worker runs.
 */
export async function deliverOutboxMail(
  db: Database,
  transport: MailTransport,
  outboxId: string,
): Promise<void> {
  const mail = await findOutboxMail(db, outboxId);
  if (!mail || mail.status === 'sent') return;
  try {
    await transport.deliver({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? '',
    });
  } catch (err) {
    await markMailAttemptFailed(db, outboxId, err instanceof Error ? err.message : String(err));
    throw err;
  }
  await markMailSent(db, outboxId);
}
