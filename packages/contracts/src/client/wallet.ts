import { unlockedListSchema, walletSchema } from '../wallet';
import type { Transport } from './http';

/** The signed-in customer's vouchers and the campaigns they have unlocked a higher step of. */
export function walletApi({ request }: Transport) {
  return {
    get: () => request(walletSchema, '/wallet'),
    unlocked: () => request(unlockedListSchema, '/wallet/unlocked'),
  };
}
