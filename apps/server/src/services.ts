import type { DatabaseHandle } from '@stepup/db';
import type { Config } from './config';
import type { JobQueue } from './jobs/job-queue';
import { startJobQueue } from './jobs/job-queue';
import { createMailer } from './modules/mail/service';
import type { Mailer } from './modules/mail/service';
import { createSmsSender } from './modules/sms/service';
import type { SmsSender } from './modules/sms/service';
import { RateLimiter } from './plugins/rate-limit';
import type { MailTransport } from './providers/mail/mail-transport';
import { outboxTransport } from './providers/mail/outbox-transport';
import { smtpTransport } from './providers/mail/smtp-transport';
import { outboxSmsTransport } from './providers/sms/outbox-transport';
import type { SmsTransport } from './providers/sms/sms-transport';
import { twilioSmsTransport } from './providers/sms/twilio-transport';

/**
 * What both sites of one process share: the job queue, the mailer, the text-message sender and
 * the rate-limit counters.
 */
export interface SharedServices {
  jobs: JobQueue;
  mailer: Mailer;
  mailTransport: MailTransport;
  sms: SmsSender;
  smsTransport: SmsTransport;
  rateLimiter: RateLimiter;
  stop(): Promise<void>;
}

export async function startSharedServices(
  config: Config,
  database: DatabaseHandle,
  {
    onError,
    pollingIntervalSeconds,
    smsTransport: smsTransportOverride,
  }: {
    onError: (err: Error) => void;
    pollingIntervalSeconds?: number;
    /** Tests may pass their own (a stand-in provider); otherwise chosen by the config. */
    smsTransport?: SmsTransport;
  },
): Promise<SharedServices> {
  const jobs = await startJobQueue(database, { onError, pollingIntervalSeconds });
  const mailTransport = config.smtpUrl
    ? smtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : outboxTransport;
  const mailer = createMailer(database.db, jobs, mailTransport);
  const smsTransport =
    smsTransportOverride ??
    (config.twilio ? twilioSmsTransport(config.twilio) : outboxSmsTransport);
  // A text the provider refuses for good (a bad number) is reported, not retried.
  const sms = createSmsSender(database.db, jobs, smsTransport, { onPermanentFailure: onError });
  if (config.runJobs) await jobs.work([mailer.sendMailJob as never, sms.sendSmsJob as never]);
  return {
    jobs,
    mailer,
    mailTransport,
    sms,
    smsTransport,
    rateLimiter: new RateLimiter(),
    stop: () => jobs.stop(),
  };
}
