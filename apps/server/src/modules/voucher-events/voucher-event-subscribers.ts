import type { VoucherEventSubscriber } from './subscriber';

/**
 * THE list of what acts on voucher events, in order. The shop-code sync and the outgoing webhooks
 * add themselves here.
 */
export const voucherEventSubscribers: readonly VoucherEventSubscriber[] = [];
