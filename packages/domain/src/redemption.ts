import { VOUCHER_ALREADY_USED, VOUCHER_CANCELLED, VOUCHER_EXPIRED } from './messages';

export type RedemptionStatus = 'unused' | 'used' | 'cancelled' | 'expired';

export interface RedeemableVoucher {
  usedAt: Date | null;
  cancelledAt: Date | null;
  expiresAt: Date;
}

/**
 * What a voucher is at the till: cancelled first (a refund ends it whatever else happened), then
 * used, then expired (at or after its expiry instant), otherwise unused — the one state that can
 * be marked as used.
 */
export function redemptionStatus(voucher: RedeemableVoucher, now: Date): RedemptionStatus {
  if (voucher.cancelledAt) return 'cancelled';
  if (voucher.usedAt) return 'used';
  if (voucher.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'unused';
}

/** Why a voucher cannot be marked as used, in the words the company sees; null when it can. */
export function redemptionRefusal(status: RedemptionStatus): string | null {
  switch (status) {
    case 'used':
      return VOUCHER_ALREADY_USED;
    case 'cancelled':
      return VOUCHER_CANCELLED;
    case 'expired':
      return VOUCHER_EXPIRED;
    default:
      return null;
  }
}

/** The name shown at the till: the first word of a full name, or null when there is none. */
export function firstNameOf(name: string | null | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}
