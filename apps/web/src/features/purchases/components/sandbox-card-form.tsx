import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { CARD_NUMBER_REQUIRED, SANDBOX_CARD_HINT } from '@stepup/domain';
import { Button, TextField } from '@stepup/ui';

/** What the sandbox card form sends to the sandbox provider (never stored). */
export interface SandboxCardDetails {
  cardNumber: string;
  expiry?: string;
  cvc?: string;
}

/**
 * The sandbox provider's card form (Stripe's test cards): card number, expiry and CVC with their
 * autocomplete names, checked for a number before anything is sent. Used to pay (the card payment
 * modal) and to save a card without a charge (a custom offer's card form).
 */
export function SandboxCardForm({
  busy,
  submitLabel,
  busyLabel,
  hint = SANDBOX_CARD_HINT,
  onSubmit,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Which test cards to suggest (paying, or saving a card for later). */
  hint?: string;
  onSubmit: (card: SandboxCardDetails) => void;
}) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = cardNumber.replace(/\D/g, '');
    if (digits.length < 12) {
      setFieldError(CARD_NUMBER_REQUIRED);
      return;
    }
    setFieldError(null);
    onSubmit({
      cardNumber: digits,
      ...(expiry.trim() ? { expiry: expiry.trim().slice(0, 7) } : {}),
      ...(cvc.trim() ? { cvc: cvc.trim().slice(0, 4) } : {}),
    });
  }

  return (
    <form className="card-form" noValidate onSubmit={submit}>
      <p className="card-form__hint">{hint}</p>
      <TextField
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={cardNumber}
        onChange={(e) => setCardNumber(e.target.value)}
        error={fieldError}
        maxLength={23}
      />
      <div className="card-form__row">
        <TextField
          label="Expiry date (MM / YY)"
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          maxLength={7}
        />
        <TextField
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={cvc}
          onChange={(e) => setCvc(e.target.value)}
          maxLength={4}
        />
      </div>
      <Button type="submit" block disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/** The sandbox's stand-in for the bank's 3-D Secure page: Complete or Fail. */
export function SandboxChallenge({
  children,
  busy,
  onOutcome,
}: {
  /** What the bank asks to confirm. */
  children: ReactNode;
  busy: boolean;
  onOutcome: (outcome: 'complete' | 'fail') => void;
}) {
  return (
    <div className="card-challenge">
      <p className="card-challenge__lead">
        <ShieldCheck aria-hidden="true" size={24} />
        <span>{children}</span>
      </p>
      <p className="card-form__hint">
        Sandbox: this stands in for your bank&apos;s 3-D Secure page.
      </p>
      <div className="card-challenge__actions">
        <Button disabled={busy} onClick={() => onOutcome('complete')}>
          Complete
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onOutcome('fail')}>
          Fail
        </Button>
      </div>
    </div>
  );
}
