/**
 * The latest voucher a guest bought on this device (docs/product.md#payment-result-page: the
 * spec keeps it in local storage). Only the voucher: its code, campaign, payment and amount,
 * never the email or the payment's client secret. A browser that refuses storage keeps nothing.
 */
export interface LatestVoucher {
  paymentId: string;
  campaignId: string;
  voucherCode: string;
  totalPence: number;
  /** When this page received it, ISO 8601. */
  keptAt: string;
}

export const LATEST_VOUCHER_KEY = 'stepup:latest-voucher';

export function keepLatestVoucher(voucher: LatestVoucher): void {
  try {
    localStorage.setItem(LATEST_VOUCHER_KEY, JSON.stringify(voucher));
  } catch {
    // Storage refused (private mode, full): the code is on screen and in the email.
  }
}

export function latestVoucher(): LatestVoucher | null {
  try {
    const kept = localStorage.getItem(LATEST_VOUCHER_KEY);
    return kept ? (JSON.parse(kept) as LatestVoucher) : null;
  } catch {
    return null;
  }
}
