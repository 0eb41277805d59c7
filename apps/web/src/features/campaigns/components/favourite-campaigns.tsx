import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, Button, buttonClassName, EmptyState, Spinner } from '@stepup/ui';
import { useFavourites } from '../api/get-favourites';
import { CampaignCard } from './campaign-card';
import './favourite-campaigns.css';

/** The Favorites tab of /for-me (docs/product.md#favourites: the user's favourite campaigns as cards). */
export function FavouriteCampaigns() {
  const favourites = useFavourites();
  if (favourites.isPending) return <Spinner label="Loading your favourites" size="large" />;
  if (favourites.isError) {
    return (
      <Alert tone="danger">
        We couldn't load your favourites just now.{' '}
        <Button variant="link" onClick={() => void favourites.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const campaigns = favourites.data.campaigns;
  if (campaigns.length === 0) {
    return (
      <EmptyState
        icon={<Heart size={40} />}
        title="No favourites yet"
        headingLevel={3}
        action={
          <Link to="/" className={buttonClassName()}>
            Browse vouchers
          </Link>
        }
      >
        Tap the heart on any voucher to keep it here for later.
      </EmptyState>
    );
  }
  return (
    <ul className="ui-card-grid favourite-campaigns">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} />
        </li>
      ))}
    </ul>
  );
}
