import { z } from 'zod';
import type { Database } from '@stepup/db';
import { deliverOutboxMail } from '../modules/mail/deliver-outbox-mail';
import type { MailTransport } from '../providers/mail/mail-transport';
import { defineJob } from './job';

/** Delivers one message of the mail outbox (queued by the mailer's `dispatch`, or as a retry). */
export const sendMailJob = defineJob({
  name: 'send-mail',
  retryLimit: 8,
  payload: z.object({ outboxId: z.string() }),
  async handle(
    { db, mailTransport }: { db: Database; mailTransport: MailTransport },
    { outboxId },
  ) {
    await deliverOutboxMail(db, mailTransport, outboxId);
  },
});
