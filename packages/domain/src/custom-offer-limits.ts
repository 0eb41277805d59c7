import {
  CUSTOM_FACE_VALUE_ABOVE_ZERO,
  CUSTOM_FACE_VALUE_LIMIT,
  customOfferAboveMaxMessage,
} from './messages';
import { formatPounds } from './money';

// A custom offer (step 4) is the customer's own face value and discount for the company to accept.
// Its limits and the inputs' clamping, apart from its schema (validation/custom-offer.ts, zod): the
// campaign page's offer inputs use these from its first load (ADR 047).
export const CUSTOM_FACE_VALUE_MAX_POUNDS = 500;
export const CUSTOM_FACE_VALUE_MAX_PENCE = 50_000;
export const CUSTOM_FACE_VALUE_DEFAULT_POUNDS = 100;
export const CUSTOM_FACE_VALUE_DEFAULT_PENCE = 10_000;
export const CUSTOM_DISCOUNT_DEFAULT = 25;
export const CUSTOM_DISCOUNT_MIN = 5;
export const CUSTOM_DISCOUNT_MAX = 95;
export const CUSTOM_DISCOUNT_STEP = 1;

export interface ClampedFaceValue {
  valuePounds: number;
  /** Shown under the input: '£500 limit' is a notice (the value was clamped), the other an error. */
  message: string | null;
  valid: boolean;
}

/**
 * What the custom face-value input keeps as the customer types: above £500 it snaps to £500
 * and says so; £0 or less (or not a number) is kept as typed but blocks the purchase. A campaign
 * whose company considers less (its own highest face value, `maxPounds`) snaps to that instead,
 * with a notice naming it.
 */
export function clampCustomFaceValue(
  pounds: number,
  maxPounds: number = CUSTOM_FACE_VALUE_MAX_POUNDS,
): ClampedFaceValue {
  const max = Math.min(CUSTOM_FACE_VALUE_MAX_POUNDS, maxPounds);
  if (Number.isNaN(pounds) || pounds <= 0) {
    return {
      valuePounds: Number.isNaN(pounds) ? 0 : pounds,
      message: CUSTOM_FACE_VALUE_ABOVE_ZERO,
      valid: false,
    };
  }
  if (pounds > max) {
    return {
      valuePounds: max,
      message:
        max === CUSTOM_FACE_VALUE_MAX_POUNDS
          ? CUSTOM_FACE_VALUE_LIMIT
          : customOfferAboveMaxMessage(formatPounds(Math.round(max * 100))),
      valid: true,
    };
  }
  return { valuePounds: pounds, message: null, valid: true };
}

/** Keeps the slider's value on its 5–95 whole-number track. */
export function clampCustomDiscount(percent: number): number {
  if (Number.isNaN(percent)) return CUSTOM_DISCOUNT_DEFAULT;
  return Math.min(CUSTOM_DISCOUNT_MAX, Math.max(CUSTOM_DISCOUNT_MIN, Math.round(percent)));
}
