import { Link, useParams } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { useAdminCompany } from '../../features/admin-review/api/get-admin-company';
import { CompanyView } from '../../features/admin-review/components/company-view';
import '../../features/admin-review/components/admin-review.css';

/** /admin/companies/:companyId/view: view as company (read-only). */
export function AdminCompanyViewRoute() {
  const { companyId = '' } = useParams();
  const company = useAdminCompany(companyId);
  const name = company.data?.name ?? 'Company';
  return (
    <div className="page">
      <PageTitle
        breadcrumb={[
          'Admin',
          <Link to="/admin/companies">Companies</Link>,
          <Link to={`/admin/companies/${companyId}`}>{name}</Link>,
        ]}
      >
        {`View as ${name}`}
      </PageTitle>
      <CompanyView id={companyId} />
    </div>
  );
}
