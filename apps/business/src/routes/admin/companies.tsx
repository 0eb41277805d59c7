import { PageTitle } from '@stepup/ui';
import { CompaniesList } from '../../features/admin-review/components/companies-list';
import '../../features/admin-review/components/admin-review.css';

export function AdminCompaniesRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Admin']}
        lead="Review new businesses and approve or deny them. Pending companies come first."
      >
        Companies
      </PageTitle>
      <CompaniesList />
    </div>
  );
}
