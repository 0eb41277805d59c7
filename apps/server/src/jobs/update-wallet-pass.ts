import { z } from 'zod';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { updateWalletPass } from '../modules/phone-wallets/update-wallet-pass';
import { defineJob } from './job';

/** Tells a voucher's phone wallets that it changed (APNs, Google Wallet's API; ADR 058). */
export const updateWalletPassJob = defineJob({
  name: 'wallet-pass-update',
  retryLimit: 8,
  payload: z.object({ voucherId: z.string() }),
  handle: (ctx: PaymentsContext, { voucherId }) => updateWalletPass(ctx, voucherId),
});
