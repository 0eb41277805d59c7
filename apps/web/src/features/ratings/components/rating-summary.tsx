import { Star } from 'lucide-react';
import { ratingSummaryText } from '@stepup/domain';
import type { CampaignSummary } from '@stepup/contracts';
import './ratings.css';

/**
 * A campaign's average and count, as cards and the campaign page show them (ADR 052): "4.5 out
 * of 5 (12 ratings)", or "No ratings yet". Nothing when the answer carries no ratings.
 */
export function RatingSummary({
  ratings,
  className,
}: {
  ratings: CampaignSummary['ratings'];
  className?: string;
}) {
  if (!ratings) return null;
  const text = ratingSummaryText(ratings.average, ratings.count);
  return (
    <p className={['rating-summary', className].filter(Boolean).join(' ')} data-rating-summary>
      <Star aria-hidden="true" size={16} className="rating-summary__star" />
      <span>{text}</span>
    </p>
  );
}
