import { formatPounds } from '@stepup/domain';
import './campaign-card-view.css';

export interface CampaignPictureProps {
  companyName: string;
  campaignName: string;
  primaryImageUrl: string | null;
  logoUrl: string | null;
  /** Above the fold: load the images at once. */
  eager?: boolean;
  /**
   * The page's largest picture, its largest paint (LCP): fetched at once and before the other
   * images (fetchpriority="high"). One per page.
   */
  priority?: boolean;
  logoSize?: number;
}

/**
 * A campaign's 2:1 picture with the company logo as a round overlay. Width and height are set
 * so the space is kept before the image arrives; pictures below the fold load lazily.
 */
export function CampaignPicture({
  companyName,
  campaignName,
  primaryImageUrl,
  logoUrl,
  eager = false,
  priority = false,
  logoSize = 64,
}: CampaignPictureProps) {
  const loading = eager || priority ? 'eager' : 'lazy';
  return (
    <div className="campaign-image">
      {primaryImageUrl ? (
        <img
          className="campaign-image__picture"
          src={primaryImageUrl}
          alt={`${campaignName} at ${companyName}`}
          width={540}
          height={270}
          loading={loading}
          decoding={priority ? 'sync' : 'async'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        // The initial is drawn by CSS, not written as text, so it never joins the card's
        // visible text that a link's accessible name must contain (WCAG 2.5.3).
        <div
          className="campaign-image__placeholder"
          data-initial={companyName.slice(0, 1).toUpperCase()}
          aria-hidden="true"
        />
      )}
      {logoUrl ? (
        <img
          className="campaign-image__logo"
          src={logoUrl}
          alt={`${companyName} logo`}
          width={logoSize}
          height={logoSize}
          loading={loading}
          decoding="async"
        />
      ) : null}
    </div>
  );
}

export interface CampaignCardViewProps extends CampaignPictureProps {
  discounts: readonly number[];
  faceValuesPence: readonly number[];
  headingLevel?: 2 | 3 | 4;
}

/** "Save up to N%" on a card: the campaign's biggest step discount. */
export const cardSaveText = (discounts: readonly number[]) =>
  `Save up to ${Math.max(...discounts)}%`;

/**
 * What a customer sees of a campaign in a grid, without the link around it: the picture, the
 * company, "Save up to N%" (the loudest thing) and the third face value as the card price
 * (docs/product.md#home-page). The customer site wraps it in a link; the business site shows it as a preview.
 */
export function CampaignCardView({
  discounts,
  faceValuesPence,
  headingLevel = 3,
  ...picture
}: CampaignCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  const price = formatPounds(faceValuesPence[2] ?? 0);
  return (
    <>
      <CampaignPicture {...picture} />
      <div className="campaign-card__body">
        {/* The spaces between the blocks keep their words apart in the text a checker reads. */}
        <Heading className="campaign-card__company">{picture.companyName}</Heading>{' '}
        <p className="campaign-card__save">{cardSaveText(discounts)}</p>{' '}
        <p className="campaign-card__price tabular">
          <span className="campaign-card__price-label">Vouchers up to</span> {price}
        </p>
      </div>
    </>
  );
}
