import { PageTitle } from '@stepup/ui';
import { ADMINS_LEAD, ADMINS_TITLE } from '@stepup/domain';
import { AdminsList } from '../../features/admins/components/admins-list';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admin-payments/components/admin-payments.css';
import '../../features/admins/components/admins.css';

export function AdminAdminsRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={ADMINS_LEAD}>
        {ADMINS_TITLE}
      </PageTitle>
      <AdminsList />
    </div>
  );
}
