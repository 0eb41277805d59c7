import { Link } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { OffersInbox } from '../features/custom-offers/components/offers-inbox';
import '../features/custom-offers/components/offers.css';

/** The custom-offers inbox: customers' own offers, to accept, decline or counter within 24 hours. */
export function OffersRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={[
          <Link key="d" to="/dashboard">
            Dashboard
          </Link>,
          'Custom offers',
        ]}
        lead="Customers' own offers on your campaigns: answer each within 24 hours. A card is charged only when an offer is accepted."
      >
        Custom offers
      </PageTitle>
      <OffersInbox />
    </div>
  );
}
