import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import {
  CAMPAIGN_UNAVAILABLE,
  CARD_NUMBER_REQUIRED,
  CONFIRM_FAILED,
  formatPounds,
  PAYMENT_NOT_TAKEN,
  SANDBOX_CARD_HINT,
} from '@stepup/domain';
import type { CreatePurchaseResponse, SandboxIntentState } from '@stepup/contracts';
import { Alert, Button, errorMessage, Modal, Spinner, TextField, useSite } from '@stepup/ui';
import { useCompleteSandboxChallenge } from '../api/complete-sandbox-challenge';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { keepClientSecret } from '../lib/payment-secret';
import { paymentSuccessPath } from '../lib/return-url';
import { PurchaseAmountRows } from './purchase-amounts';
import './card-payment-modal.css';

/** Stripe Elements and Stripe.js: loaded only when a real Stripe payment opens the card form. */
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

type Stage = 'card' | 'challenge';

/**
 * The card payment form in a modal (docs/product.md#payments-and-holds): the summary as the server priced it, then the card
 * inputs for the payment's provider. With the sandbox: its own form (the number goes to the
 * sandbox provider only), a 3-D Secure step when the card asks for one, and on success Stripe's
 * return URL to /payment-success. With Stripe: Stripe Elements with the site's publishable key
 * (GET /api/site), loaded lazily; 'unavailable' when the site has no Stripe key.
 */
export function CardPaymentModal({
  campaignId,
  companyName,
  purchase,
  onClose,
  onRetry,
}: {
  campaignId: string;
  companyName: string;
  purchase: CreatePurchaseResponse;
  onClose: () => void;
  /** Starts a new purchase (a declined sandbox intent is over). */
  onRetry: () => void;
}) {
  const confirmPayment = useConfirmSandboxPayment(purchase.paymentIntentId);
  const completeChallenge = useCompleteSandboxChallenge(purchase.paymentIntentId);
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('card');
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; final: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const sandbox = purchase.provider === 'sandbox';
  const bodyRef = useRef<HTMLDivElement>(null);

  // A step replaces the form (3-D Secure, a final decline): keep the keyboard in the dialog.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || body.contains(document.activeElement)) return;
    body.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
  }, [stage, failure]);

  function after(state: SandboxIntentState) {
    if (state.status === 'succeeded' || state.status === 'processing') {
      keepClientSecret(purchase.paymentId, purchase.clientSecret);
      void navigate(paymentSuccessPath(campaignId, purchase));
      return;
    }
    if (state.status === 'requires_action') {
      setStage('challenge');
      setFailure(null);
      return;
    }
    setStage('card');
    setFailure({
      message: state.error ?? PAYMENT_NOT_TAKEN,
      final: state.status === 'canceled',
    });
  }

  async function run(call: () => Promise<SandboxIntentState>) {
    setBusy(true);
    try {
      after(await call());
    } catch (error) {
      setFailure({ message: errorMessage(error, CONFIRM_FAILED), final: false });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = cardNumber.replace(/\D/g, '');
    if (digits.length < 12) {
      setFieldError(CARD_NUMBER_REQUIRED);
      return;
    }
    setFieldError(null);
    void run(() =>
      confirmPayment.mutateAsync({
        clientSecret: purchase.clientSecret,
        cardNumber: digits,
        ...(expiry.trim() ? { expiry: expiry.trim().slice(0, 7) } : {}),
        ...(cvc.trim() ? { cvc: cvc.trim().slice(0, 4) } : {}),
      }),
    );
  }

  function challenge(outcome: 'complete' | 'fail') {
    void run(() =>
      completeChallenge.mutateAsync({
        clientSecret: purchase.clientSecret,
        outcome,
      }),
    );
  }

  const total = formatPounds(purchase.totalPence);

  return (
    <Modal title={stage === 'challenge' ? '3-D Secure' : 'Card payment'} onClose={onClose}>
      <div ref={bodyRef}>
        <dl className="card-summary">
          <PurchaseAmountRows
            purchase={purchase}
            companyName={companyName}
            showGiftFee={false}
            totalClassName="card-summary__total"
          />
        </dl>

        {failure ? (
          <Alert tone="danger" className="card-form__alert">
            {failure.message}
            {failure.final ? (
              <>
                {' '}
                <Button variant="link" onClick={onRetry}>
                  Try again
                </Button>
              </>
            ) : null}
          </Alert>
        ) : null}

        {!sandbox ? (
          <StripeCard campaignId={campaignId} purchase={purchase} total={total} />
        ) : stage === 'challenge' ? (
          <div className="card-challenge">
            <p className="card-challenge__lead">
              <ShieldCheck aria-hidden="true" size={24} />
              <span>
                Your bank asks you to confirm this payment of <strong>{total}</strong> to{' '}
                {companyName}.
              </span>
            </p>
            {sandbox ? (
              <p className="card-form__hint">
                Sandbox: this stands in for your bank&apos;s 3-D Secure page.
              </p>
            ) : null}
            <div className="card-challenge__actions">
              <Button disabled={busy} onClick={() => challenge('complete')}>
                Complete
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => challenge('fail')}>
                Fail
              </Button>
            </div>
          </div>
        ) : failure?.final ? null : (
          <form className="card-form" noValidate onSubmit={onSubmit}>
            {sandbox ? <p className="card-form__hint">{SANDBOX_CARD_HINT}</p> : null}
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
              {busy ? 'Paying…' : `Pay ${total}`}
            </Button>
          </form>
        )}
      </div>
    </Modal>
  );
}

/** While the Stripe card form loads (Stripe.js, then the Payment Element). */
function CardFormLoading() {
  return <Spinner label="Loading the card form" />;
}

/** The Stripe branch: the site's publishable key, then Stripe Elements from a lazy chunk. */
function StripeCard({
  campaignId,
  purchase,
  total,
}: {
  campaignId: string;
  purchase: CreatePurchaseResponse;
  total: string;
}) {
  const site = useSite();
  if (site.isPending) return <CardFormLoading />;
  const payments = site.data?.payments;
  if (payments?.provider !== 'stripe') {
    return (
      <Alert tone="danger" className="card-form__alert">
        {CAMPAIGN_UNAVAILABLE}
      </Alert>
    );
  }
  return (
    <Suspense fallback={<CardFormLoading />}>
      <StripeCardForm
        loading={<CardFormLoading />}
        publishableKey={payments.publishableKey}
        campaignId={campaignId}
        purchase={purchase}
        total={total}
      />
    </Suspense>
  );
}
