import { useEffect, useRef, useState } from 'react';
import { Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { CompanyCustomOffer } from '@stepup/contracts';
import {
  counterOfferPricePence,
  CUSTOM_DISCOUNT_MIN,
  formatPounds,
  inboxOfferStatusText,
  NO_OFFERS_ANSWERED,
  NO_OFFERS_WAITING,
  OFFER_ANSWER_FAILED,
  offerAcceptedOutcome,
  offerAwaitingPaymentOutcome,
  offerAwaitsCompany,
  offerCounteredOutcome,
  offerDeclinedOutcome,
  OFFERS_LOAD_FAILED,
  OFFERS_OWNERS_ANSWER,
  offerTimeLeft,
  ukDayAndTime,
} from '@stepup/domain';
import { Alert, Button, Card, EmptyState, errorMessage, Preloader } from '@stepup/ui';
import type { OfferAnswer } from '../api/answer-offer';
import { useAnswerOffer } from '../api/answer-offer';
import type { OfferView } from '../api/get-company-offers';
import { useCompanyOffers } from '../api/get-company-offers';
import { useCompanyPermissions } from '../../team/api/use-company-permissions';
import { AcceptDialog, CounterDialog, DeclineDialog } from './answer-dialogs';

/** The clock the time left is counted from, moved on every half minute. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Open offers still have a clock running: the company's or the customer's answer is due. */
const clockRunning = (status: CompanyCustomOffer['status']) =>
  status === 'pending' ||
  status === 'countered' ||
  status === 'accepted' ||
  status === 'awaiting_payment';

/** The badge's colour: sold, refused or ended unsold, closed by the customer, or still open. */
const statusTone = (status: CompanyCustomOffer['status']) =>
  status === 'charged'
    ? 'sold'
    : status === 'declined' || status === 'expired' || status === 'failed'
      ? 'unsold'
      : status === 'withdrawn'
        ? 'closed'
        : 'open';

/** What the inbox says once the server has taken an answer (the offer as it now is). */
function outcomeText(answer: OfferAnswer, offer: CompanyCustomOffer): string {
  const name = offer.customerFirstName;
  if (answer.kind === 'decline') return offerDeclinedOutcome(name);
  if (answer.kind === 'counter') {
    const discount = offer.counterDiscount ?? answer.discount;
    return offerCounteredOutcome(
      name,
      discount,
      formatPounds(counterOfferPricePence(offer.faceValuePence, discount)),
    );
  }
  if (offer.status === 'awaiting_payment') return offerAwaitingPaymentOutcome(name);
  return offerAcceptedOutcome(name, offer.status === 'charged');
}

function OfferFacts({ offer, now }: { offer: CompanyCustomOffer; now: Date }) {
  return (
    <dl className="offer__facts">
      <div>
        <dt>Face value</dt>
        <dd className="tabular">{formatPounds(offer.faceValuePence)}</dd>
      </div>
      <div>
        <dt>Discount</dt>
        <dd className="tabular">{offer.discount}%</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>
          <span className="tabular">{formatPounds(offer.voucherPricePence)}</span>
          {offer.giftingFeePence > 0 ? (
            <span className="offer__aside">
              {' '}
              plus the {formatPounds(offer.giftingFeePence)} gifting fee
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>For</dt>
        <dd>{offer.buyFor === 'gift' ? 'Gift' : 'Myself'}</dd>
      </div>
      {offer.counterDiscount !== null ? (
        <div>
          <dt>Your counter-offer</dt>
          <dd>
            <span className="tabular">{offer.counterDiscount}%</span> ·{' '}
            <span className="tabular">
              {formatPounds(counterOfferPricePence(offer.faceValuePence, offer.counterDiscount))}
            </span>
          </dd>
        </div>
      ) : null}
      {clockRunning(offer.status) && offer.expiresAt ? (
        <div className="offer__fact--wide">
          <dt>Time left</dt>
          <dd>
            {offerTimeLeft(offer.expiresAt, now)}
            <span className="offer__aside"> until {ukDayAndTime(offer.expiresAt)} (UK time)</span>
          </dd>
        </div>
      ) : offer.decidedAt ? (
        <div>
          <dt>
            {offer.status === 'withdrawn' || offer.status === 'expired' ? 'Ended' : 'Answered'}
          </dt>
          <dd>{ukDayAndTime(offer.decidedAt)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function OfferCard({
  offer,
  now,
  canAnswer,
  onAnswer,
}: {
  offer: CompanyCustomOffer;
  now: Date;
  canAnswer: boolean;
  onAnswer: (offer: CompanyCustomOffer, kind: OfferAnswer['kind']) => void;
}) {
  const titleId = `offer-${offer.id}`;
  return (
    <li>
      <Card padded className="offer" aria-labelledby={titleId}>
        <div className="offer__head">
          <h2 id={titleId} className="offer__title">
            {offer.customerFirstName}
            {' · '}
            <span className="offer__campaign">{offer.campaignName}</span>
          </h2>
          <span className={`offer-badge offer-badge--${statusTone(offer.status)}`}>
            {inboxOfferStatusText(offer)}
          </span>
        </div>
        <p className="offer__made">Made {ukDayAndTime(offer.createdAt)}</p>
        <OfferFacts offer={offer} now={now} />
        <div className="offer__steps">
          <h3 className="offer__steps-title">Your usual steps</h3>
          <ol className="offer__steps-list">
            {offer.stepFaceValuesPence.map((face, i) => (
              <li key={i}>
                <span className="offer__step-name">Step {i + 1}</span>{' '}
                <span className="tabular">{formatPounds(face)}</span> at{' '}
                <span className="tabular">{offer.stepDiscounts[i]}%</span>
              </li>
            ))}
          </ol>
        </div>
        {offer.declineReason ? (
          <p className="offer__reason">Your reason: {offer.declineReason}</p>
        ) : null}
        {canAnswer && offerAwaitsCompany(offer.status) ? (
          <div
            className="offer__actions"
            role="group"
            aria-label={`Answer ${offer.customerFirstName}'s offer`}
          >
            <Button onClick={() => onAnswer(offer, 'accept')}>Accept</Button>
            {offer.discount > CUSTOM_DISCOUNT_MIN ? (
              // A counter asks for less discount: there is none below the lowest.
              <Button variant="secondary" onClick={() => onAnswer(offer, 'counter')}>
                Counter-offer
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => onAnswer(offer, 'decline')}>
              Decline
            </Button>
          </div>
        ) : null}
      </Card>
    </li>
  );
}

const views: { view: OfferView; label: string; to: string }[] = [
  { view: 'waiting', label: 'Waiting', to: '/offers' },
  { view: 'answered', label: 'Answered', to: '/offers?view=answered' },
];

/**
 * /offers: the company's custom offers. Waiting (the company's turn, the customer's turn after a
 * counter-offer, and accepted offers awaiting the customer's payment) and Answered. Owners accept,
 * decline (with an optional reason) or counter a pending offer; staff see the inbox only.
 */
export function OffersInbox() {
  const [params] = useSearchParams();
  const view: OfferView = params.get('view') === 'answered' ? 'answered' : 'waiting';
  const offers = useCompanyOffers(view);
  const permissions = useCompanyPermissions();
  // Answers set a price, like a campaign does: owners only (the server agrees).
  const canAnswer = permissions.allows('answerCustomOffers');
  const now = useNow();
  const answer = useAnswerOffer();
  const [open, setOpen] = useState<{ offer: CompanyCustomOffer; kind: OfferAnswer['kind'] }>();
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The answered offer's buttons are gone: the outcome is where the user carries on.
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  function openDialog(offer: CompanyCustomOffer, kind: OfferAnswer['kind']) {
    answer.reset();
    setOutcome(null);
    setOpen({ offer, kind });
  }

  function send(offer: CompanyCustomOffer, reply: OfferAnswer) {
    answer.mutate(
      { offerId: offer.id, answer: reply },
      {
        onSuccess: (updated) => {
          setOpen(undefined);
          setOutcome(outcomeText(reply, updated));
        },
      },
    );
  }

  const close = () => setOpen(undefined);
  const error = answer.error ? errorMessage(answer.error, OFFER_ANSWER_FAILED) : undefined;
  const waitingCount = offers.data && view === 'waiting' ? offers.data.waitingCount : null;

  return (
    <div className="offers">
      <nav className="offers__views" aria-label="Custom offers">
        <ul>
          {views.map((v) => (
            <li key={v.view}>
              <Link
                to={v.to}
                className="offers__view"
                aria-current={v.view === view ? 'page' : undefined}
                onClick={() => setOutcome(null)}
              >
                {v.label}
                {v.view === 'waiting' && waitingCount ? (
                  <span className="offers__count">
                    <span className="ui-visually-hidden">: </span>
                    {waitingCount}
                    <span className="ui-visually-hidden"> waiting for your answer</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {permissions.isCompanyUser && permissions.role && !canAnswer ? (
        <Alert tone="info">{OFFERS_OWNERS_ANSWER}</Alert>
      ) : null}
      <div ref={outcomeRef} tabIndex={-1} className="offers__outcome">
        {outcome ? <Alert tone="success">{outcome}</Alert> : null}
      </div>
      {offers.isPending ? (
        <Preloader label="Loading your custom offers" />
      ) : offers.isError ? (
        <Alert tone="danger">{errorMessage(offers.error, OFFERS_LOAD_FAILED)}</Alert>
      ) : offers.data.offers.length === 0 ? (
        <EmptyState icon={<Inbox size={32} />} title="Nothing here" headingLevel={2}>
          {view === 'waiting' ? NO_OFFERS_WAITING : NO_OFFERS_ANSWERED}
        </EmptyState>
      ) : (
        <ul className="offers__list" aria-label={view === 'waiting' ? 'Waiting' : 'Answered'}>
          {offers.data.offers.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              now={now}
              canAnswer={canAnswer}
              onAnswer={openDialog}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'accept' ? (
        <AcceptDialog
          offer={open.offer}
          onClose={close}
          pending={answer.isPending}
          error={error}
          onConfirm={() => send(open.offer, { kind: 'accept' })}
        />
      ) : open?.kind === 'decline' ? (
        <DeclineDialog
          offer={open.offer}
          onClose={close}
          pending={answer.isPending}
          error={error}
          onConfirm={(reason) =>
            send(open.offer, reason ? { kind: 'decline', reason } : { kind: 'decline' })
          }
        />
      ) : open?.kind === 'counter' ? (
        <CounterDialog
          offer={open.offer}
          onClose={close}
          pending={answer.isPending}
          error={error}
          onConfirm={(discount) => send(open.offer, { kind: 'counter', discount })}
        />
      ) : null}
    </div>
  );
}
