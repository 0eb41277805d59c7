import { PageTitle } from '@stepup/ui';
import { ADMIN_CUSTOMERS_LEAD, ADMIN_CUSTOMERS_TITLE } from '@stepup/domain';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { CustomersList } from '../../features/admin-customers/components/customers-list';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admin-payments/components/admin-payments.css';
import '../../features/admin-customers/components/admin-customers.css';

export function AdminCustomersRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={ADMIN_CUSTOMERS_LEAD}>
        {ADMIN_CUSTOMERS_TITLE}
      </PageTitle>
      <ReadOnlyNotice area="customers" />
      <CustomersList />
    </div>
  );
}
