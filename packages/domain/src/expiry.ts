const DAY_MS = 86_400_000;
/** 365.24 days, the year of docs/product.md#money-time-and-codes; an exact whole number of milliseconds. */
export const EXPIRY_YEAR_MS = 365.24 * DAY_MS;

/** Expiry = payment time + expiry years × 365.24 days, to the millisecond. */
export function voucherExpiry(paymentDate: Date, expiryYears: number): Date {
  if (!Number.isFinite(expiryYears) || expiryYears < 0) {
    throw new RangeError(`expiryYears must be a non-negative number, got ${expiryYears}`);
  }
  return new Date(paymentDate.getTime() + Math.round(expiryYears * EXPIRY_YEAR_MS));
}

export function isVoucherExpired(expiry: Date, now: Date): boolean {
  return now.getTime() >= expiry.getTime();
}
