import type { Database } from '@stepup/db';
import type { MailMessage, MailTransport } from '../../providers/mail/mail-transport';
import { findOutboxMails, markMailAttemptFailed, markMailSent } from './repository';

/** A message of the mail outbox as its transport takes it, with the id of its row. */
export type OutboxMail = MailMessage & { id: string };

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
  return sendOutboxMails(
    db,
    transport,
    mails.map((mail) => ({ ...mail, html: mail.html ?? '' })),
  );
}

/**
 * The sending half of `deliverOutboxMails`, for rows the caller holds and knows unsent: the ones
 * it wrote itself a moment ago (a batch of gifts, ADR 045), so they are not read back.
 */
export async function sendOutboxMails(
  db: Database,
  transport: MailTransport,
  mails: OutboxMail[],
): Promise<{ id: string; error: unknown }[]> {
  const delivered: string[] = [];
  const refused: { id: string; error: unknown }[] = [];
  await Promise.all(
    mails.map(async (mail) => {
      try {
        await transport.deliver({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
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
