import { shopCodeSyncJob } from '../../jobs/shop-code-sync';
import type { PaymentsContext } from '../purchases/payments-context';
import type { VoucherEventSubscriber } from '../voucher-events/subscriber';
import { findShopCode, findShopIntegration } from './repository';
import { shopPlatformOf } from './shop-platforms';

/** Queues the sync of one voucher's shop code (once while one waits). */
export async function queueShopCodeSync(ctx: Pick<PaymentsContext, 'jobs'>, voucherId: string) {
  await ctx.jobs.send(shopCodeSyncJob, { voucherId }, { singletonKey: voucherId });
}

/**
 * Queues the sync for every event of a voucher whose company has (or had) a shop code for it. An
 * offer's events (no voucher) are none of the shop's business.
 */
export const shopCodeSyncSubscriber: VoucherEventSubscriber = {
  name: 'shop-code-sync',
  async handle(ctx, event) {
    if (!event.voucherId) return;
    const code = await findShopCode(ctx.db, event.voucherId);
    if (!code) {
      const integration = await findShopIntegration(ctx.db, event.companyId);
      if (
        !integration ||
        integration.status !== 'connected' ||
        !shopPlatformOf(ctx, integration.kind)
      )
        return;
    }
    await queueShopCodeSync(ctx, event.voucherId);
  },
};
