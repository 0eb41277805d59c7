import { Link } from 'react-router';
import { campaignHeadline } from '@stepup/domain';
import { Card, Preloader } from '@stepup/ui';
import { useCampaign } from '../api/get-campaign';
import { CampaignImage } from './campaign-image';
import './campaign-summary-card.css';

/** The campaign a payment was for (the payment result): picture, company, name and headline. */
export function CampaignSummaryCard({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId);
  return (
    <Card className="payment-result__summary">
      {campaign.isPending ? (
        <Preloader label="Loading campaign" />
      ) : campaign.isError ? (
        <p>
          <Link to={`/campaign/${encodeURIComponent(campaignId)}`}>Back to the campaign</Link>
        </p>
      ) : (
        <>
          <CampaignImage campaign={campaign.data.campaign} eager logoSize={64} />
          <div className="payment-result__about">
            <h2>{campaign.data.campaign.company.name}</h2>
            <p>{campaign.data.campaign.name}</p>
            <p className="payment-result__headline">
              {campaignHeadline({
                discounts: campaign.data.campaign.discounts,
                companyName: campaign.data.campaign.company.name,
              })}
            </p>
          </div>
        </>
      )}
    </Card>
  );
}
