import { RATING_TEXT, ukDate } from '@stepup/domain';
import type { CampaignSummary } from '@stepup/contracts';
import { useCampaignRatings } from '../api/ratings';
import { RatingStars } from './rating-stars';
import { RatingSummary } from './rating-summary';
import './ratings.css';

/**
 * The campaign page's ratings (ADR 052): the average and count (server-rendered, from the
 * campaign's answer), then the latest comments and the company's replies once loaded.
 */
export function CampaignRatings({ campaign }: { campaign: CampaignSummary }) {
  const list = useCampaignRatings(campaign.id);
  const rated = (list.data?.ratings ?? []).filter((r) => r.comment || r.commentHidden || r.reply);
  return (
    <section className="campaign-ratings" aria-labelledby="campaign-ratings-heading">
      <h2 id="campaign-ratings-heading">{RATING_TEXT.ratings}</h2>
      <RatingSummary ratings={campaign.ratings ?? { count: 0, average: null }} />
      {rated.length > 0 ? (
        <ul className="campaign-ratings__list">
          {rated.map((r) => (
            <li key={r.id} className="rating">
              <p className="rating__head">
                <RatingStars stars={r.stars} />{' '}
                <span className="rating__date">{ukDate(new Date(r.createdAt))}</span>
              </p>
              {r.commentHidden ? (
                <p className="rating__hidden">{RATING_TEXT.hiddenComment}</p>
              ) : r.comment ? (
                <p className="rating__comment">{r.comment}</p>
              ) : null}
              {r.reply ? (
                <div className="rating__reply">
                  <strong>{RATING_TEXT.companyReply(campaign.company.name)}</strong>
                  <p>{r.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
