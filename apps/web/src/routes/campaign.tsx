import { Link, useParams } from 'react-router';
import { ApiError } from '@stepup/contracts';
import { Alert, Button, NotFound, PageTitle, Preloader } from '@stepup/ui';
import { useCampaign } from '../features/campaigns/api/get-campaign';
import { CampaignDetails } from '../features/campaigns/components/campaign-details';
import { PurchasePanel } from '../features/purchases/components/purchase-panel';

/** Campaign detail and purchase (docs/product.md#campaign-page); paying by card arrives with the next release. */
export function CampaignRoute() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);

  if (campaign.isError && campaign.error instanceof ApiError && campaign.error.status === 404) {
    return <NotFound home="/" className="ui-container" />;
  }
  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, 'Voucher Campaign Details']}>
        Voucher Campaign Details
      </PageTitle>
      {campaign.isPending ? (
        <Preloader label="Loading campaign" />
      ) : campaign.isError ? (
        <Alert tone="danger">
          We couldn't load this campaign just now.{' '}
          <Button variant="link" onClick={() => void campaign.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <CampaignDetails
          detail={campaign.data}
          purchasePanel={<PurchasePanel detail={campaign.data} />}
        />
      )}
    </div>
  );
}
