import { PageTitle } from '@stepup/ui';
import { CompanyRatings } from '../features/ratings/ratings';

/** /ratings: what customers said after using the company's vouchers, and its replies (ADR 052). */
export function RatingsRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Company', 'Ratings']}
        lead="What customers said a week after using your vouchers. You can reply once to each."
      >
        Ratings
      </PageTitle>
      <CompanyRatings />
    </div>
  );
}
