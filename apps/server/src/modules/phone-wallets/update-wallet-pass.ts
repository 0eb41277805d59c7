import type { PaymentsContext } from '../purchases/payments-context';
import { pushPassUpdates } from './apns';
import type { GoogleObjectState } from './google-wallet';
import { patchGoogleObjectState } from './google-wallet';
import { findWalletPassVoucher, forgetPushToken, pushTokensOf } from './repository';

/**
 * Brings a voucher's wallet passes in line with it (ADR 058): every Apple device keeping its pass
 * is pushed (Wallet then fetches the pass, void once used or cancelled), and its Google Wallet
 * object's state is set. Idempotent: a retry pushes again, which only makes Wallet ask again.
 */
export async function updateWalletPass(ctx: PaymentsContext, voucherId: string) {
  const row = await findWalletPassVoucher(ctx.db, voucherId);
  if (!row) return;
  const apple = ctx.config.appleWallet;
  if (apple && row.appleIssuedAt) {
    const outcomes = await pushPassUpdates(apple, await pushTokensOf(ctx.db, voucherId));
    for (const [token, outcome] of outcomes) {
      if (outcome === 'gone') await forgetPushToken(ctx.db, token);
    }
  }
  const google = ctx.config.googleWallet;
  if (google && row.googleObjectId) {
    await patchGoogleObjectState(
      google,
      row.googleObjectId,
      googleStateOf(row, ctx.clock()),
      ctx.clock(),
    );
  }
}

function googleStateOf(
  row: { usedAt: Date | null; cancelledAt: Date | null; expiresAt: Date },
  now: Date,
): GoogleObjectState {
  if (row.cancelledAt) return 'INACTIVE';
  if (row.usedAt) return 'COMPLETED';
  if (row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}
