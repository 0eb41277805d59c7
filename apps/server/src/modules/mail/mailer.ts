import type { EmailContent } from '@stepup/email';
import type { Database, Transaction } from '@stepup/db';
import type { JobQueue } from '../../jobs/job-queue';
import { sendMailJob } from '../../jobs/send-mail';
import type { MailTransport } from '../../providers/mail/mail-transport';
import { sendOutboxMails } from './deliver-outbox-mail';
import type { OutboxMail } from './deliver-outbox-mail';
import { insertOutboxMail, insertOutboxMails, markMailQueued } from './repository';

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
  /** `write` for several messages, in one statement; answers them as written, with their ids. */
  writeAll(tx: Transaction, messages: MailToWrite[]): Promise<OutboxMail[]>;
  /** Queues the delivery of messages written with `write` (the send-mail job, jobs/send-mail.ts). */
  dispatch(outboxIds: string[]): Promise<void>;
  /**
   * Writes messages and queues their deliveries inside the caller's transaction (a sale's, ADR 042
   * amendment 3): they are written already marked queued, in one statement, and their jobs commit
   * with them, so nothing is left for the dispatch sweep and no statement marks them afterwards.
   */
  queueWithin(tx: Transaction, messages: MailToWrite[]): Promise<void>;
  /**
   * For a job that already runs in the background (a gift's delivery): delivers messages it wrote
   * with `writeAll` now, in this job, instead of queueing one more job each; a message the
   * transport refuses is queued as the send-mail job, whose retries back off. A crash before a
   * message is marked sent leaves it unqueued, and the dispatch sweep queues it. The messages are
   * the job's own, just committed and never queued, so they are sent as held, not read back.
   */
  deliverNow(written: OutboxMail[]): Promise<void>;
}

/** A message to write: its address, its template's key and its content. */
export interface MailToWrite {
  to: string;
  template: string;
  content: EmailContent;
}

const toOutboxMail = ({ to, template, content }: MailToWrite) => ({ to, template, ...content });

export function createMailer(db: Database, jobs: JobQueue, transport: MailTransport): Mailer {
  async function dispatch(outboxIds: string[]) {
    for (const outboxId of outboxIds) await jobs.send(sendMailJob, { outboxId });
    await markMailQueued(db, outboxIds);
  }
  return {
    dispatch,
    async queueWithin(tx, messages) {
      if (messages.length === 0) return;
      const outboxIds = await insertOutboxMails(tx, messages.map(toOutboxMail), {
        queuedAt: new Date(),
      });
      await jobs.sendWithin(
        tx,
        sendMailJob,
        outboxIds.map((outboxId) => ({ payload: { outboxId } })),
      );
    },
    async deliverNow(written) {
      const refused = await sendOutboxMails(db, transport, written);
      if (refused.length > 0) await dispatch(refused.map(({ id }) => id));
    },
    async send(to, template, content) {
      await dispatch([await insertOutboxMail(db, { to, template, ...content })]);
    },
    write: (tx, to, template, content) => insertOutboxMail(tx, { to, template, ...content }),
    async writeAll(tx, messages) {
      const mails = messages.map(toOutboxMail);
      const ids = await insertOutboxMails(tx, mails);
      return mails.map(({ to, subject, text, html }, at) => ({
        id: ids[at]!,
        to,
        subject,
        text,
        html,
      }));
    },
  };
}
