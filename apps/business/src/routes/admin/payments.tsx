import { PageTitle } from '@stepup/ui';
import { ADMIN_PAYMENTS_LEAD, ADMIN_PAYMENTS_TITLE } from '@stepup/domain';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { PaymentsList } from '../../features/admin-payments/components/payments-list';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admin-payments/components/admin-payments.css';

export function AdminPaymentsRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={ADMIN_PAYMENTS_LEAD}>
        {ADMIN_PAYMENTS_TITLE}
      </PageTitle>
      <ReadOnlyNotice area="payments" />
      <PaymentsList />
    </div>
  );
}
