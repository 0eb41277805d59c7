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
  writeAll(
    tx: Transaction,
    messages: { to: string; template: string; content: EmailContent }[],
  ): Promise<OutboxMail[]>;
  /** Queues the delivery of messages written with `write` (the send-mail job, jobs/send-mail.ts). */
  dispatch(outboxIds: string[]): Promise<void>;
  /**
   * `dispatch` inside the transaction that wrote the messages (a sale's, ADR 042 amendment 3):
   * their deliveries are queued exactly when they commit, with no transaction of their own.
   */
  dispatchWithin(tx: Transaction, outboxIds: string[]): Promise<void>;
  /**
   * For a job that already runs in the background (a gift's delivery): delivers messages it wrote
   * with `writeAll` now, in this job, instead of queueing one more job each; a message the
   * transport refuses is queued as the send-mail job, whose retries back off. A crash before a
   * message is marked sent leaves it unqueued, and the dispatch sweep queues it. The messages are
   * the job's own, just committed and never queued, so they are sent as held, not read back.
   */
  deliverNow(written: OutboxMail[]): Promise<void>;
}

export function createMailer(db: Database, jobs: JobQueue, transport: MailTransport): Mailer {
  async function dispatch(outboxIds: string[]) {
    for (const outboxId of outboxIds) await jobs.send(sendMailJob, { outboxId });
    await markMailQueued(db, outboxIds);
  }
  return {
    dispatch,
    async dispatchWithin(tx, outboxIds) {
      if (outboxIds.length === 0) return;
      await jobs.sendWithin(
        tx,
        sendMailJob,
        outboxIds.map((outboxId) => ({ payload: { outboxId } })),
      );
      await markMailQueued(tx, outboxIds);
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
      const mails = messages.map(({ to, template, content }) => ({ to, template, ...content }));
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
