import type { Database } from '@stepup/db';
import type { JobQueue } from '../../jobs/job-queue';
import { sendSmsJob } from '../../jobs/send-sms';
import { insertOutboxSms } from './repository';

export interface SmsSender {
  /**
   * Records the text message in the outbox and queues its delivery (the send-sms job,
   * jobs/send-sms.ts); never waits for the provider. `to` is E.164 (+447…); `template` names the
   * message (e.g. 'two-factor-code').
   */
  send(to: string, template: string, text: string): Promise<void>;
}

export function createSmsSender(db: Database, jobs: JobQueue): SmsSender {
  return {
    async send(to, template, text) {
      const outboxId = await insertOutboxSms(db, { to, template, text });
      await jobs.send(sendSmsJob, { outboxId });
    },
  };
}
