import { PageTitle } from '@stepup/ui';
import { AdminDashboard } from '../../features/admin-review/components/admin-dashboard';
import '../../features/admin-review/components/admin-review.css';
import '../../features/dashboards/components/dashboards.css';

export function AdminDashboardRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Admin']}
        lead="What awaits review, and the platform's figures over a period."
      >
        Dashboard
      </PageTitle>
      <AdminDashboard />
    </div>
  );
}
