import { lazy, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CONFIRM_FAILED,
  OFFER_CARD_SAVE,
  offerCardNotChargedNote,
  PAYMENT_NOT_TAKEN,
  SANDBOX_SETUP_CARD_HINT,
} from '@stepup/domain';
import type { CreateCustomOfferResponse, SandboxSetupState } from '@stepup/contracts';
import { Alert, Button, errorMessage, Modal, useApiClient } from '@stepup/ui';
import {
  completeSandboxSetupChallenge,
  confirmSandboxSetup,
  useOfferAction,
} from '../api/custom-offers';
import { offerRequestSentPath } from '../lib/offer-paths';
import { offerPaymentAsPurchase } from '../lib/offer-payment';
import { PurchaseAmountRows } from './purchase-amounts';
import { SandboxCardForm, SandboxChallenge } from './sandbox-card-form';
import type { SandboxCardDetails } from './sandbox-card-form';
import { StripeKeyGate } from './stripe-key-gate';
import './card-payment-modal.css';

/** Stripe's Card Element and confirmCardSetup: loaded only when a real Stripe setup opens. */
const StripeSetupForm = lazy(() =>
  import('./stripe-setup-form').then((module) => ({ default: module.StripeSetupForm })),
);

type Stage = 'card' | 'challenge';

/**
 * A custom offer's card form (ADR 027): it saves the card without charging it. The offer's
 * amounts as the server priced them, the note that nothing is charged now, then the provider's
 * form: the sandbox's (with its 3-D Secure page) or Stripe's Card Element with confirmCardSetup.
 * Once the card is saved the server is told (it checks with the provider itself) and the buyer
 * goes to /payment-request-success/{campaignId}.
 */
export function CardSetupModal({
  offer,
  companyName,
  onClose,
  onRetry,
}: {
  offer: CreateCustomOfferResponse;
  companyName: string;
  onClose: () => void;
  /** Makes the offer again (a sandbox setup that was refused for good is over). */
  onRetry: () => void;
}) {
  const client = useApiClient();
  const cardSaved = useOfferAction('cardSaved');
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('card');
  const [failure, setFailure] = useState<{ message: string; final: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const sandbox = offer.provider === 'sandbox';
  // The amounts rows of a purchase, for the offer's own amounts.
  const amounts = offerPaymentAsPurchase(offer, {
    paymentId: offer.offerId,
    intentId: offer.intentId,
    clientSecret: offer.clientSecret,
    provider: offer.provider,
    connectedAccountId: offer.connectedAccountId,
  });

  useEffect(() => {
    const body = bodyRef.current;
    if (!body || body.contains(document.activeElement)) return;
    body.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
  }, [stage, failure]);

  /** The card is saved: the server checks the setup and sends the offer to the company. */
  async function saved() {
    await cardSaved.mutateAsync({ offerId: offer.offerId, offerKey: offer.offerKey });
    // The offer's id rides in the history entry's state (not the address): the page links to it.
    await navigate(offerRequestSentPath(offer.campaignId), { state: { offerId: offer.offerId } });
  }

  async function after(state: SandboxSetupState) {
    if (state.status === 'succeeded') {
      await saved();
      return;
    }
    if (state.status === 'requires_action') {
      setStage('challenge');
      setFailure(null);
      return;
    }
    setStage('card');
    setFailure({ message: state.error ?? PAYMENT_NOT_TAKEN, final: state.status === 'canceled' });
  }

  async function run(call: () => Promise<SandboxSetupState>) {
    setBusy(true);
    try {
      await after(await call());
    } catch (error) {
      setFailure({ message: errorMessage(error, CONFIRM_FAILED), final: false });
    } finally {
      setBusy(false);
    }
  }

  function save(card: SandboxCardDetails) {
    void run(() =>
      confirmSandboxSetup(client, offer.intentId, { clientSecret: offer.clientSecret, ...card }),
    );
  }

  function challenge(outcome: 'complete' | 'fail') {
    void run(() =>
      completeSandboxSetupChallenge(client, offer.intentId, {
        clientSecret: offer.clientSecret,
        outcome,
      }),
    );
  }

  return (
    <Modal title={stage === 'challenge' ? '3-D Secure' : 'Save your card'} onClose={onClose}>
      <div ref={bodyRef}>
        <dl className="card-summary">
          <PurchaseAmountRows
            purchase={amounts}
            companyName={companyName}
            showGiftFee={false}
            totalClassName="card-summary__total"
            totalLabel="Charged if accepted"
          />
        </dl>
        <p className="card-form__note">{offerCardNotChargedNote(companyName)}</p>

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
          <StripeKeyGate>
            {(publishableKey, loading) => (
              <StripeSetupForm
                loading={loading}
                publishableKey={publishableKey}
                connectedAccountId={offer.connectedAccountId}
                clientSecret={offer.clientSecret}
                submitLabel={OFFER_CARD_SAVE}
                onSaved={saved}
              />
            )}
          </StripeKeyGate>
        ) : stage === 'challenge' ? (
          <SandboxChallenge busy={busy} onOutcome={challenge}>
            Your bank asks you to confirm that {companyName} may charge this card later. Nothing is
            charged now.
          </SandboxChallenge>
        ) : failure?.final ? null : (
          <SandboxCardForm
            busy={busy}
            submitLabel={OFFER_CARD_SAVE}
            busyLabel="Saving…"
            hint={SANDBOX_SETUP_CARD_HINT}
            onSubmit={save}
          />
        )}
      </div>
    </Modal>
  );
}
