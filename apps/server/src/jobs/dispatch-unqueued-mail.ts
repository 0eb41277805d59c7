import { z } from 'zod';
import type { Database } from '@stepup/db';
import { findUnqueuedMail } from '../modules/mail/repository';
import type { Mailer } from '../modules/mail/mailer';
import { UNQUEUED_MAIL_AFTER_MS } from '../modules/mail/mailer';
import { defineJob } from './job';

/**
 * The sweep of messages a crash left written but unqueued (older than UNQUEUED_MAIL_AFTER_MS):
 * queues their delivery. Queued every minute by each worker; a duplicate run finds nothing.
 */
export const dispatchUnqueuedMailJob = defineJob({
  name: 'mail-dispatch-unqueued',
  retryLimit: 2,
  payload: z.object({}),
  async handle({ db, mailer, clock }: { db: Database; mailer: Mailer; clock: () => Date }) {
    await mailer.dispatch(
      await findUnqueuedMail(db, new Date(clock().getTime() - UNQUEUED_MAIL_AFTER_MS)),
    );
  },
});
