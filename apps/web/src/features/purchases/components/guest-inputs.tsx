import { useId, useState } from 'react';
import { UK_CONFIRMATION_TEXT } from '@stepup/domain';
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

// Its messages: guestErrors in ../lib/purchase-checks.ts (loaded on demand, with zod).

/**
 * The guest's email (the voucher is sent there), the UK tick and the bot check, each with its
 * message. A new `botCheckKey` gives a fresh bot check (after a request used the last one).
 * The bot check (a large widget) loads when the guest starts: focus in these inputs, a value
 * typed or ticked (autofill), or a buy attempt that asks for it; never with the page itself.
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
  const [focused, setFocused] = useState(false);
  const started = focused || values.email !== '' || values.ukConfirmed || Boolean(errors.botCheck);
  return (
    <fieldset className="purchase-inputs" onFocus={() => setFocused(true)}>
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
        started={started}
        onStart={() => setFocused(true)}
        onChange={(payload) => onChange({ ...values, botCheck: payload })}
        error={errors.botCheck}
      />
    </fieldset>
  );
}
