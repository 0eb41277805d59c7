import { PageTitle } from '@stepup/ui';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { CampaignsList } from '../../features/admin-review/components/campaigns-list';
import '../../features/admin-review/components/admin-review.css';

export function AdminCampaignsRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Admin']}
        lead="Review campaign requests, then feature, top-pick, freeze or end live campaigns."
      >
        Campaigns
      </PageTitle>
      <ReadOnlyNotice area="campaigns" />
      <CampaignsList />
    </div>
  );
}
