import { BadgePercent, CalendarClock, ExternalLink, Gift, Info, Star, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { campaignHeadline, formatPounds, STEPS, stepLabel } from '@stepup/domain';
import type { CampaignSummary } from '@stepup/contracts';
import { Alert, Card } from '@stepup/ui';
import { CampaignImage } from './campaign-image';
import './campaign-details.css';

const explainer = [
  { icon: Ticket, title: 'Choose your voucher', text: 'Pick a value to spend at the business.' },
  { icon: BadgePercent, title: 'Get an instant discount', text: 'Pay less than the face value.' },
  { icon: Gift, title: 'Unlock bigger discounts', text: 'Each repeat purchase saves you more.' },
];

/** The read-only campaign page: who, how much it saves, the ladder and the expiry. */
export function CampaignDetails({ campaign }: { campaign: CampaignSummary }) {
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
        <Card className="campaign-details__media">
          <CampaignImage campaign={campaign} eager logoSize={96} />
        </Card>

        <div className="campaign-details__info">
          <div className="campaign-details__labels">
            <span className="campaign-badge">Exclusive</span>
            {campaign.featured ? (
              <span className="campaign-badge campaign-badge--featured">
                <Star aria-hidden="true" size={14} /> Featured
              </span>
            ) : null}
          </div>
          <h2 className="campaign-details__company">{company.name}</h2>
          {company.website ? (
            <p>
              <a href={company.website} target="_blank" rel="noopener noreferrer">
                Business website
                <ExternalLink aria-hidden="true" size={16} className="inline-icon" />
                <span className="ui-visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
          <p className="campaign-details__headline">{headline}</p>

          <h3>Your discount steps</h3>
          <ol className="campaign-steps">
            {STEPS.map((step) => (
              <li key={step} className="campaign-steps__step">
                <span className="campaign-steps__number">Step {step}</span>
                <span className="campaign-steps__label">{stepLabel(step, campaign.discounts)}</span>
              </li>
            ))}
          </ol>

          <h3>Voucher values</h3>
          <ul className="campaign-values tabular">
            {campaign.faceValuesPence.map((pence, index) => (
              <li key={index}>{formatPounds(pence)}</li>
            ))}
          </ul>

          <p className="campaign-details__expiry">
            <CalendarClock aria-hidden="true" size={20} />
            <span>
              Expires in {years} {years === 1 ? 'year' : 'years'} from purchase
            </span>
          </p>

          <Alert tone="info">
            Buying vouchers is coming soon. You'll choose a value, pay by card, and keep your
            voucher in My Vouchers &amp; Account.
          </Alert>
        </div>
      </div>

      <section className="campaign-details__about" aria-labelledby="about-campaign">
        <h2 id="about-campaign">About {campaign.name}</h2>
        <p className="campaign-details__description">{campaign.description}</p>
        <p className="campaign-details__note">
          <Info aria-hidden="true" size={18} />
          <span>
            Vouchers are bought from {company.name}, not from us. See the{' '}
            <Link to="/app-t-and-c">Terms &amp; Conditions</Link>.
          </span>
        </p>
      </section>
    </div>
  );
}
