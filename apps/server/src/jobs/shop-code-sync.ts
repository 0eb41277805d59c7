import { z } from 'zod';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { SHOP_CODE_ATTEMPTS } from '../modules/shops/shop-code-attempts';
import { syncShopCode } from '../modules/shops/shop-code-sync';
import { defineJob } from './job';

/** Brings one voucher's code at the company's online shop in line with the voucher (ADR 038). */
export const shopCodeSyncJob = defineJob({
  name: 'shop-code-sync',
  retryLimit: SHOP_CODE_ATTEMPTS - 1,
  payload: z.object({ voucherId: z.string() }),
  handle: (ctx: PaymentsContext, { voucherId }) => syncShopCode(ctx, voucherId),
});
