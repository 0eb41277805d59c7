import { Link, useLocation, useParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import {
  customOfferSentMessage,
  OFFER_SENT_NOTHING_CHARGED,
  OFFER_SENT_TITLE,
} from '@stepup/domain';
import { buttonClassName, Card, PageTitle, useSession } from '@stepup/ui';
import { useCampaign } from '../features/campaigns/api/get-campaign';
import { CampaignSummaryCard } from '../features/campaigns/components/campaign-summary-card';
import { MY_OFFERS_PATH, offerPath } from '../features/purchases/lib/offer-paths';
import './payment-success.css';

/**
 * A custom offer's confirmation (docs/product.md#custom-offers), where the card form lands once
 * the card is saved: the campaign beside 'Your request has been sent…' naming its company ("Company's"
 * while it is unknown), that nothing was charged, and the ways on: the offer itself, the
 * customer's offers (signed in) and home.
 */
export function PaymentRequestSuccessRoute() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const { user } = useSession();
  // The card form says which offer it sent (a guest follows it there with the key kept in the tab).
  const offerId = (useLocation().state as { offerId?: unknown } | null)?.offerId;
  const companyName = campaign.data?.campaign.company.name;
  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, OFFER_SENT_TITLE]}>
        {OFFER_SENT_TITLE}
      </PageTitle>
      <div className="payment-result">
        <CampaignSummaryCard campaignId={id} />
        <Card className="payment-result__status">
          <h2 className="payment-status payment-status--complete">
            <CheckCircle2 aria-hidden="true" size={28} />
            <span>{OFFER_SENT_TITLE}</span>
          </h2>
          <p>{customOfferSentMessage(companyName)}</p>
          <p className="payment-result__muted">{OFFER_SENT_NOTHING_CHARGED}</p>
          <div className="payment-result__actions">
            {typeof offerId === 'string' ? (
              <Link className={buttonClassName({})} to={offerPath(offerId)}>
                See your offer
              </Link>
            ) : null}
            {user ? (
              <Link className={buttonClassName({ variant: 'secondary' })} to={MY_OFFERS_PATH}>
                My Offers
              </Link>
            ) : null}
            <Link className={buttonClassName({ variant: 'secondary' })} to="/">
              Browse more vouchers
            </Link>
          </div>
        </Card>
      </div>
    </div>
  );
}
