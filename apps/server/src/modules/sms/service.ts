import type { Database } from '@stepup/db';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { SmsDeliveryError } from '../../providers/sms/sms-transport';
import type { SmsTransport } from '../../providers/sms/sms-transport';
import {
  findOutboxSms,
  findSmsTo,
  insertOutboxSms,
  markSmsAttemptFailed,
  markSmsSent,
} from './repository';

export interface SmsSender {
  /**
   * Records the text message in the outbox and queues its delivery; never waits for the
   * provider. `to` is E.164 (+447…); `template` names the message (e.g. 'two-factor-code').
   */
  send(to: string, template: string, text: string): Promise<void>;
  sendSmsJob: JobDefinition<{ outboxId: string }>;
}

export function createSmsSender(
  db: Database,
  jobs: JobQueue,
  transport: SmsTransport,
  { onPermanentFailure }: { onPermanentFailure?: (err: SmsDeliveryError) => void } = {},
): SmsSender {
  const sendSmsJob: JobDefinition<{ outboxId: string }> = {
    name: 'send-sms',
    // A sign-in code is useless after a few minutes; retries with backoff stay within that.
    retryLimit: 4,
    // Idempotent: a row already sent (or given up on) is not sent again when a retry or a
    // second worker runs.
    async handle({ outboxId }) {
      const sms = await findOutboxSms(db, outboxId);
      if (!sms || sms.status !== 'pending') return;
      let providerMessageId: string | undefined;
      try {
        ({ providerMessageId } = await transport.deliver({ to: sms.to, text: sms.text }));
      } catch (err) {
        const permanent = err instanceof SmsDeliveryError && err.permanent;
        await markSmsAttemptFailed(
          db,
          outboxId,
          err instanceof Error ? err.message : String(err),
          permanent,
        );
        // The provider refused this very message: retrying cannot help.
        if (permanent) {
          onPermanentFailure?.(err);
          return;
        }
        throw err;
      }
      await markSmsSent(db, outboxId, providerMessageId ?? null);
    },
  };
  return {
    sendSmsJob,
    async send(to, template, text) {
      const outboxId = await insertOutboxSms(db, { to, template, text });
      await jobs.send(sendSmsJob, { outboxId });
    },
  };
}

/** One number's texts, newest first (never everybody's: see devSmsQuerySchema). */
export async function listSms(db: Database, to: string) {
  const rows = await findSmsTo(db, to);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    text: m.text,
    template: m.template,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
}
