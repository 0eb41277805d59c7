import { PageTitle } from '@stepup/ui';
import { AdminDashboard } from '../../features/admin-review/components/admin-dashboard';
import '../../features/admin-review/components/admin-review.css';

export function AdminDashboardRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead="New companies and campaign requests awaiting review.">
        Dashboard
      </PageTitle>
      <AdminDashboard />
    </div>
  );
}
