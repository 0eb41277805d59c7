import { updateWalletPassJob } from '../../jobs/update-wallet-pass';
import type { VoucherEventSubscriber } from '../voucher-events/subscriber';
import { markWalletPassChanged } from './repository';

/**
 * The phone wallets' part of each voucher event (ADR 058): a voucher that went to a wallet and
 * was used, cancelled or had its use undone gets a new update tag, and its devices and Google
 * object are told (one job per voucher, once while it waits). Issued vouchers have no pass yet.
 */
export const walletPassSubscriber: VoucherEventSubscriber = {
  name: 'wallet-passes',
  async handle(ctx, event) {
    if (!event.voucherId || event.type === 'voucher.issued') return;
    if (!ctx.config.appleWallet && !ctx.config.googleWallet) return;
    if (!(await markWalletPassChanged(ctx.db, event.voucherId, ctx.clock()))) return;
    await ctx.jobs.send(
      updateWalletPassJob,
      { voucherId: event.voucherId },
      { singletonKey: event.voucherId },
    );
  },
};
