import { z } from 'zod';
import { defineJob } from './job';

/**
 * Emails one gift to its recipient (and tells the buyer), queued for its delivery time when its
 * voucher is issued. Delivery is claimed in the database, so a gift goes exactly once.
 */
export const deliverGiftJob = defineJob({
  name: 'gift-deliver',
  retryLimit: 8,
  payload: z.object({ voucherId: z.string() }),
  // The purchase notices (modules/purchases/purchase-notices.ts), by shape: they queue this job.
  async handle(
    { notices }: { notices: { deliverGift(voucherId: string): Promise<boolean> } },
    { voucherId },
  ) {
    await notices.deliverGift(voucherId);
  },
});
