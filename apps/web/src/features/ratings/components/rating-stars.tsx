import { Star } from 'lucide-react';

/** Whole stars out of five, read out as "4 out of 5 stars". */
export function RatingStars({ stars }: { stars: number }) {
  return (
    <span className="rating-stars" role="img" aria-label={`${stars} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          size={16}
          className={n <= stars ? 'rating-stars__on' : 'rating-stars__off'}
        />
      ))}
    </span>
  );
}
