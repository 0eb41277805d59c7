import { Link } from 'react-router';
import { formatPounds, ratingSummaryText } from '@stepup/domain';
import { CampaignCardView, cardSaveText } from '@stepup/ui';
import type { CampaignSummary } from '@stepup/contracts';
import { RatingSummary } from '../../ratings/components/rating-summary';
import { FavouriteButton } from './favourite-button';
import './campaign-card.css';

/**
 * One campaign in a grid: the card links to its page. "Save up to N%" is the loudest thing on
 * it; the price shown is the third face-value slot (docs/product.md#home-page). The heart sits on the picture,
 * beside the link rather than inside it (a button inside a link is not allowed).
 */
export function CampaignCard({
  campaign,
  eager = false,
  priority = false,
  headingLevel = 3,
}: {
  campaign: CampaignSummary;
  /** Above the fold: load the images at once. */
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched first (CampaignPicture). */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const company = campaign.company.name;
  const save = cardSaveText(campaign.discounts);
  const price = formatPounds(campaign.faceValuesPence[2]);
  const rated = campaign.ratings && campaign.ratings.count > 0 ? campaign.ratings : null;
  const rating = rated ? `, ${ratingSummaryText(rated.average, rated.count)}` : '';
  return (
    <div className="campaign-card-frame">
      <Link
        to={`/campaign/${encodeURIComponent(campaign.id)}`}
        className="campaign-card"
        // The name reads the card's visible text in order, without the pictures' descriptions, so a
        // speech-input user can say what they see (WCAG 2.5.3).
        aria-label={`${company}, ${save}, Vouchers up to ${price}${rating}`}
        data-campaign-id={campaign.id}
      >
        <CampaignCardView
          companyName={company}
          campaignName={campaign.name}
          primaryImageUrl={campaign.primaryImageUrl}
          logoUrl={campaign.company.logoUrl}
          discounts={campaign.discounts}
          faceValuesPence={campaign.faceValuesPence}
          headingLevel={headingLevel}
          eager={eager}
          priority={priority}
        />
        {/* A space first, so the price and the rating stay apart in the text a checker reads. */}
        {rated ? (
          <>
            {' '}
            <RatingSummary ratings={rated} className="campaign-card__rating" />
          </>
        ) : null}
      </Link>
      <FavouriteButton
        campaignId={campaign.id}
        companyName={company}
        className="campaign-card__favourite"
      />
    </div>
  );
}
