import { PageTitle } from '@stepup/ui';
import { useCompanyPermissions } from '../features/team/api/use-company-permissions';
import { OwnerOnly } from '../features/team/components/owner-only';
import { PaymentsConnectionCard } from '../features/payments/components/payments-connection';
import { SalesList } from '../features/payments/components/sales-list';
import '../features/basic-information/basic-information.css';
import '../features/payments/payments.css';

/** /payments: connect payments, then every sale of the company's vouchers with the CSV export. */
export function PaymentsRoute() {
  // Asked here, above OwnerOnly: an observer mounting below it would fetch the role again when
  // that failed, showing OwnerOnly's preloader and unmounting itself, over and over.
  const permissions = useCompanyPermissions();
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Company', 'Payments']}
        lead="Connect your payments account and see every voucher sale."
      >
        Payments
      </PageTitle>
      <OwnerOnly action="managePayments">
        <PaymentsConnectionCard />
        <SalesList mayCancel={permissions.allows('cancelVouchers')} />
      </OwnerOnly>
    </div>
  );
}
