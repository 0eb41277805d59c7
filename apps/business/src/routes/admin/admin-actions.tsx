import { PageTitle } from '@stepup/ui';
import { INTERACTION_LOG_LEAD, INTERACTION_LOG_TITLE } from '@stepup/domain';
import { InteractionLogList } from '../../features/interaction-log/components/interaction-log-list';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admin-payments/components/admin-payments.css';
import '../../features/interaction-log/components/interaction-log.css';

export function AdminActionsRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={INTERACTION_LOG_LEAD}>
        {INTERACTION_LOG_TITLE}
      </PageTitle>
      <InteractionLogList />
    </div>
  );
}
