import { Link, useParams } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { OfferPage } from '../features/purchases/components/offer-page';

/** /offers/{id}: one custom offer, opened from its emails or from My offers. */
export function OfferRoute() {
  const { offerId = '' } = useParams();
  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, 'Your offer']}>Your offer</PageTitle>
      <OfferPage key={offerId} offerId={offerId} />
    </div>
  );
}
