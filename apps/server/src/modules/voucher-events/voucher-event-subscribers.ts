import type { VoucherEventSubscriber } from './subscriber';
// Outgoing webhooks (ADR 037).
import { webhooksSubscriber } from '../webhooks/webhooks-subscriber';

/**
 * THE list of what acts on voucher events, in order. The shop-code sync and the outgoing webhooks
 * add themselves here.
 */
export const voucherEventSubscribers: readonly VoucherEventSubscriber[] = [
  // Outgoing webhooks (ADR 037).
  webhooksSubscriber,
];
