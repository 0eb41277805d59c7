import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { RATING_COMMENT_MAX, RATING_TEXT, characterCount } from '@stepup/domain';
import type { Rating } from '@stepup/contracts';
import { Alert, Button, Preloader, errorFields, errorMessage, useSession } from '@stepup/ui';
import { useRateVoucher, useVoucherRating } from '../api/ratings';
import { RatingStars } from './rating-stars';
import './ratings.css';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * /rate/{voucherId} (ADR 052), opened from the invitation email or the wallet's used voucher: its
 * holder gives 1–5 stars and an optional comment, once. A visitor is asked to sign in first.
 */
export function RateVoucher({ voucherId }: { voucherId: string }) {
  const { user } = useSession();
  const signedIn = Boolean(user);
  const query = useVoucherRating(voucherId, { enabled: signedIn });
  if (user === undefined) return <Preloader label="Loading" />;
  if (user === null)
    return (
      <Alert tone="info">
        Please <Link to="/login">sign in</Link> to rate your voucher, then open this link again.
      </Alert>
    );
  if (query.isPending) return <Preloader label="Loading your voucher" />;
  if (query.isError)
    return <Alert tone="danger">{errorMessage(query.error, SOMETHING_WRONG)}</Alert>;
  const voucher = query.data;
  return (
    <section className="rate-voucher" aria-labelledby="rate-heading">
      <h2 id="rate-heading">{RATING_TEXT.heading(voucher.companyName)}</h2>
      <p className="rate-voucher__campaign">{voucher.campaignName}</p>
      {voucher.rating ? (
        <YourRating rating={voucher.rating} />
      ) : voucher.refusal ? (
        <Alert tone="info">{voucher.refusal}</Alert>
      ) : (
        <RateForm voucherId={voucherId} campaignId={voucher.campaignId} />
      )}
      <p className="rate-voucher__back">
        <Link to={`/campaign/${encodeURIComponent(voucher.campaignId)}`}>
          See {voucher.campaignName}
        </Link>
      </p>
    </section>
  );
}

function YourRating({ rating }: { rating: Rating }) {
  return (
    <div className="rate-voucher__done">
      <Alert tone="success">{RATING_TEXT.thanks}</Alert>
      <p>
        <RatingStars stars={rating.stars} /> {RATING_TEXT.yours(rating.stars)}
      </p>
      {rating.comment ? (
        <blockquote className="rating__comment">{rating.comment}</blockquote>
      ) : null}
    </div>
  );
}

function RateForm({ voucherId, campaignId }: { voucherId: string; campaignId: string }) {
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const rate = useRateVoucher(voucherId, campaignId);
  const commentId = useId();
  const countId = useId();
  const fields = errorFields(rate.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    rate.mutate({ stars: stars ?? 0, ...(comment.trim() ? { comment } : {}) });
  };
  return (
    <form className="rate-voucher__form" onSubmit={onSubmit} noValidate>
      <fieldset className="rate-voucher__stars" aria-invalid={fields.stars ? true : undefined}>
        <legend>{RATING_TEXT.stars}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="rate-voucher__star">
            <input
              type="radio"
              name="stars"
              value={n}
              checked={stars === n}
              onChange={() => setStars(n)}
            />
            <span>{RATING_TEXT.star(n)}</span>
          </label>
        ))}
        {fields.stars ? <span className="ui-field__error">{fields.stars}</span> : null}
      </fieldset>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={commentId}>
          {RATING_TEXT.comment}
        </label>
        <textarea
          id={commentId}
          className="ui-input rate-voucher__comment"
          rows={4}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={countId}
          aria-invalid={fields.comment ? true : undefined}
        />
        <span className="ui-field__hint" id={countId}>
          {characterCount(comment)} / {RATING_COMMENT_MAX}
        </span>
        {fields.comment ? <span className="ui-field__error">{fields.comment}</span> : null}
      </div>
      {rate.isError && !fields.stars && !fields.comment ? (
        <Alert tone="danger">{errorMessage(rate.error, SOMETHING_WRONG)}</Alert>
      ) : null}
      <Button type="submit" disabled={rate.isPending}>
        {rate.isPending ? RATING_TEXT.sending : RATING_TEXT.send}
      </Button>
    </form>
  );
}
