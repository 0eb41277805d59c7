import { z } from 'zod';
import type { Database } from '@stepup/db';
import { findOutboxMail, markMailAttemptFailed, markMailSent } from '../modules/mail/repository';
import type { MailTransport } from '../providers/mail/mail-transport';
import { defineJob } from './job';

/** Delivers one message of the mail outbox (queued by the mailer's `dispatch`). */
export const sendMailJob = defineJob({
  name: 'send-mail',
  retryLimit: 8,
  payload: z.object({ outboxId: z.string() }),
  // Idempotent: a row already sent is not sent again when a retry or a second worker runs.
  async handle(
    { db, mailTransport }: { db: Database; mailTransport: MailTransport },
    { outboxId },
  ) {
    const mail = await findOutboxMail(db, outboxId);
    if (!mail || mail.status === 'sent') return;
    try {
      await mailTransport.deliver({
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
});
