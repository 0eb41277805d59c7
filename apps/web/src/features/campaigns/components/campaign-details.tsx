import { BadgePercent, CalendarClock, ExternalLink, Gift, Info, Star, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CAMPAIGN_SITES_ALL_LEAD,
  CAMPAIGN_SITES_LIMITED_LEAD,
  campaignHeadline,
} from '@stepup/domain';
import type { CampaignDetail } from '@stepup/contracts';
import { Card } from '@stepup/ui';
import { CampaignImage } from './campaign-image';
import { CampaignSites } from './campaign-sites';
import { CampaignRatings } from '../../ratings/components/campaign-ratings';
import { FavouriteButton } from './favourite-button';
import { FeaturedStrip } from './featured-strip';
import { ShareCampaign } from './share-campaign';
import './campaign-details.css';

const explainer = [
  { icon: Ticket, title: 'Choose your voucher', text: 'Pick a value to spend at the business.' },
  { icon: BadgePercent, title: 'Get an instant discount', text: 'Pay less than the face value.' },
  { icon: Gift, title: 'Unlock bigger discounts', text: 'Each repeat purchase saves you more.' },
];

/**
 * The campaign page (docs/product.md#campaign-page): who sells it, how much it saves,
 * the ladder at this customer's step, the purchase inputs (`purchasePanel`, composed by the
 * route), and other featured campaigns.
 */
export function CampaignDetails({
  detail,
  purchasePanel,
}: {
  detail: CampaignDetail;
  purchasePanel: ReactNode;
}) {
  const { campaign } = detail;
  const company = campaign.company;
  const headline = campaignHeadline({ discounts: campaign.discounts, companyName: company.name });
  const years = campaign.expiryYears;
  return (
    <div className="campaign-details">
      <ol className="campaign-explainer" aria-label="How it works">
        {explainer.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon aria-hidden="true" size={28} />
            <div>
              <strong>{title}</strong>
              <span>{text}</span>
            </div>
          </li>
        ))}
      </ol>

      <div className="campaign-details__layout">
        <div className="campaign-details__side">
          <Card className="campaign-details__media">
            <CampaignImage campaign={campaign} priority logoSize={96} />
          </Card>
          <section className="campaign-details__about" aria-labelledby="about-campaign">
            <h2 id="about-campaign">{campaign.name}</h2>
            <p className="campaign-details__description">{campaign.description}</p>
            <p className="campaign-details__expiry">
              <CalendarClock aria-hidden="true" size={20} />
              <span>
                Vouchers expire {years} {years === 1 ? 'year' : 'years'} after purchase.
              </span>
            </p>
            <p className="campaign-details__note">
              <Info aria-hidden="true" size={18} />
              <span>
                You buy this voucher from {company.name}, not from us: {company.name} provides what
                it is spent on. See our <Link to="/app-t-and-c">Terms &amp; Conditions</Link>.
              </span>
            </p>
            <CampaignSites
              sites={detail.sites ?? []}
              lead={
                detail.sitesLimited
                  ? CAMPAIGN_SITES_LIMITED_LEAD(company.name)
                  : CAMPAIGN_SITES_ALL_LEAD(company.name)
              }
            />
          </section>
          <CampaignRatings campaign={campaign} />
        </div>

        <div className="campaign-details__info">
          <div className="campaign-details__top">
            <div className="campaign-details__labels">
              <span className="campaign-badge">Exclusive</span>
              {campaign.featured ? (
                <span className="campaign-badge campaign-badge--featured">
                  <Star aria-hidden="true" size={14} /> Featured
                </span>
              ) : null}
            </div>
            <div className="campaign-details__actions">
              <FavouriteButton campaignId={campaign.id} companyName={company.name} />
              <ShareCampaign
                title={`${headline} – ${campaign.name}`}
                path={`/campaign/${encodeURIComponent(campaign.id)}`}
              />
            </div>
          </div>
          <h2 className="campaign-details__company">{company.name}</h2>
          {company.website ? (
            <p className="campaign-details__website">
              <a href={company.website} target="_blank" rel="noopener noreferrer">
                Business website
                <ExternalLink aria-hidden="true" size={16} className="inline-icon" />
                <span className="ui-visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
          <p className="campaign-details__headline">{headline}</p>

          {purchasePanel}
        </div>
      </div>

      <FeaturedStrip exceptId={campaign.id} />
    </div>
  );
}
