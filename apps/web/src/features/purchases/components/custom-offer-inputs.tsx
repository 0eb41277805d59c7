import { useId } from 'react';
import {
  amountPaidPence,
  clampCustomDiscount,
  clampCustomFaceValue,
  CUSTOM_DISCOUNT_DEFAULT,
  CUSTOM_DISCOUNT_MAX,
  CUSTOM_DISCOUNT_MIN,
  CUSTOM_DISCOUNT_STEP,
  CUSTOM_FACE_VALUE_ABOVE_ZERO,
  CUSTOM_FACE_VALUE_DEFAULT_POUNDS,
  formatPounds,
  poundsToPence,
} from '@stepup/domain';
import { TextField } from '@stepup/ui';
import './custom-offer-inputs.css';

/** The customer's own offer as typed: the face value in pounds (as typed) and the discount. */
export interface CustomOfferValues {
  faceValue: string;
  /** '£500 limit' (or the campaign's own) after a value was snapped down; null otherwise. */
  notice: string | null;
  discount: number;
}

export const defaultCustomOffer: CustomOfferValues = {
  faceValue: String(CUSTOM_FACE_VALUE_DEFAULT_POUNDS),
  notice: null,
  discount: CUSTOM_DISCOUNT_DEFAULT,
};

/** The face value in pence, or null while it blocks the request (£0 or less, not a number). */
export function customFaceValuePence(values: CustomOfferValues, maxPence: number): number | null {
  const clamped = clampCustomFaceValue(Number(values.faceValue.trim() || 'NaN'), maxPence / 100);
  return clamped.valid ? poundsToPence(clamped.valuePounds) : null;
}

/**
 * 'Choose your own' (docs/product.md#custom-offers): the face value (above £0; above the most
 * this campaign's company considers — £500 at most — it snaps to that maximum and says so), the
 * discount on a 5–95 slider, and what the voucher would cost (the gift fee added for a gift).
 * The server prices the offer again when it is made; its amounts are the ones shown after.
 */
export function CustomOfferInputs({
  values,
  maxFaceValuePence,
  giftFeePence,
  onChange,
}: {
  values: CustomOfferValues;
  maxFaceValuePence: number;
  /** A gift's fee, or null when the voucher is for the buyer. */
  giftFeePence: number | null;
  onChange: (values: CustomOfferValues) => void;
}) {
  const id = useId();
  const sliderId = `${id}-discount`;
  const outputId = `${id}-discount-value`;
  const facePence = customFaceValuePence(values, maxFaceValuePence);
  const invalid = facePence === null;

  function typeFaceValue(text: string) {
    const clamped = clampCustomFaceValue(Number(text.trim() || 'NaN'), maxFaceValuePence / 100);
    // Above the maximum the input snaps to it and says so; anything else stays as typed.
    if (clamped.valid && clamped.message) {
      onChange({ ...values, faceValue: String(clamped.valuePounds), notice: clamped.message });
    } else {
      onChange({ ...values, faceValue: text, notice: null });
    }
  }

  const price = facePence === null ? null : amountPaidPence(facePence, values.discount);

  return (
    <fieldset className="purchase-inputs custom-offer">
      <legend>Your offer</legend>
      <TextField
        label="Voucher value (£)"
        name="custom-face-value"
        inputMode="decimal"
        autoComplete="off"
        className="custom-offer__face"
        value={values.faceValue}
        onChange={(event) => typeFaceValue(event.target.value)}
        error={invalid ? CUSTOM_FACE_VALUE_ABOVE_ZERO : undefined}
        hint={
          values.notice ? (
            <span className="custom-offer__notice" role="status">
              {values.notice}
            </span>
          ) : (
            `Up to ${formatPounds(Math.min(maxFaceValuePence, 50_000))}`
          )
        }
      />
      <div className="ui-field custom-offer__discount">
        <div className="custom-offer__discount-head">
          <label className="ui-field__label" htmlFor={sliderId}>
            Your discount
          </label>
          <output className="custom-offer__discount-value tabular" id={outputId} htmlFor={sliderId}>
            {values.discount}% off
          </output>
        </div>
        <input
          id={sliderId}
          type="range"
          name="custom-discount"
          className="custom-offer__slider"
          min={CUSTOM_DISCOUNT_MIN}
          max={CUSTOM_DISCOUNT_MAX}
          step={CUSTOM_DISCOUNT_STEP}
          value={values.discount}
          aria-valuetext={`${values.discount}% off`}
          onChange={(event) =>
            onChange({ ...values, discount: clampCustomDiscount(Number(event.target.value)) })
          }
        />
        <div className="custom-offer__scale" aria-hidden="true">
          <span>{CUSTOM_DISCOUNT_MIN}%</span>
          <span>{CUSTOM_DISCOUNT_MAX}%</span>
        </div>
      </div>
      <p className="custom-offer__price" aria-live="polite">
        {price === null ? (
          'Enter a voucher value to see your price.'
        ) : (
          <>
            You pay <strong className="tabular">{formatPounds(price)}</strong>
            {giftFeePence ? (
              <span className="tabular"> + {formatPounds(giftFeePence)} gift fee</span>
            ) : null}{' '}
            if the business accepts
          </>
        )}
      </p>
    </fieldset>
  );
}
