import { useId } from 'react';
import {
  anonymousBuyerSchema,
  BOT_CHECK_REQUIRED,
  fieldErrors,
  UK_CONFIRMATION_TEXT,
} from '@stepup/domain';
import { BotCheck, TextField } from '@stepup/ui';
import './purchase-inputs.css';

/**
 * A guest buyer (no account): their email, the UK confirmation and the bot check's payload (each
 * solution is good for one purchase request).
 */
export interface GuestValues {
  email: string;
  ukConfirmed: boolean;
  botCheck: string | null;
}

export const emptyGuest: GuestValues = { email: '', ukConfirmed: false, botCheck: null };

/** The guest's messages, keyed by field, with the server's rules and the words of docs/product.md. */
export function guestErrors(values: GuestValues): Record<string, string> {
  // A guest's step is always the first (the server checks it again).
  const errors = fieldErrors(anonymousBuyerSchema, { ...values, step: 1 });
  if (!values.botCheck) errors.botCheck = BOT_CHECK_REQUIRED;
  return errors;
}

/**
 * The guest's email (the voucher is sent there), the UK tick and the bot check, each with its
 * message. A new `botCheckKey` gives a fresh bot check (after a request used the last one).
 */
export function GuestInputs({
  values,
  errors,
  onChange,
  botCheckKey,
}: {
  values: GuestValues;
  errors: Record<string, string>;
  onChange: (values: GuestValues) => void;
  botCheckKey: number;
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
      <BotCheck
        key={botCheckKey}
        onChange={(payload) => onChange({ ...values, botCheck: payload })}
        error={errors.botCheck}
      />
    </fieldset>
  );
}
