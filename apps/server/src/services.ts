import type { DatabaseHandle } from '@stepup/db';
import type { Config } from './config';
import type { JobQueue } from './jobs/job-queue';
import { startJobQueue } from './jobs/job-queue';
import { createBotCheck } from './modules/accounts/bot-check';
import type { BotCheck } from './modules/accounts/bot-check';
import { createMailer } from './modules/mail/service';
import type { Mailer } from './modules/mail/service';
import { createPurchaseNotices } from './modules/purchases/purchase-notices';
import type { PurchaseNotices } from './modules/purchases/purchase-notices';
import { createPurchases } from './modules/purchases/service';
import type { Purchases } from './modules/purchases/service';
import { createSmsSender } from './modules/sms/service';
import type { SmsSender } from './modules/sms/service';
import { RateLimiter } from './plugins/rate-limit';
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
  purchases: Purchases;
  /** The messages of a sale, and gift delivery. */
  notices: PurchaseNotices;
  rateLimiter: RateLimiter;
  /** The proof-of-work bot check (sign-up, guest purchases, sign-in after many failures). */
  botCheck: BotCheck;
  stop(): Promise<void>;
}

/**
 * How often this process sweeps expired reservations, reconciles open payments and queues mail a
 * crash left unqueued; and how often it looks for due gifts (each gift is also queued for its own
 * time, so this sweep only catches what a restart or a lost job missed).
 */
const PAYMENT_SWEEP_MS = 60_000;
const GIFT_SWEEP_MS = 15_000;

export async function startSharedServices(
  config: Config,
  database: DatabaseHandle,
  {
    onError,
    pollingIntervalSeconds,
    smsTransport: smsTransportOverride,
    stripeApi,
  }: {
    onError: (err: Error) => void;
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
  // Stripe when configured; otherwise the sandbox, which delivers its signed events to the
  // webhook's own handler (through a job).
  let sandboxPayments: SandboxProvider | undefined;
  let payments: PaymentProvider;
  if (config.stripe) {
    payments = createStripeProvider(config.stripe, { api: stripeApi });
  } else {
    sandboxPayments = createSandboxProvider({
      db: database.db,
      jobs,
      webhookSecret: sandboxWebhookSecret(config.authSecret),
      deliver: (body, signature) => purchases.handleWebhook(body, signature),
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
  const rateLimiter = new RateLimiter(database.db, config.rateLimitFactor);
  const botCheck = createBotCheck(database.db, config.authSecret);
  const purchases = createPurchases({
    db: database.db,
    provider: payments,
    notices,
    limiter: rateLimiter,
    botCheck,
    report: onError,
  });
  let sweep: NodeJS.Timeout | undefined;
  let giftSweep: NodeJS.Timeout | undefined;
  if (config.runJobs) {
    await jobs.work([
      mailer.sendMailJob as never,
      mailer.dispatchUnqueuedJob as never,
      sms.sendSmsJob as never,
      ...(notices.jobs as never[]),
      ...(sandboxPayments ? [sandboxPayments.deliveryJob as never] : []),
      ...(purchases.jobs as never[]),
    ]);
    // Idempotent sweeps, queued by every worker process: a duplicate run finds nothing to do.
    sweep = setInterval(() => {
      void jobs.send(purchases.releaseExpiredJob, {}).catch(onError);
      void jobs.send(purchases.reconcileJob, {}).catch(onError);
      void jobs.send(mailer.dispatchUnqueuedJob, {}).catch(onError);
    }, PAYMENT_SWEEP_MS);
    sweep.unref();
    giftSweep = setInterval(() => {
      void jobs.send(notices.deliverDueGiftsJob, {}).catch(onError);
    }, GIFT_SWEEP_MS);
    giftSweep.unref();
  }
  return {
    jobs,
    mailer,
    mailTransport,
    sms,
    smsTransport,
    payments,
    sandboxPayments,
    purchases,
    notices,
    rateLimiter,
    botCheck,
    stop: () => {
      clearInterval(sweep);
      clearInterval(giftSweep);
      return jobs.stop();
    },
  };
}
