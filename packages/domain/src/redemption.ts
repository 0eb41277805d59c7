import {
  VOUCHER_ALREADY_USED,
  VOUCHER_CANCELLED,
  VOUCHER_EXPIRED,
  VOUCHER_FROZEN,
} from './messages';
import { normaliseVoucherCode } from './voucher-code';

export type RedemptionStatus = 'unused' | 'used' | 'cancelled' | 'frozen' | 'expired';

export interface RedeemableVoucher {
  usedAt: Date | null;
  cancelledAt: Date | null;
  /** Set while its card payment is disputed (ADR 028). */
  frozenAt?: Date | null;
  expiresAt: Date;
}

/**
 * What a voucher is at the till: cancelled first (a refund ends it whatever else happened), then
 * used, then frozen (its payment disputed: on hold until the dispute is settled), then expired (at or after its expiry instant), otherwise unused — the one state that can
 * be marked as used.
 */
export function redemptionStatus(voucher: RedeemableVoucher, now: Date): RedemptionStatus {
  if (voucher.cancelledAt) return 'cancelled';
  if (voucher.usedAt) return 'used';
  if (voucher.frozenAt) return 'frozen';
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
    case 'frozen':
      return VOUCHER_FROZEN;
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

/**
 * The voucher code in what a camera read: the code itself (as the wallet's QR holds it) or any
 * text or link with a code in it; null when there is none.
 */
export function voucherCodeFromScan(text: string): string | null {
  const trimmed = text.trim();
  if (/^[0-9A-Za-z]{4}[\s-]?[0-9A-Za-z]{4}[\s-]?[0-9A-Za-z]{2}$/.test(trimmed)) {
    const whole = normaliseVoucherCode(trimmed);
    if (whole) return whole;
  }
  for (const match of text.matchAll(/[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}-?[0-9A-Za-z]{2}/g)) {
    const code = normaliseVoucherCode(match[0]);
    if (code) return code;
  }
  return null;
}
