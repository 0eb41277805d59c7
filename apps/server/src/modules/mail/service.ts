import type { EmailContent } from '@stepup/email';
import type { Database, Transaction } from '@stepup/db';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import type { MailTransport } from '../../providers/mail/mail-transport';
import {
  findMailTo,
  findOutboxMail,
  findUnqueuedMail,
  insertOutboxMail,
  markMailAttemptFailed,
  markMailQueued,
  markMailSent,
} from './repository';

/** A message written but never queued is picked up by the dispatch sweep after this long. */
export const UNQUEUED_MAIL_AFTER_MS = 60_000;

export interface Mailer {
  /** Records the message in the outbox and queues its delivery; never waits for SMTP. */
  send(to: string, template: string, content: EmailContent): Promise<void>;
  /**
   * Writes the message inside the caller's transaction (so it exists exactly when the business
   * change does) and answers its id; queue it with `dispatch` once the transaction committed.
   */
  write(tx: Transaction, to: string, template: string, content: EmailContent): Promise<string>;
  /** Queues the delivery of messages written with `write`. */
  dispatch(outboxIds: string[]): Promise<void>;
  sendMailJob: JobDefinition<{ outboxId: string }>;
  /** Queues messages left unqueued (see UNQUEUED_MAIL_AFTER_MS). */
  dispatchUnqueuedJob: JobDefinition<Record<string, never>>;
}

export function createMailer(
  db: Database,
  jobs: JobQueue,
  transport: MailTransport,
  now: () => Date = () => new Date(),
): Mailer {
  const sendMailJob: JobDefinition<{ outboxId: string }> = {
    name: 'send-mail',
    retryLimit: 8,
    // Idempotent: a row already sent is not sent again when a retry or a second worker runs.
    async handle({ outboxId }) {
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
    },
  };
  async function dispatch(outboxIds: string[]) {
    for (const outboxId of outboxIds) await jobs.send(sendMailJob, { outboxId });
    await markMailQueued(db, outboxIds);
  }
  const dispatchUnqueuedJob: JobDefinition<Record<string, never>> = {
    name: 'mail-dispatch-unqueued',
    retryLimit: 2,
    async handle() {
      await dispatch(
        await findUnqueuedMail(db, new Date(now().getTime() - UNQUEUED_MAIL_AFTER_MS)),
      );
    },
  };
  return {
    sendMailJob,
    dispatchUnqueuedJob,
    dispatch,
    async send(to, template, content) {
      await dispatch([await insertOutboxMail(db, { to, template, ...content })]);
    },
    write: (tx, to, template, content) => insertOutboxMail(tx, { to, template, ...content }),
  };
}

/** Links in a message, so the mailbox (and tests) can follow them. */
export function linksIn(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return [...new Set(links)];
}

/** One address's mail, newest first (never everybody's: see devMailQuerySchema). */
export async function listMail(db: Database, to: string) {
  const rows = await findMailTo(db, to);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    template: m.template,
    text: m.text,
    html: m.html ?? '',
    links: linksIn(m.html ?? ''),
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
}
