import { lazy, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CONFIRM_FAILED, formatPounds, PAYMENT_NOT_TAKEN } from '@stepup/domain';
import type { CreatePurchaseResponse, SandboxIntentState } from '@stepup/contracts';
import { Alert, Button, errorMessage, Modal } from '@stepup/ui';
import { useCompleteSandboxChallenge } from '../api/complete-sandbox-challenge';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { keepClientSecret } from '../lib/payment-secret';
import { paymentSuccessPath } from '../lib/return-url';
import { PurchaseAmountRows } from './purchase-amounts';
import { SandboxCardForm, SandboxChallenge } from './sandbox-card-form';
import { StripeKeyGate } from './stripe-key-gate';
import type { SandboxCardDetails } from './sandbox-card-form';
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

  function pay(card: SandboxCardDetails) {
    void run(() => confirmPayment.mutateAsync({ clientSecret: purchase.clientSecret, ...card }));
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
          <SandboxChallenge busy={busy} onOutcome={challenge}>
            Your bank asks you to confirm this payment of <strong>{total}</strong> to {companyName}.
          </SandboxChallenge>
        ) : failure?.final ? null : (
          <SandboxCardForm
            busy={busy}
            submitLabel={`Pay ${total}`}
            busyLabel="Paying…"
            onSubmit={pay}
          />
        )}
      </div>
    </Modal>
  );
}

/** The Stripe branch: Stripe Elements from a lazy chunk, with the site's publishable key. */
function StripeCard({
  campaignId,
  purchase,
  total,
}: {
  campaignId: string;
  purchase: CreatePurchaseResponse;
  total: string;
}) {
  return (
    <StripeKeyGate>
      {(publishableKey, loading) => (
        <StripeCardForm
          loading={loading}
          publishableKey={publishableKey}
          campaignId={campaignId}
          purchase={purchase}
          total={total}
        />
      )}
    </StripeKeyGate>
  );
}
