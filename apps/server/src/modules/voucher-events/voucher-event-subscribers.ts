import { shopCodeSyncSubscriber } from '../shops/shop-code-subscriber';
import { webhooksSubscriber } from '../webhooks/webhooks-subscriber';
import { walletPassSubscriber } from '../phone-wallets/wallet-pass-subscriber';
import type { VoucherEventSubscriber } from './subscriber';

/**
 * THE list of what acts on voucher events, in order: first the voucher's code at the company's
 * online shop (a used or cancelled voucher's shop code is closed as soon as possible), then the
 * company's outgoing webhooks (ADR 037), then the vouchers in phone wallets (ADR 058). A sale's
 * issued event is dispatched only when `insertIssuedEvent` (repository.ts) finds one of them may
 * act on it: a subscriber that acts on issued events adds its condition there.
 */
export const voucherEventSubscribers: readonly VoucherEventSubscriber[] = [
  shopCodeSyncSubscriber,
  webhooksSubscriber,
  walletPassSubscriber,
];
