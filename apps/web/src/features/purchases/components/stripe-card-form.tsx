import { useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions, StripeError } from '@stripe/stripe-js';
import type { CreatePurchaseResponse } from '@stepup/contracts';
import { Alert, Button } from '@stepup/ui';
import { useConnectedStripe } from '../hooks/use-connected-stripe';
import { stripeReturnUrl } from '../lib/return-url';
import { CONFIRM_FAILED, PAYMENT_NOT_TAKEN } from '@stepup/domain';

/**
 * Stripe Elements' look, close to the site's own form (Elements draws inside Stripe's frames,
 * where the site's CSS variables do not reach).
 */
const appearance: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: { colorPrimary: '#0f766e', borderRadius: '8px' },
};

/** What a buyer can act on (a declined card, an incomplete field); anything else stays generic. */
function confirmErrorMessage(error: StripeError): string {
  return (error.type === 'card_error' || error.type === 'validation_error') && error.message
    ? error.message
    : PAYMENT_NOT_TAKEN;
}

/**
 * The card form with real Stripe: Stripe Elements (the Payment Element) on the payment intent the
 * server created as a direct charge on the company's connected account, hence `stripeAccount`.
 * This module (with Stripe.js, fetched from js.stripe.com on first use) is imported lazily by the
 * card payment modal, so the sandbox and every other page never load it.
 */
export function StripeCardForm({
  loading,
  publishableKey,
  campaignId,
  purchase,
  total,
}: {
  /** Shown until the Payment Element is ready (the modal's spinner: none bundled here). */
  loading: ReactNode;
  publishableKey: string;
  campaignId: string;
  purchase: Pick<CreatePurchaseResponse, 'paymentId' | 'clientSecret' | 'connectedAccountId'>;
  /** The formatted total, for the pay button. */
  total: string;
}) {
  const { stripe: stripePromise, unreachable } = useConnectedStripe(
    publishableKey,
    purchase.connectedAccountId,
  );
  const options = useMemo<StripeElementsOptions>(
    () => ({ clientSecret: purchase.clientSecret, appearance }),
    [purchase.clientSecret],
  );

  if (unreachable) {
    return (
      <Alert tone="danger" className="card-form__alert">
        {CONFIRM_FAILED}
      </Alert>
    );
  }
  return (
    <Elements stripe={stripePromise} options={options}>
      <PaymentForm
        loading={loading}
        campaignId={campaignId}
        paymentId={purchase.paymentId}
        total={total}
      />
    </Elements>
  );
}

function PaymentForm({
  loading,
  campaignId,
  paymentId,
  total,
}: {
  loading: ReactNode;
  campaignId: string;
  paymentId: string;
  total: string;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      // On success Stripe.js leaves the page for the return URL (after any 3-D Secure step), adding
      // payment_intent, payment_intent_client_secret and redirect_status; it answers only errors.
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: stripeReturnUrl(campaignId, paymentId) },
      });
      setError(confirmErrorMessage(result.error));
    } catch {
      setError(CONFIRM_FAILED);
    }
    // docs/product.md#payments-and-holds: a submit error stops and clears the spinner.
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
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() => setError(CONFIRM_FAILED)}
      />
      <Button type="submit" block disabled={!stripe || !elements || !ready || busy}>
        {busy ? 'Paying…' : `Pay ${total}`}
      </Button>
    </form>
  );
}
