import type { DatabaseHandle } from '@stepup/db';
import type { Config } from './config';
import { allJobs, startSweeps } from './jobs/all-jobs';
import type { WorkerContext } from './jobs/all-jobs';
import type { JobQueue } from './jobs/job-queue';
import type { JobErrorListener } from './process-log';
import { startJobQueue } from './jobs/job-queue';
import { deliverSandboxWebhookJob } from './jobs/deliver-sandbox-webhook';
import { deliverGiftJob } from './jobs/deliver-gift';
import { dispatchVoucherEventJob } from './jobs/dispatch-voucher-event';
import { sendMailJob } from './jobs/send-mail';
import { createBotCheck } from './modules/accounts/bot-check';
import type { BotCheck } from './modules/accounts/bot-check';
import { integrationTokenBox } from './modules/companies/secret-box';
import { createMailer } from './modules/mail/mailer';
import type { Mailer } from './modules/mail/mailer';
import type { PaymentsContext } from './modules/purchases/payments-context';
import { createPurchaseNotices } from './modules/purchases/purchase-notices';
import type { PurchaseNotices } from './modules/purchases/purchase-notices';
import { createSmsSender } from './modules/sms/sms-sender';
import type { SmsSender } from './modules/sms/sms-sender';
import { RateLimiter } from './plugins/rate-limit';
import { createReadiness } from './readiness';
import type { Readiness } from './readiness';
import type { MailTransport } from './providers/mail/mail-transport';
import { outboxTransport } from './providers/mail/outbox-transport';
import { smtpTransport } from './providers/mail/smtp-transport';
import type { PaymentProvider } from './providers/payments/payment-provider';
import {
  createSandboxProvider,
  sandboxWebhookSecret,
} from './providers/payments/sandbox/sandbox-provider';
import type { SandboxProvider } from './providers/payments/sandbox/sandbox-provider';
import { createStripeProvider } from './providers/payments/stripe/stripe-provider';
import type { StripeApiAddress } from './providers/payments/stripe/stripe-provider';
import { outboxSmsTransport } from './providers/sms/outbox-transport';
import type { SmsTransport } from './providers/sms/sms-transport';
import { twilioSmsTransport } from './providers/sms/twilio-transport';
import { createServerClock } from './test-clock';
import type { ServerClock } from './test-clock';

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
  /** The card provider: Stripe when STRIPE_* are set, otherwise the embedded sandbox. */
  payments: PaymentProvider;
  /** The sandbox provider when it is the one in use (its card form's endpoints exist only then). */
  sandboxPayments: SandboxProvider | undefined;
  /** The messages of a sale, and gift delivery. */
  notices: PurchaseNotices;
  rateLimiter: RateLimiter;
  /** The proof-of-work bot check (sign-up, guest purchases, sign-in after many failures). */
  botCheck: BotCheck;
  /** Tells the operator about something that needs a person (a payment for the wrong amount). */
  report(err: Error): void;
  /** Whether this process is ready for work (GET /api/health/ready, the ops listener). */
  readiness: Readiness;
  /** The process's clock (ADR 057): the real time, or the test clock with TEST_CLOCK. */
  clock?: ServerClock;
  /** Stops the sweeps and the jobs, letting runs in progress finish for up to `timeoutMs`. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export async function startSharedServices(
  config: Config,
  database: DatabaseHandle,
  {
    onError,
    pollingIntervalSeconds,
    smsTransport: smsTransportOverride,
    stripeApi,
  }: {
    /** Job failures (with the run's name and id) and provider errors: the process logger's. */
    onError: JobErrorListener;
    pollingIntervalSeconds?: number;
    /** Tests may pass their own (a stand-in provider); otherwise chosen by the config. */
    smsTransport?: SmsTransport;
    /** Tests point the Stripe SDK at a local stand-in for Stripe's API. */
    stripeApi?: StripeApiAddress;
  },
): Promise<SharedServices> {
  // readConfig already refuses production without STRIPE_*; this holds even for a configuration
  // built some other way. The sandbox takes no money, so a production shop on it would give
  // vouchers away.
  if (config.env === 'production' && !config.stripe) {
    throw new Error(
      'Refusing to start: production with the sandbox payment provider, which takes no money (set STRIPE_*)',
    );
  }
  // One clock for the sites and the jobs of this process (ADR 057).
  const clock = createServerClock(config);
  const jobs = await startJobQueue(database, {
    onError,
    pollingIntervalSeconds,
    runsSchedules: config.runJobs,
  });
  // The jobs a sale queues inside its own transaction (ADR 042, amendment 3).
  await jobs.prepare([sendMailJob, dispatchVoucherEventJob, deliverGiftJob]);
  const mailTransport = config.smtpUrl
    ? smtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : outboxTransport;
  const mailer = createMailer(database.db, jobs, mailTransport);
  const smsTransport =
    smsTransportOverride ??
    (config.twilio ? twilioSmsTransport(config.twilio) : outboxSmsTransport);
  const sms = createSmsSender(database.db, jobs);
  // Stripe when configured; otherwise the sandbox, which delivers its signed events to the
  // webhook's own use case as they happen, and through a job when that delivery fails (ADR 042).
  let sandboxPayments: SandboxProvider | undefined;
  let payments: PaymentProvider;
  let deliverNow: (body: string) => Promise<void> = () =>
    Promise.reject(new Error('the sandbox delivered an event before the services started'));
  if (config.stripe) {
    payments = createStripeProvider(config.stripe, { api: stripeApi });
  } else {
    sandboxPayments = createSandboxProvider({
      db: database.db,
      webhookSecret: sandboxWebhookSecret(config.authSecret),
      queueEvent: (body) => jobs.send(deliverSandboxWebhookJob, { body }),
      deliverEvent: (body) => deliverNow(body),
    });
    payments = sandboxPayments;
  }
  const notices = createPurchaseNotices({
    db: database.db,
    mailer,
    jobs,
    webUrl: config.publicWebUrl,
    businessUrl: config.publicBusinessUrl,
  });
  // What settling a payment needs, with no site or request: the sandbox's deliveries and the jobs.
  const paymentsContext: PaymentsContext = {
    db: database.db,
    config,
    clock: clock.now,
    payments,
    notices,
    mailer,
    jobs,
    // A text the provider refuses for good, a payment for the wrong amount.
    report: (err) => onError(err),
  };
  // The same signed delivery as the job's, made at once.
  deliverNow = (body) => deliverSandboxWebhookJob.handle(paymentsContext, { body });
  const rateLimiter = new RateLimiter(database.db, config.rateLimitFactor);
  const botCheck = createBotCheck(database.db, config.authSecret);
  let stopSweeps = () => {};
  if (config.runJobs) {
    // What the jobs see: no site, no request; the same database, config and providers.
    const workerContext: WorkerContext = {
      ...paymentsContext,
      mailTransport,
      smsTransport,
      secrets: integrationTokenBox(config.sealingKey),
    };
    await jobs.work(allJobs(workerContext));
    stopSweeps = await startSweeps(jobs, (err) => onError(err));
  }
  const readiness = createReadiness({
    database,
    ...(config.runJobs ? { jobsWorking: () => jobs.working() } : {}),
  });
  return {
    jobs,
    mailer,
    mailTransport,
    sms,
    smsTransport,
    payments,
    sandboxPayments,
    notices,
    rateLimiter,
    botCheck,
    report: (err) => onError(err),
    readiness,
    clock,
    stop: (options) => {
      stopSweeps();
      return jobs.stop(options);
    },
  };
}

/**
 * A worker process's services (`npm run worker`): the jobs and their sweeps, whatever RUN_JOBS
 * says, on the same configuration and database as the web processes, which can then run with
 * RUN_JOBS=false. No site is built and nothing listens.
 */
export function startWorker(
  config: Config,
  database: DatabaseHandle,
  options: Parameters<typeof startSharedServices>[2],
): Promise<SharedServices> {
  return startSharedServices({ ...config, runJobs: true }, database, options);
}
