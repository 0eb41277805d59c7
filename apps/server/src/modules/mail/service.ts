import type { EmailContent } from '@stepup/email';
import type { Database } from '@stepup/db';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import type { MailTransport } from '../../providers/mail/mail-transport';
import {
  findMailTo,
  findOutboxMail,
  insertOutboxMail,
  markMailAttemptFailed,
  markMailSent,
} from './repository';

export interface Mailer {
  /** Records the message in the outbox and queues its delivery; never waits for SMTP. */
  send(to: string, template: string, content: EmailContent): Promise<void>;
  sendMailJob: JobDefinition<{ outboxId: string }>;
}

export function createMailer(db: Database, jobs: JobQueue, transport: MailTransport): Mailer {
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
  return {
    sendMailJob,
    async send(to, template, content) {
      const outboxId = await insertOutboxMail(db, { to, template, ...content });
      await jobs.send(sendMailJob, { outboxId });
    },
  };
}

/** Links in a message, so the mailbox (and tests) can follow them. */
export function linksIn(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return [...new Set(links)];
}

export async function listMail(db: Database, to: string | undefined) {
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
