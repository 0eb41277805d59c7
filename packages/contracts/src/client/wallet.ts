import type { voucherCancelledSchema } from '../refunds';
import type { unlockedListSchema, walletSchema } from '../wallet';
import type { Transport } from './http';

/** The printable sizes of a voucher's PDF: an A4 page, or an A6 card. */
export const voucherPdfSizes = ['a4', 'card'] as const;
export type VoucherPdfSize = (typeof voucherPdfSizes)[number];

/** The signed-in customer's vouchers and the campaigns they have unlocked a higher step of. */
export function walletApi({ request, post }: Transport) {
  return {
    get: () => request<typeof walletSchema>('/wallet'),
    unlocked: () => request<typeof unlockedListSchema>('/wallet/unlocked'),
    /** Cancels one of the customer's vouchers within 14 days; its price goes back to the card. */
    cancel: (voucherId: string) =>
      post<typeof voucherCancelledSchema>(
        `/wallet/vouchers/${encodeURIComponent(voucherId)}/cancel`,
        {},
      ),
    /**
     * Where the browser downloads one of the customer's unused vouchers as a PDF: a plain link,
     * which the session cookie goes with (no schema-free way to stream a file through `request`).
     */
    pdfPath: (voucherId: string, size: VoucherPdfSize) =>
      `/api/wallet/vouchers/${encodeURIComponent(voucherId)}/pdf?size=${size}`,
    /** The voucher as an Apple Wallet pass (`.pkpass`), for a plain link (ADR 058). */
    applePassPath: (voucherId: string) =>
      `/api/wallet/vouchers/${encodeURIComponent(voucherId)}/apple-pass`,
    /** Sends the browser on to Google Wallet's "Save" page for the voucher (ADR 058). */
    googlePassPath: (voucherId: string) =>
      `/api/wallet/vouchers/${encodeURIComponent(voucherId)}/google-pass`,
  };
}
