import { PageTitle } from '@stepup/ui';
import { OwnerOnly } from '../features/team/components/owner-only';
import { PaymentsConnectionCard } from '../features/payments/components/payments-connection';
import { SalesList } from '../features/payments/components/sales-list';
import '../features/basic-information/basic-information.css';
import '../features/payments/payments.css';

/** /payments: connect payments, then every sale of the company's vouchers with the CSV export. */
export function PaymentsRoute() {
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
        <SalesList />
      </OwnerOnly>
    </div>
  );
}
