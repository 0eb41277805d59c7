import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { NO_OFFERS_YET, OFFER_ACTION_FAILED, offerWithdrawable } from '@stepup/domain';
import { Alert, Button, buttonClassName, EmptyState, errorMessage, Spinner } from '@stepup/ui';
import { useCustomOffers, useOfferAction } from '../api/custom-offers';
import { useNow } from '../hooks/use-now';
import { offerPath } from '../lib/offer-paths';
import { OfferCard, WithdrawOfferButton } from './offer-card';

/**
 * My offers (a tab of /for-me, docs/product.md#custom-offers): the signed-in customer's custom
 * offers, newest first, each with its state in words; Withdraw (after a confirmation) while the
 * company has not accepted, and the offer's page where the customer has to act (a counter-offer
 * to accept, a payment to complete).
 */
export function MyOffers() {
  const offers = useCustomOffers();
  const withdraw = useOfferAction('withdraw');
  const now = useNow();
  if (offers.isPending) return <Spinner label="Loading your offers" size="large" />;
  if (offers.isError) {
    return (
      <Alert tone="danger">
        We couldn't load your offers just now.{' '}
        <Button variant="link" onClick={() => void offers.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const list = offers.data.offers;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<Sparkles size={40} />}
        title="No offers yet"
        headingLevel={3}
        action={
          <Link to="/" className={buttonClassName()}>
            Browse vouchers
          </Link>
        }
      >
        {NO_OFFERS_YET}
      </EmptyState>
    );
  }
  return (
    <div className="my-offers">
      {withdraw.isError ? (
        <Alert tone="danger">{errorMessage(withdraw.error, OFFER_ACTION_FAILED)}</Alert>
      ) : null}
      <ul className="offer-card-list">
        {list.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} now={now}>
              {offer.status === 'countered' || offer.status === 'awaiting_payment' ? (
                <Link className={buttonClassName({})} to={offerPath(offer.id)}>
                  {offer.status === 'countered' ? 'See the counter-offer' : 'Complete payment'}
                </Link>
              ) : null}
              {offerWithdrawable(offer.status) ? (
                <WithdrawOfferButton
                  busy={withdraw.isPending}
                  onWithdraw={() => withdraw.mutateAsync({ offerId: offer.id }).catch(() => null)}
                />
              ) : null}
            </OfferCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
