import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@stepup/contracts';
import type { CreatePurchaseResponse, CustomerCustomOffer } from '@stepup/contracts';
import {
  acceptCounterText,
  agreedDiscount,
  customOfferStatusText,
  formatPounds,
  OFFER_ACTION_FAILED,
  OFFER_LINK_INVALID,
  OFFER_PAYMENT_NEEDED,
  offerWithdrawable,
} from '@stepup/domain';
import { Alert, Button, errorMessage, Preloader } from '@stepup/ui';
import { useCustomOffer, useOfferAction, useOfferPayment } from '../api/custom-offers';
import { useNow } from '../hooks/use-now';
import { keepOfferKey, keptOfferKey, offerKeyFromHash } from '../lib/offer-key';
import { offerPaymentAsPurchase } from '../lib/offer-payment';
import { CardPaymentModal } from './card-payment-modal';
import { OfferCard, WithdrawOfferButton } from './offer-card';

/**
 * The offer's key for this page: from the emailed link's fragment (`#key=…`, which browsers never
 * send to a server), kept for this tab and then removed from the address bar (replaced, so it is
 * in neither history nor a shared link); on a reload, the kept copy.
 */
function useOfferKey(offerId: string): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [offerKey] = useState(() => offerKeyFromHash(location.hash) ?? keptOfferKey(offerId));
  const fromHash = offerKeyFromHash(location.hash);
  useEffect(() => {
    if (!fromHash) return;
    keepOfferKey(offerId, fromHash);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      { replace: true, preventScrollReset: true },
    );
  }, [fromHash, offerId, location.pathname, location.search, navigate]);
  return offerKey;
}

/**
 * /offers/{id} (the page the offer's emails link to, docs/product.md#custom-offers): the offer as
 * in My offers, and what its buyer can do in its state: accept a counter-offer (and see the
 * outcome), pay an accepted offer whose charge needs them (the purchase's card form, with the open
 * payment), or withdraw. Every call carries the offer's key when the page has one; the API's
 * refusals show in the page's error banner.
 */
export function OfferPage({ offerId }: { offerId: string }) {
  const offerKey = useOfferKey(offerId);
  const offer = useCustomOffer(offerId, offerKey);
  const acceptCounter = useOfferAction('acceptCounter');
  const withdraw = useOfferAction('withdraw');
  const startPayment = useOfferPayment();
  const [payment, setPayment] = useState<CreatePurchaseResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const now = useNow();

  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  async function act(run: () => Promise<CustomerCustomOffer>) {
    setError(null);
    setOutcome(null);
    try {
      const answer = await run();
      setOutcome(customOfferStatusText(answer, new Date()));
    } catch (failure) {
      setError(errorMessage(failure, OFFER_ACTION_FAILED));
    }
  }

  async function pay(current: CustomerCustomOffer) {
    setError(null);
    try {
      const open = await startPayment.mutateAsync({ offerId, offerKey });
      // An accepted counter-offer is charged at the company's discount; the total is the payment's.
      const countered =
        current.counterDiscount !== null && current.counterVoucherPricePence !== null;
      setPayment(
        offerPaymentAsPurchase(
          {
            ...current,
            ...(countered
              ? {
                  discount: agreedDiscount(current),
                  voucherPricePence: current.counterVoucherPricePence ?? current.voucherPricePence,
                }
              : {}),
            totalPence: open.totalPence,
          },
          open,
        ),
      );
    } catch (failure) {
      setError(errorMessage(failure, OFFER_ACTION_FAILED));
    }
  }

  if (offer.isPending) return <Preloader label="Loading your offer" />;
  if (offer.isError) {
    const refused = offer.error instanceof ApiError && [401, 403, 404].includes(offer.error.status);
    return (
      <Alert tone="danger">
        {refused ? OFFER_LINK_INVALID : errorMessage(offer.error, OFFER_ACTION_FAILED)}
      </Alert>
    );
  }
  const current = offer.data;
  const busy = acceptCounter.isPending || withdraw.isPending || startPayment.isPending;
  const counterTotal =
    current.counterVoucherPricePence === null
      ? null
      : current.counterVoucherPricePence + current.giftingFeePence;

  return (
    <div className="offer-page">
      <div ref={errorRef}>{error ? <Alert tone="danger">{error}</Alert> : null}</div>
      {outcome ? <Alert tone="success">{outcome}</Alert> : null}
      <OfferCard offer={current} now={now} heading="h2">
        {current.status === 'countered' &&
        current.counterDiscount !== null &&
        counterTotal !== null ? (
          <Button
            disabled={busy}
            onClick={() => void act(() => acceptCounter.mutateAsync({ offerId, offerKey }))}
          >
            {acceptCounterText(current.counterDiscount, formatPounds(counterTotal))}
          </Button>
        ) : null}
        {current.status === 'awaiting_payment' ? (
          <>
            <p className="offer-page__note">{OFFER_PAYMENT_NEEDED}</p>
            <Button disabled={busy} onClick={() => void pay(current)}>
              Pay now
            </Button>
          </>
        ) : null}
        {offerWithdrawable(current.status) ? (
          <WithdrawOfferButton
            busy={busy}
            onWithdraw={() => act(() => withdraw.mutateAsync({ offerId, offerKey }))}
          />
        ) : null}
      </OfferCard>
      {payment ? (
        <CardPaymentModal
          campaignId={current.campaignId}
          companyName={current.companyName}
          purchase={payment}
          onClose={() => setPayment(null)}
          onRetry={() => {
            setPayment(null);
            void pay(current);
          }}
        />
      ) : null}
    </div>
  );
}
