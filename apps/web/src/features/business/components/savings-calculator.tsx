import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  COMMISSION_MAX,
  COMMISSION_MIN,
  DIGITS_ONLY,
  formatPounds,
  keepDigits,
  SAVINGS_CALCULATOR_DEFAULTS,
  savingsCalculator,
} from '@stepup/domain';
import { Card, TextField } from '@stepup/ui';
import './business.css';

/** A whole-pounds field that only ever holds digits; anything else typed is dropped, and said so. */
function useDigitsField(initial: number) {
  const [text, setText] = useState(String(initial));
  const [error, setError] = useState<string | undefined>();
  return {
    pounds: text === '' ? 0 : Number(text),
    field: {
      value: text,
      error: error ?? (text === '' ? DIGITS_ONLY : undefined),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const digits = keepDigits(event.target.value).slice(0, 9);
        setError(digits === event.target.value ? undefined : DIGITS_ONLY);
        setText(digits);
      },
    },
  };
}

/**
 * The business page's savings calculator (docs/product.md#savings-calculator): yearly voucher sales and other
 * fees in whole pounds (digits only), a 0–100 commission slider; what the business keeps
 * elsewhere (sales − commission − fees) against what it keeps with us (all of it).
 */
export function SavingsCalculator() {
  const sales = useDigitsField(SAVINGS_CALCULATOR_DEFAULTS.salesPounds);
  const fees = useDigitsField(SAVINGS_CALCULATOR_DEFAULTS.feesPounds);
  const [commission, setCommission] = useState<number>(
    SAVINGS_CALCULATOR_DEFAULTS.commissionPercent,
  );
  const sliderId = useId();
  const result = savingsCalculator({
    salesPounds: sales.pounds,
    commissionPercent: commission,
    feesPounds: fees.pounds,
  });

  return (
    <Card padded className="savings">
      <form className="savings__inputs" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Your voucher sales (£)"
          hint="A year of gift card and voucher sales"
          inputMode="numeric"
          autoComplete="off"
          name="sales"
          {...sales.field}
        />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={sliderId}>
            Commission charged by others
          </label>
          <div className="savings__slider">
            <input
              id={sliderId}
              type="range"
              name="commission"
              min={COMMISSION_MIN}
              max={COMMISSION_MAX}
              step={1}
              value={commission}
              aria-valuetext={`${commission}%`}
              onChange={(event) => setCommission(Number(event.target.value))}
            />
            <output htmlFor={sliderId} className="savings__percent tabular">
              {commission}%
            </output>
          </div>
        </div>
        <TextField
          label="Other fees (£)"
          hint="Setup, subscription and card fees over the year"
          inputMode="numeric"
          autoComplete="off"
          name="fees"
          {...fees.field}
        />
      </form>

      <dl className="savings__results" aria-live="polite">
        <div className="savings__row">
          <dt>Commission paid to others</dt>
          <dd className="tabular" data-testid="savings-commission">
            {formatPounds(result.commissionPence)}
          </dd>
        </div>
        <div className="savings__row">
          <dt>Your earnings with others</dt>
          <dd className="tabular" data-testid="savings-others">
            {formatPounds(result.earningsWithOthersPence)}
          </dd>
        </div>
        <div className="savings__row savings__row--us">
          <dt>Your earnings with us</dt>
          <dd className="tabular" data-testid="savings-us">
            {formatPounds(result.earningsWithUsPence)}
          </dd>
        </div>
        <div className="savings__row savings__row--keep">
          <dt>You keep</dt>
          <dd className="tabular" data-testid="savings-keep">
            {formatPounds(result.savingPence)} more
          </dd>
        </div>
      </dl>
    </Card>
  );
}
