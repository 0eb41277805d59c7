import type { Database } from '@stepup/db';
import type { MailTransport } from '../../providers/mail/mail-transport';
import { findOutboxMails, markMailAttemptFailed, markMailSent } from './repository';

/**
 * Hands messages of the mail outbox to the transport, all at once, and marks the delivered ones
 * sent; answers the ones the transport refused, each with its failed attempt recorded on its row.
 * They are read and marked in one statement each (a gift's two emails: two statements, not four).
 * Idempotent: a row already sent is not sent again when a retry or a second worker runs.
 */
export async function deliverOutboxMails(
  db: Database,
  transport: MailTransport,
  outboxIds: string[],
): Promise<{ id: string; error: unknown }[]> {
  const mails = (await findOutboxMails(db, outboxIds)).filter((mail) => mail.status !== 'sent');
  const delivered: string[] = [];
  const refused: { id: string; error: unknown }[] = [];
  await Promise.all(
    mails.map(async (mail) => {
      try {
        await transport.deliver({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? '',
        });
        delivered.push(mail.id);
      } catch (error) {
        refused.push({ id: mail.id, error });
        await markMailAttemptFailed(
          db,
          mail.id,
          error instanceof Error ? error.message : String(error),
        );
      }
    }),
  );
  await markMailSent(db, delivered);
  return refused;
}

/** One message (the send-mail job): a refused attempt is recorded and thrown, for the retry. */
export async function deliverOutboxMail(
  db: Database,
  transport: MailTransport,
  outboxId: string,
): Promise<void> {
  const [refused] = await deliverOutboxMails(db, transport, [outboxId]);
  if (refused) throw refused.error;
}
