import type { Database, Transaction } from '@stepup/db';
import { normaliseVoucherCode } from '@stepup/domain';
import { useVoucherOnce } from '../redemption/use-voucher';
import { markShopCodeUsed } from './repository';

/**
 * An order at the company's online shop used a voucher's code: the voucher becomes used (channel
 * 'shop', the order as reference) and the shop's copy of the code is marked used. A code that is
 * not a usable voucher of the company changes nothing. Kept apart so the shared online-shop
 * framework can take its place.
 */
export async function useShopCode(
  tx: Database | Transaction,
  use: { companyId: string; integrationId: string; code: string; orderRef: string; at: Date },
): Promise<boolean> {
  // Shops compare codes without case; the voucher's is stored in its one written form.
  const code = normaliseVoucherCode(use.code);
  if (!code) return false;
  const used = await useVoucherOnce(tx, {
    companyId: use.companyId,
    code,
    at: use.at,
    channel: 'shop',
    orderRef: use.orderRef,
  });
  if (!used) return false;
  await markShopCodeUsed(tx, {
    voucherId: used.voucherId,
    integrationId: use.integrationId,
    orderRef: use.orderRef,
  });
  return true;
}
