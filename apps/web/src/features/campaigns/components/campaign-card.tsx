import { Link } from 'react-router';
import { formatPounds, maxDiscount } from '@stepup/domain';
import type { CampaignSummary } from '@stepup/contracts';
import { CampaignImage } from './campaign-image';
import { FavouriteButton } from './favourite-button';
import './campaign-card.css';

/**
 * One campaign in a grid: the card links to its page. "Save up to N%" is the loudest thing on
 * it; the price shown is the third face-value slot (spec §3). The heart sits on the picture,
 * beside the link rather than inside it (a button inside a link is not allowed).
 */
export function CampaignCard({
  campaign,
  eager = false,
  headingLevel = 3,
}: {
  campaign: CampaignSummary;
  /** Above the fold: load the images at once. */
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const company = campaign.company.name;
  const save = `Save up to ${maxDiscount(campaign)}%`;
  const price = formatPounds(campaign.faceValuesPence[2]);
  return (
    <div className="campaign-card-frame">
      <Link
        to={`/campaign/${encodeURIComponent(campaign.id)}`}
        className="campaign-card"
        aria-label={`${company}, ${save}, ${price} voucher`}
        data-campaign-id={campaign.id}
      >
        <CampaignImage campaign={campaign} eager={eager} />
        <div className="campaign-card__body">
          <Heading className="campaign-card__company">{company}</Heading>
          <p className="campaign-card__save">{save}</p>
          <p className="campaign-card__price tabular">
            <span className="campaign-card__price-label">Vouchers up to</span> {price}
          </p>
        </div>
      </Link>
      <FavouriteButton
        campaignId={campaign.id}
        companyName={company}
        className="campaign-card__favourite"
      />
    </div>
  );
}
