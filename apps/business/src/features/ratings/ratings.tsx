import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RATING_TEXT, ratingAverage, ratingSummaryText, ukDate } from '@stepup/domain';
import type { AdminRating, CompanyRating } from '@stepup/contracts';
import { Alert, Button, EmptyState, Preloader, errorMessage, useApiClient } from '@stepup/ui';
import { useCompanyPermissions } from '../team/api/use-company-permissions';
import './ratings.css';

// Ratings after redemption (ADR 052): the company reads its ratings and replies once to each
// (owners); an admin hides an abusive comment (written to the interaction log).

const SOMETHING_WRONG = 'Something went wrong. Please try again.';
const companyKey = ['company-ratings'] as const;
const adminKey = ['admin-ratings'] as const;

const starsText = (stars: number) => `${stars} out of 5 stars`;

/** /ratings: the company's latest ratings, newest first, each with its reply or a reply form. */
export function CompanyRatings() {
  const client = useApiClient();
  const permissions = useCompanyPermissions();
  const query = useQuery({ queryKey: companyKey, queryFn: () => client.ratings.ofCompany() });
  if (query.isPending) return <Preloader label="Loading your ratings" />;
  if (query.isError)
    return <Alert tone="danger">{errorMessage(query.error, SOMETHING_WRONG)}</Alert>;
  const { ratings } = query.data;
  if (ratings.length === 0) return <EmptyState title={RATING_TEXT.noRatings} />;
  const total = ratings.reduce((sum, r) => sum + r.stars, 0);
  const canReply = permissions.allows('replyToRatings');
  return (
    <div className="ratings">
      <p className="ratings__summary">
        {ratingSummaryText(ratingAverage(total, ratings.length), ratings.length)}
      </p>
      <ul className="ratings__list">
        {ratings.map((rating) => (
          <li key={rating.id} className="ratings__item">
            <RatingBody rating={rating} />
            {rating.reply ? (
              <div className="ratings__reply">
                <strong>{RATING_TEXT.reply}</strong>
                <p>{rating.reply}</p>
              </div>
            ) : canReply ? (
              <ReplyForm ratingId={rating.id} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RatingBody({ rating }: { rating: CompanyRating }) {
  return (
    <>
      <p className="ratings__head">
        <strong>{rating.campaignName}</strong> · <span>{starsText(rating.stars)}</span> ·{' '}
        <span className="ratings__date">{ukDate(new Date(rating.createdAt))}</span>
      </p>
      {rating.commentHidden ? (
        <p className="ratings__hidden">{RATING_TEXT.hiddenComment}</p>
      ) : rating.comment ? (
        <p className="ratings__comment">{rating.comment}</p>
      ) : null}
    </>
  );
}

function ReplyForm({ ratingId }: { ratingId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const id = useId();
  const reply = useMutation({
    mutationFn: () => client.ratings.reply(ratingId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate();
  };
  return (
    <form className="ratings__form" onSubmit={onSubmit} noValidate>
      <label className="ui-field__label" htmlFor={id}>
        {RATING_TEXT.reply}
      </label>
      <textarea
        id={id}
        className="ui-input"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {reply.isError ? (
        <Alert tone="danger">{errorMessage(reply.error, SOMETHING_WRONG)}</Alert>
      ) : null}
      <Button type="submit" size="small" disabled={reply.isPending}>
        {RATING_TEXT.sendReply}
      </Button>
    </form>
  );
}

/** /admin/ratings: the latest commented ratings; an admin who writes campaigns hides one. */
export function AdminRatings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminKey, queryFn: () => client.ratings.ofMarketplace() });
  const hide = useMutation({
    mutationFn: (ratingId: string) => client.ratings.hideComment(ratingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
  if (query.isPending) return <Preloader label="Loading ratings" />;
  if (query.isError)
    return <Alert tone="danger">{errorMessage(query.error, SOMETHING_WRONG)}</Alert>;
  const { ratings } = query.data;
  if (ratings.length === 0) return <EmptyState title={RATING_TEXT.noRatings} />;
  return (
    <div className="ratings">
      {hide.isError ? (
        <Alert tone="danger">{errorMessage(hide.error, SOMETHING_WRONG)}</Alert>
      ) : null}
      <ul className="ratings__list">
        {ratings.map((rating: AdminRating) => (
          <li key={rating.id} className="ratings__item">
            <p className="ratings__head">
              <strong>{rating.companyName}</strong> · {rating.campaignName} ·{' '}
              <span>{starsText(rating.stars)}</span> ·{' '}
              <span className="ratings__date">{ukDate(new Date(rating.createdAt))}</span>
            </p>
            <p className="ratings__comment">{rating.comment}</p>
            {rating.commentHidden ? (
              <p className="ratings__hidden">{RATING_TEXT.hidden}</p>
            ) : (
              <Button
                variant="secondary"
                size="small"
                disabled={hide.isPending}
                onClick={() => hide.mutate(rating.id)}
                aria-label={`${RATING_TEXT.hide} on ${rating.companyName}, ${starsText(rating.stars)}`}
              >
                {RATING_TEXT.hide}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
