import type { CampaignSummary } from '@stepup/contracts';
import { CampaignPicture } from '@stepup/ui';

/** A campaign's 2:1 picture with the company logo as a round overlay (the shared CampaignPicture). */
export function CampaignImage({
  campaign,
  eager = false,
  priority = false,
  logoSize = 64,
}: {
  campaign: CampaignSummary;
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched first (CampaignPicture). */
  priority?: boolean;
  logoSize?: number;
}) {
  return (
    <CampaignPicture
      companyName={campaign.company.name}
      campaignName={campaign.name}
      primaryImageUrl={campaign.primaryImageUrl}
      logoUrl={campaign.company.logoUrl}
      eager={eager}
      priority={priority}
      logoSize={logoSize}
    />
  );
}
