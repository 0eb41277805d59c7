import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeError } from '@stripe/stripe-js';
import { CONFIRM_FAILED, PAYMENT_NOT_TAKEN } from '@stepup/domain';
import { Alert, Button } from '@stepup/ui';
import { useConnectedStripe } from '../hooks/use-connected-stripe';

/** What a buyer can act on (a declined card, an incomplete field); anything else stays generic. */
function setupErrorMessage(error: StripeError): string {
  return (error.type === 'card_error' || error.type === 'validation_error') && error.message
    ? error.message
    : PAYMENT_NOT_TAKEN;
}

/**
 * A custom offer's card form with real Stripe (ADR 027): the Card Element, then Stripe.js's
 * `confirmCardSetup` on the SetupIntent the server made on the company's connected account (hence
 * `stripeAccount`). It saves the card for a later charge and charges nothing; Stripe.js runs any
 * 3-D Secure step itself and answers here (no redirect). Imported lazily, like the payment form.
 */
export function StripeSetupForm({
  loading,
  publishableKey,
  connectedAccountId,
  clientSecret,
  submitLabel,
  onSaved,
}: {
  loading: ReactNode;
  publishableKey: string;
  connectedAccountId: string;
  clientSecret: string;
  submitLabel: string;
  /** The SetupIntent succeeded: the card is saved. */
  onSaved: () => Promise<void>;
}) {
  const { stripe: stripePromise, unreachable } = useConnectedStripe(
    publishableKey,
    connectedAccountId,
  );

  if (unreachable) {
    return (
      <Alert tone="danger" className="card-form__alert">
        {CONFIRM_FAILED}
      </Alert>
    );
  }
  return (
    <Elements stripe={stripePromise}>
      <SetupForm
        loading={loading}
        clientSecret={clientSecret}
        submitLabel={submitLabel}
        onSaved={onSaved}
      />
    </Elements>
  );
}

function SetupForm({
  loading,
  clientSecret,
  submitLabel,
  onSaved,
}: {
  loading: ReactNode;
  clientSecret: string;
  submitLabel: string;
  onSaved: () => Promise<void>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (result.error) {
        setError(setupErrorMessage(result.error));
      } else if (result.setupIntent.status === 'succeeded') {
        await onSaved();
        return;
      } else {
        setError(PAYMENT_NOT_TAKEN);
      }
    } catch {
      setError(CONFIRM_FAILED);
    }
    setBusy(false);
  }

  return (
    <form className="card-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {error ? (
        <Alert tone="danger" className="card-form__alert">
          {error}
        </Alert>
      ) : null}
      {ready ? null : loading}
      <div className="ui-field">
        <span className="ui-field__label" id={labelId}>
          Card details
        </span>
        <div className="card-form__element" role="group" aria-labelledby={labelId}>
          <CardElement
            options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
            onReady={() => setReady(true)}
          />
        </div>
      </div>
      <Button type="submit" block disabled={!stripe || !elements || !ready || busy}>
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
