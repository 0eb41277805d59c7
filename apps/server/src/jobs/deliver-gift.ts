import { z } from 'zod';
import { defineJob } from './job';

type GiftDeliveries = {
  deliverGift(voucherId: string): Promise<boolean>;
  deliverGifts(voucherIds: string[]): Promise<string[]>;
};

/**
 * Emails one gift to its recipient (and tells the buyer), queued for its delivery time when its
 * voucher is issued. Delivery is claimed in the database, so a gift goes exactly once.
 */
export const deliverGiftJob = defineJob({
  name: 'gift-deliver',
  retryLimit: 8,
  // Thousands fall due in the same minute (birthday mornings): a batch of them is claimed, read
  // and written in one transaction and their emails sent together; 24 at once per worker process
  // (three batches, each holding one connection of its pool of 10 for its transaction).
  atOnce: 24,
  payload: z.object({ voucherId: z.string() }),
  // The purchase notices (modules/purchases/purchase-notices.ts), by shape: they queue this job.
  async handle({ notices }: { notices: GiftDeliveries }, { voucherId }) {
    await notices.deliverGift(voucherId);
  },
  async handleAll({ notices }: { notices: GiftDeliveries }, payloads) {
    await notices.deliverGifts(payloads.map(({ voucherId }) => voucherId));
  },
});
