import type { voucherCancelledSchema } from '../refunds';
import type { unlockedListSchema, walletSchema } from '../wallet';
import type { Transport } from './http';

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
  };
}
