import { refundPaymentJob } from '../../jobs/refund-payment';
import type { RefundsContext } from './refunds-context';

/** Queues the provider's question for a refund, once while it waits (singleton per refund). */
export async function queueRefund(ctx: Pick<RefundsContext, 'jobs'>, refundId: string) {
  await ctx.jobs.send(refundPaymentJob, { refundId }, { singletonKey: refundId });
}
