import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import type { CampaignSummary } from '@stepup/contracts';
import { Alert, Button, buttonClassName, EmptyState, Spinner } from '@stepup/ui';
import { useUnlocked } from '../api/get-unlocked';
import './unlocked-vouchers.css';

/**
 * The Unlocked Vouchers tab of /for-me: up to 12 campaigns where the customer's next purchase is
 * at a bigger discount (step 2 or 3). The card comes from the route (features stay apart).
 */
export function UnlockedVouchers({
  renderCard,
}: {
  renderCard: (campaign: CampaignSummary) => ReactNode;
}) {
  const unlocked = useUnlocked();
  if (unlocked.isPending) return <Spinner label="Loading your unlocked vouchers" size="large" />;
  if (unlocked.isError) {
    return (
      <Alert tone="danger">
        We couldn't load your unlocked vouchers just now.{' '}
        <Button variant="link" onClick={() => void unlocked.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const campaigns = unlocked.data.campaigns;
  if (campaigns.length === 0) {
    return (
      <EmptyState
        icon={<Gift size={40} />}
        title="No bigger discounts unlocked yet"
        headingLevel={3}
        action={
          <Link to="/" className={buttonClassName()}>
            Browse vouchers
          </Link>
        }
      >
        Buy a voucher and your next one from the same business is at a bigger discount. Those
        campaigns wait for you here.
      </EmptyState>
    );
  }
  return (
    <div className="unlocked">
      <p className="unlocked__intro">
        Your next voucher from these businesses is at a bigger discount.
      </p>
      <ul className="ui-card-grid unlocked__grid">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="unlocked__item">
            {renderCard(campaign)}
            <UnlockedStep campaign={campaign} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What this customer unlocked: the step they buy at next and its discount. */
function UnlockedStep({ campaign }: { campaign: CampaignSummary }) {
  const level = campaign.viewerLevel;
  if (level !== 2 && level !== 3) return null;
  return (
    <p className="unlocked__step">
      Step {level} unlocked: <strong>{campaign.discounts[level - 1]}% off</strong> your next voucher
    </p>
  );
}
