import { Link, useParams } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { useAdminCompany } from '../../features/admin-review/api/get-admin-company';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { CompanyReview } from '../../features/admin-review/components/company-review';
import '../../features/admin-review/components/admin-review.css';

/** /admin/companies/:companyId: review one company. */
export function AdminCompanyRoute() {
  const { companyId = '' } = useParams();
  const company = useAdminCompany(companyId);
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Admin', <Link to="/admin/companies">Companies</Link>]}
        lead="Check its basic information, compliance data, images and payments before deciding."
      >
        {company.data?.name ?? 'Company review'}
      </PageTitle>
      <ReadOnlyNotice area="companies" />
      <CompanyReview id={companyId} />
    </div>
  );
}
