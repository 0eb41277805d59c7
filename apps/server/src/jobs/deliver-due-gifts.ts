import { z } from 'zod';
import type { PurchaseNotices } from '../modules/purchases/purchase-notices';
import { defineJob } from './job';

/**
 * The sweep of gifts that are due and not delivered (a restart or a lost job missed them): the
 * state is the voucher row, so it survives restarts. Queued every 15 seconds by each worker.
 */
export const deliverDueGiftsJob = defineJob({
  name: 'gifts-deliver-due',
  retryLimit: 2,
  payload: z.object({}),
  async handle({ notices }: { notices: Pick<PurchaseNotices, 'deliverDueGifts'> }) {
    await notices.deliverDueGifts();
  },
});
