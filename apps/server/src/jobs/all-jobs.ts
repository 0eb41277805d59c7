import type { PaymentsContext } from '../modules/purchases/payments-context';
import type { MailTransport } from '../providers/mail/mail-transport';
import type { SmsTransport } from '../providers/sms/sms-transport';
import type { SecretBox } from '../modules/companies/secret-box';
import { deliverDueGiftsJob } from './deliver-due-gifts';
import { deliverGiftJob } from './deliver-gift';
import { deliverSandboxWebhookJob } from './deliver-sandbox-webhook';
import { deliverWebhookJob } from './deliver-webhook';
import { dispatchUnqueuedMailJob } from './dispatch-unqueued-mail';
import { dispatchVoucherEventJob } from './dispatch-voucher-event';
import { expireCustomOfferJob } from './expire-custom-offer';
import { expireHoldsJob } from './expire-holds';
import { bindJob } from './job';
import type { JobDefinition, JobQueue, JobTarget } from './job-queue';
import { reconcilePaymentsJob } from './reconcile-payments';
import { refundPaymentJob } from './refund-payment';
import { remindCustomOfferJob } from './remind-custom-offer';
import { sendExpiryRemindersJob } from './send-expiry-reminders';
import { sendRatingInvitationsJob } from './send-rating-invitations';
import { sendMailJob } from './send-mail';
import { sendSmsJob } from './send-sms';
import { shopCodeSyncJob } from './shop-code-sync';
import { updateWalletPassJob } from './update-wallet-pass';
import { sweepCustomOffersJob } from './sweep-custom-offers';
import { sweepRefundsJob } from './sweep-refunds';
import { sweepVoucherEventsJob } from './sweep-voucher-events';
// Public API (ADR 036).
import { sweepPublicApiJob } from './sweep-public-api';

/**
 * What the jobs may use: a site-free part of the AppContext (a worker serves no site), and the
 * mail and text providers themselves (only the delivery jobs talk to them).
 */
export type WorkerContext = PaymentsContext & {
  mailTransport: MailTransport;
  smsTransport: SmsTransport;
  /** Opens the sealed webhook secrets (the webhook deliveries sign with them). */
  secrets: SecretBox;
};

/**
 * THE list of jobs a worker process runs (services.ts registers it when RUN_JOBS is true, and
 * `npm run worker` always does). Each is bound to the worker's context here, so a job whose
 * handler needs something the context lacks does not compile.
 */
export function allJobs(ctx: WorkerContext): JobDefinition<object>[] {
  return [
    bindJob(sendMailJob, ctx),
    bindJob(dispatchUnqueuedMailJob, ctx),
    bindJob(sendSmsJob, ctx),
    bindJob(deliverGiftJob, ctx),
    bindJob(deliverDueGiftsJob, ctx),
    bindJob(expireHoldsJob, ctx),
    bindJob(reconcilePaymentsJob, ctx),
    bindJob(expireCustomOfferJob, ctx),
    bindJob(remindCustomOfferJob, ctx),
    bindJob(sweepCustomOffersJob, ctx),
    bindJob(refundPaymentJob, ctx),
    bindJob(sweepRefundsJob, ctx),
    bindJob(sendExpiryRemindersJob, ctx),
    // Ratings after redemption (ADR 052).
    bindJob(sendRatingInvitationsJob, ctx),
    bindJob(dispatchVoucherEventJob, ctx),
    bindJob(sweepVoucherEventsJob, ctx),
    // Public API (ADR 036): ended holds and old Idempotency-Key answers.
    bindJob(sweepPublicApiJob, ctx),
    // Outgoing webhooks (ADR 037).
    bindJob(deliverWebhookJob, ctx),
    // Online shop connections (issue 18, shops).
    bindJob(shopCodeSyncJob, ctx),
    // Vouchers in phone wallets (ADR 058).
    bindJob(updateWalletPassJob, ctx),
    // Only the sandbox provider queues these (Stripe delivers its own events over HTTP).
    ...(ctx.payments.kind === 'sandbox' ? [bindJob(deliverSandboxWebhookJob, ctx)] : []),
  ];
}

/** How often a sweep runs: a cron expression (minutes, UTC), or a number of seconds under a minute. */
export type SweepPeriod = { cron: string } | { seconds: number };

/**
 * The sweeps: jobs queued on a clock, once per period across all the processes that run jobs
 * (ADR 050). Each is idempotent as well, so a run that overlaps the next finds nothing to do. Due
 * gifts are each queued for their own time too; their sweep only catches what a restart or a lost
 * job missed.
 */
export const sweeps: { job: JobTarget<Record<string, never>>; every: SweepPeriod }[] = [
  { job: expireHoldsJob, every: { cron: '* * * * *' } },
  { job: reconcilePaymentsJob, every: { cron: '* * * * *' } },
  { job: sweepCustomOffersJob, every: { cron: '* * * * *' } },
  { job: sweepRefundsJob, every: { cron: '* * * * *' } },
  { job: dispatchUnqueuedMailJob, every: { cron: '* * * * *' } },
  { job: deliverDueGiftsJob, every: { seconds: 15 } },
  { job: sendExpiryRemindersJob, every: { cron: '0 * * * *' } },
  // Ratings after redemption (ADR 052): at 30 past, away from the expiry reminders' hour.
  { job: sendRatingInvitationsJob, every: { cron: '30 * * * *' } },
  { job: sweepVoucherEventsJob, every: { cron: '* * * * *' } },
  // Public API (ADR 036).
  { job: sweepPublicApiJob, every: { cron: '*/15 * * * *' } },
];

/**
 * Starts the sweeps in a process that runs jobs; answers the function that stops them.
 * A minute or longer: a pg-boss schedule (one row per sweep, whichever process declares it; one
 * cron pass per occurrence sends it). Under a minute, where cron cannot go: every such process
 * sends on its own timer, and pg-boss keeps one run per slot of that many seconds (singletonSeconds),
 * so two workers' sends in one slot queue one run.
 */
export async function startSweeps(
  jobs: JobQueue,
  onError: (err: Error) => void,
  list = sweeps,
): Promise<() => void> {
  const timers: NodeJS.Timeout[] = [];
  for (const { job, every } of list) {
    if ('cron' in every) {
      await jobs.schedule(job, every.cron);
      continue;
    }
    const send = () => void jobs.send(job, {}, { oncePerSeconds: every.seconds }).catch(onError);
    const timer = setInterval(send, every.seconds * 1000);
    timer.unref();
    timers.push(timer);
  }
  return () => timers.forEach((timer) => clearInterval(timer));
}
