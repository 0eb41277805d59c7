import { PageTitle } from '@stepup/ui';
import { AdminRatings } from '../../features/ratings/ratings';

/** /admin/ratings: customers' comments, to hide an abusive one (behind AdminAreaGate 'campaigns'). */
export function AdminRatingsRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Admin']}
        lead="The latest comments customers left with their ratings. Hiding one keeps its stars and is written to the interaction log."
      >
        Ratings
      </PageTitle>
      <AdminRatings />
    </div>
  );
}
