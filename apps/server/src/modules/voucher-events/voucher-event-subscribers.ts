import { shopCodeSyncSubscriber } from '../shops/shop-code-subscriber';
import { webhooksSubscriber } from '../webhooks/webhooks-subscriber';
import { walletPassSubscriber } from '../phone-wallets/wallet-pass-subscriber';
import type { VoucherEventSubscriber } from './subscriber';

/**
 * THE list of what acts on voucher events, in order: first the voucher's code at the company's
 * online shop (a used or cancelled voucher's shop code is closed as soon as possible), then the
 * company's outgoing webhooks (ADR 037), then the vouchers in phone wallets (ADR 058).
 */
export const voucherEventSubscribers: readonly VoucherEventSubscriber[] = [
  shopCodeSyncSubscriber,
  webhooksSubscriber,
  walletPassSubscriber,
];
