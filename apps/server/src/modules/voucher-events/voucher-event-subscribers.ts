import { shopCodeSyncSubscriber } from '../shops/shop-code-subscriber';
import type { VoucherEventSubscriber } from './subscriber';

/**
 * THE list of what acts on voucher events, in order. The shop-code sync and the outgoing webhooks
 * add themselves here.
 */
export const voucherEventSubscribers: readonly VoucherEventSubscriber[] = [
  // Online shop connections (issue 18, shops): the voucher's code at the company's shop.
  shopCodeSyncSubscriber,
];
