// Money is integer pence everywhere (product decisions): floats only appear at the edges,
// when a person types or reads pounds.

function assertPence(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number of pence, got ${value}`);
  }
}

/**
 * Face × (100 − discount) / 100, rounded half-up to the penny. Worked in integers so 1005p at
 * 15% is 854p (854.25) and an exact half always rounds up, with no float drift.
 */
export function amountPaidPence(faceValuePence: number, discountPercent: number): number {
  assertPence(faceValuePence, 'faceValuePence');
  if (faceValuePence < 0) throw new RangeError('faceValuePence must not be negative');
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discountPercent must be a whole number 0–100, got ${discountPercent}`);
  }
  return Math.floor((faceValuePence * (100 - discountPercent) + 50) / 100);
}

/** What the customer saves on a voucher: the face value less what they pay. */
export function savingPence(faceValuePence: number, discountPercent: number): number {
  return faceValuePence - amountPaidPence(faceValuePence, discountPercent);
}

/** A gift's card total: the voucher price plus the platform's gifting fee. */
export function giftTotalPence(voucherPricePence: number, giftingFeePence: number): number {
  assertPence(voucherPricePence, 'voucherPricePence');
  assertPence(giftingFeePence, 'giftingFeePence');
  if (voucherPricePence < 0 || giftingFeePence < 0) {
    throw new RangeError('prices must not be negative');
  }
  return voucherPricePence + giftingFeePence;
}

/** en-GB pounds with two decimals and thousands separators: 125000 → '£1,250.00'. */
export function formatPounds(pence: number): string {
  assertPence(pence, 'pence');
  // Built from integer parts rather than Intl so the output never depends on the ICU build.
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const pennies = (abs % 100).toString().padStart(2, '0');
  return `${sign}£${pounds}.${pennies}`;
}

/** Pounds as typed (a number) to pence; rounds to the nearest penny to absorb binary fractions. */
export function poundsToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`pounds must be finite, got ${pounds}`);
  // toFixed(6) first so 1.005 (stored as 1.00499…) is not pushed down by float error.
  return Math.round(Number((pounds * 100).toFixed(6)));
}

/** Pence to a pounds number for inputs and charts; never use the result for arithmetic. */
export function penceToPounds(pence: number): number {
  assertPence(pence, 'pence');
  return pence / 100;
}

/**
 * Parses a typed pounds amount ('12', '12.5', '£1,250.50') to pence, or null when it is not
 * money. More than two decimals is refused rather than silently rounded.
 */
export function parsePoundsToPence(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const pence = whole * 100 + fraction;
  return Number.isSafeInteger(pence) ? pence : null;
}
