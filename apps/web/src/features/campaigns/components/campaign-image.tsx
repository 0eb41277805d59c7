import type { CampaignSummary } from '@stepup/contracts';
import { CampaignPicture } from '@stepup/ui';

/** A campaign's 2:1 picture with the company logo as a round overlay (the shared CampaignPicture). */
export function CampaignImage({
  campaign,
  eager = false,
  logoSize = 64,
}: {
  campaign: CampaignSummary;
  eager?: boolean;
  logoSize?: number;
}) {
  return (
    <CampaignPicture
      companyName={campaign.company.name}
      campaignName={campaign.name}
      primaryImageUrl={campaign.primaryImageUrl}
      logoUrl={campaign.company.logoUrl}
      eager={eager}
      logoSize={logoSize}
    />
  );
}
