import { Link, useParams } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { CampaignSummaryCard } from '../features/campaigns/components/campaign-summary-card';
import { PaymentStatus } from '../features/purchases/components/payment-status';
import './payment-success.css';

/**
 * The payment result (docs/product.md#payment-result-page), where Stripe's return URL lands: the campaign
 * summary beside the payment's status.
 */
export function PaymentSuccessRoute() {
  const { id = '' } = useParams();
  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, 'Payment']}>Payment</PageTitle>
      <div className="payment-result">
        <CampaignSummaryCard campaignId={id} />
        <PaymentStatus campaignId={id} />
      </div>
    </div>
  );
}
