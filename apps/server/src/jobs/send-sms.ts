import { z } from 'zod';
import type { Database } from '@stepup/db';
import { findOutboxSms, markSmsAttemptFailed, markSmsSent } from '../modules/sms/repository';
import { SmsDeliveryError } from '../providers/sms/sms-transport';
import type { SmsTransport } from '../providers/sms/sms-transport';
import { defineJob } from './job';

/** Delivers one text message of the outbox (queued by the SMS sender's `send`). */
export const sendSmsJob = defineJob({
  name: 'send-sms',
  // A sign-in code is useless after a few minutes; retries with backoff stay within that.
  retryLimit: 4,
  payload: z.object({ outboxId: z.string() }),
  // Idempotent: a row already sent (or given up on) is not sent again when a retry or a second
  // worker runs.
  async handle(
    {
      db,
      smsTransport,
      report,
    }: {
      db: Database;
      smsTransport: SmsTransport;
      /** Told about a text the provider refuses for good (a bad number): not retried. */
      report: (err: Error) => void;
    },
    { outboxId },
  ) {
    const sms = await findOutboxSms(db, outboxId);
    if (!sms || sms.status !== 'pending') return;
    let providerMessageId: string | undefined;
    try {
      ({ providerMessageId } = await smsTransport.deliver({ to: sms.to, text: sms.text }));
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
        report(err);
        return;
      }
      throw err;
    }
    await markSmsSent(db, outboxId, providerMessageId ?? null);
  },
});
