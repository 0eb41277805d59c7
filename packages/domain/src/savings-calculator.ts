import { COMMISSION_RANGE, DIGITS_ONLY } from './messages';

// The business page's calculator: what a company keeps selling £X of vouchers elsewhere
// (commission and fees taken) and with us (no commission, no fees).

export const SAVINGS_CALCULATOR_DEFAULTS = {
  salesPounds: 15_000,
  commissionPercent: 15,
  feesPounds: 1_000,
} as const;

export interface SavingsInput {
  salesPounds: number;
  commissionPercent: number;
  feesPounds: number;
}

export interface SavingsResult {
  commissionPence: number;
  earningsWithOthersPence: number;
  earningsWithUsPence: number;
  /** How much more the company keeps with us. */
  savingPence: number;
}

/**
 * Earnings with others = sales − commission − fees, and may go below zero when fees exceed
 * sales (that is the point being made). Commission is rounded half-up to the penny.
 */
export function savingsCalculator(input: Partial<SavingsInput> = {}): SavingsResult {
  const { salesPounds, commissionPercent, feesPounds } = {
    ...SAVINGS_CALCULATOR_DEFAULTS,
    ...input,
  };
  const salesPence = Math.round(salesPounds * 100);
  const feesPence = Math.round(feesPounds * 100);
  const percent = Math.min(100, Math.max(0, commissionPercent));
  const commissionPence = Math.round((salesPence * percent) / 100);
  const earningsWithOthersPence = salesPence - commissionPence - feesPence;
  return {
    commissionPence,
    earningsWithOthersPence,
    earningsWithUsPence: salesPence,
    savingPence: salesPence - earningsWithOthersPence,
  };
}

/** Sales and fees inputs take digits only (whole pounds). */
export function isDigitsOnly(text: string): boolean {
  return /^\d+$/.test(text);
}

export function checkDigitsOnly(text: string): string | null {
  return isDigitsOnly(text) ? null : DIGITS_ONLY;
}

/** Strips what is not a digit as the user types, so the field can never hold anything else. */
export function keepDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export const COMMISSION_MIN = 0;
export const COMMISSION_MAX = 100;

export function checkCommission(percent: number): string | null {
  return Number.isFinite(percent) && percent >= COMMISSION_MIN && percent <= COMMISSION_MAX
    ? null
    : COMMISSION_RANGE;
}
