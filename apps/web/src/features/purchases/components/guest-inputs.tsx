import { useId } from 'react';
import { anonymousBuyerSchema, fieldErrors, UK_CONFIRMATION_TEXT } from '@stepup/domain';
import { TextField } from '@stepup/ui';
import './purchase-inputs.css';

/** A guest buyer (no account): their email and the UK confirmation. */
export interface GuestValues {
  email: string;
  ukConfirmed: boolean;
}

export const emptyGuest: GuestValues = { email: '', ukConfirmed: false };

/** The guest's messages, keyed by field, with the server's rules and the spec's words. */
export function guestErrors(values: GuestValues): Record<string, string> {
  // A guest's step is always the first (the server checks it again).
  return fieldErrors(anonymousBuyerSchema, { ...values, step: 1 });
}

/** The guest's email (the voucher is sent there) and the UK tick, each with its message. */
export function GuestInputs({
  values,
  errors,
  onChange,
}: {
  values: GuestValues;
  errors: Record<string, string>;
  onChange: (values: GuestValues) => void;
}) {
  const id = useId();
  const tickId = `${id}-uk`;
  const tickErrorId = `${id}-uk-error`;
  return (
    <fieldset className="purchase-inputs">
      <legend>Your details</legend>
      <TextField
        label="Your email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="We email your voucher here."
        value={values.email}
        onChange={(event) => onChange({ ...values, email: event.target.value })}
        error={errors.email}
      />
      <div className="purchase-inputs__tick">
        <input
          id={tickId}
          type="checkbox"
          name="uk-confirmed"
          checked={values.ukConfirmed}
          onChange={(event) => onChange({ ...values, ukConfirmed: event.target.checked })}
          aria-invalid={errors.ukConfirmed ? true : undefined}
          aria-describedby={errors.ukConfirmed ? tickErrorId : undefined}
        />
        <label htmlFor={tickId}>{UK_CONFIRMATION_TEXT}</label>
      </div>
      {errors.ukConfirmed ? (
        <span className="ui-field__error purchase-inputs__tick-error" id={tickErrorId}>
          {errors.ukConfirmed}
        </span>
      ) : null}
    </fieldset>
  );
}
