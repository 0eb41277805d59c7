import { PageTitle } from '@stepup/ui';
import { COMPANY_NOTIFICATIONS_LEAD, COMPANY_NOTIFICATIONS_TITLE } from '@stepup/domain';
import { AdminCompanyNotifications } from '../../features/company-notifications/components/admin-company-notifications';
import '../../features/admin-review/components/admin-review.css';
import '../../features/basic-information/basic-information.css';

export function AdminNotificationsRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={COMPANY_NOTIFICATIONS_LEAD}>
        {COMPANY_NOTIFICATIONS_TITLE}
      </PageTitle>
      <AdminCompanyNotifications />
    </div>
  );
}
