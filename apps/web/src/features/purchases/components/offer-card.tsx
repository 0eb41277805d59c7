import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  customOfferStatusText,
  formatPounds,
  OFFER_WITHDRAW_CONFIRM,
  ukDateTime,
} from '@stepup/domain';
import type { CustomerCustomOffer } from '@stepup/contracts';
import { Button, cx, Modal } from '@stepup/ui';
import './offer-card.css';

/** How an offer's state reads at a glance (its badge's colour). */
function tone(status: CustomerCustomOffer['status']): 'waiting' | 'action' | 'done' | 'closed' {
  switch (status) {
    case 'pending':
    case 'accepted':
    case 'awaiting_card':
      return 'waiting';
    case 'countered':
    case 'awaiting_payment':
      return 'action';
    case 'charged':
      return 'done';
    default:
      return 'closed';
  }
}

/**
 * One custom offer as its buyer sees it (My offers, and the offer's own page): the campaign and
 * company, the value, discount and price (a gift's fee and the total), the state in words with
 * the time left, a counter-offer, a decline's reason, the voucher once issued, and the actions
 * the caller passes.
 */
export function OfferCard({
  offer,
  now,
  heading: Heading = 'h3',
  campaignLink = true,
  children,
}: {
  offer: CustomerCustomOffer;
  now: Date;
  heading?: 'h2' | 'h3';
  /** A link to the campaign page on the campaign's name. */
  campaignLink?: boolean;
  /** The actions open to the buyer in this state. */
  children?: ReactNode;
}) {
  const status = customOfferStatusText(offer, now);
  return (
    <article className="offer-card" aria-label={`${offer.campaignName}, ${offer.companyName}`}>
      <div className="offer-card__head">
        {offer.companyLogoUrl ? (
          <img className="offer-card__logo" src={offer.companyLogoUrl} alt="" />
        ) : null}
        <div className="offer-card__who">
          <Heading className="offer-card__title">
            {campaignLink ? (
              <Link to={`/campaign/${encodeURIComponent(offer.campaignId)}`}>
                {offer.campaignName}
              </Link>
            ) : (
              offer.campaignName
            )}
          </Heading>
          <p className="offer-card__company">{offer.companyName}</p>
        </div>
        <p className={cx('offer-card__status', `offer-card__status--${tone(offer.status)}`)}>
          {status}
        </p>
      </div>
      <dl className="offer-card__amounts">
        <div>
          <dt>Value</dt>
          <dd className="tabular">{formatPounds(offer.faceValuePence)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd className="tabular">{offer.discount}% off</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd className="tabular">{formatPounds(offer.voucherPricePence)}</dd>
        </div>
        {offer.buyFor === 'gift' ? (
          <div>
            <dt>Gift fee</dt>
            <dd className="tabular">{formatPounds(offer.giftingFeePence)}</dd>
          </div>
        ) : null}
      </dl>
      {offer.giftRecipientName ? (
        <p className="offer-card__line">Gift for {offer.giftRecipientName}</p>
      ) : null}
      {offer.status === 'countered' &&
      offer.counterDiscount !== null &&
      offer.counterVoucherPricePence !== null ? (
        <p className="offer-card__line offer-card__counter">
          {offer.companyName} offers {offer.counterDiscount}% off:{' '}
          <strong className="tabular">{formatPounds(offer.counterVoucherPricePence)}</strong>
          {offer.expiresAt ? ` — answer by ${ukDateTime(offer.expiresAt)} (UK time)` : null}
        </p>
      ) : null}
      {offer.status === 'declined' && offer.declineReason ? (
        <p className="offer-card__line">
          <span className="offer-card__label">Reason: </span>
          {offer.declineReason}
        </p>
      ) : null}
      {offer.status === 'charged' ? (
        <p className="offer-card__line">
          <Link to="/for-me">See your voucher in your wallet</Link>
        </p>
      ) : null}
      {children ? <div className="offer-card__actions">{children}</div> : null}
    </article>
  );
}

/** Withdraw, after a confirmation in a dialog (nothing is charged; the saved card is removed). */
export function WithdrawOfferButton({
  busy,
  onWithdraw,
}: {
  busy: boolean;
  onWithdraw: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
        Withdraw
      </Button>
      {asking ? (
        <Modal title="Withdraw offer?" onClose={() => setAsking(false)}>
          <p className="offer-card__confirm">{OFFER_WITHDRAW_CONFIRM}</p>
          <div className="offer-card__confirm-actions">
            <Button
              disabled={busy}
              onClick={() => {
                void onWithdraw().finally(() => setAsking(false));
              }}
            >
              {busy ? 'Withdrawing…' : 'Withdraw offer'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              Keep offer
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
