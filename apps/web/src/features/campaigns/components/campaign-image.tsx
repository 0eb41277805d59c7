import type { CampaignSummary } from '@stepup/contracts';

/**
 * A campaign's 2:1 picture with the company logo as a round overlay. Width and height are set
 * so the space is kept before the image arrives; pictures below the fold load lazily.
 */
export function CampaignImage({
  campaign,
  eager = false,
  logoSize = 64,
}: {
  campaign: CampaignSummary;
  eager?: boolean;
  logoSize?: number;
}) {
  const company = campaign.company.name;
  const loading = eager ? 'eager' : 'lazy';
  return (
    <div className="campaign-image">
      {campaign.primaryImageUrl ? (
        <img
          className="campaign-image__picture"
          src={campaign.primaryImageUrl}
          alt={`${campaign.name} at ${company}`}
          width={540}
          height={270}
          loading={loading}
          decoding="async"
        />
      ) : (
        <div className="campaign-image__placeholder" aria-hidden="true">
          {company.slice(0, 1).toUpperCase()}
        </div>
      )}
      {campaign.company.logoUrl ? (
        <img
          className="campaign-image__logo"
          src={campaign.company.logoUrl}
          alt={`${company} logo`}
          width={logoSize}
          height={logoSize}
          loading={loading}
          decoding="async"
        />
      ) : null}
    </div>
  );
}
