import type { DatabaseHandle } from '@stepup/db';
import type { Config } from './config';
import type { JobQueue } from './jobs/job-queue';
import { startJobQueue } from './jobs/job-queue';
import { createMailer } from './modules/mail/service';
import type { Mailer } from './modules/mail/service';
import { RateLimiter } from './plugins/rate-limit';
import type { MailTransport } from './providers/mail/mail-transport';
import { outboxTransport } from './providers/mail/outbox-transport';
import { smtpTransport } from './providers/mail/smtp-transport';

/** What both sites of one process share: the job queue, the mailer and the rate-limit counters. */
export interface SharedServices {
  jobs: JobQueue;
  mailer: Mailer;
  mailTransport: MailTransport;
  rateLimiter: RateLimiter;
  stop(): Promise<void>;
}

export async function startSharedServices(
  config: Config,
  database: DatabaseHandle,
  {
    onError,
    pollingIntervalSeconds,
  }: { onError: (err: Error) => void; pollingIntervalSeconds?: number },
): Promise<SharedServices> {
  const jobs = await startJobQueue(database, { onError, pollingIntervalSeconds });
  const mailTransport = config.smtpUrl
    ? smtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : outboxTransport;
  const mailer = createMailer(database.db, jobs, mailTransport);
  if (config.runJobs) await jobs.work([mailer.sendMailJob as never]);
  return { jobs, mailer, mailTransport, rateLimiter: new RateLimiter(), stop: () => jobs.stop() };
}
