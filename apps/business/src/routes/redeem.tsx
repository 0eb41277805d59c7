import { Link } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { RedeemVoucher } from '../features/redemption/components/redeem-voucher';
import '../features/redemption/components/redeem.css';

/** Redeem a voucher at the till: type or scan its code, then mark it as used. */
export function RedeemRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={[
          <Link key="d" to="/dashboard">
            Dashboard
          </Link>,
          'Redeem',
        ]}
        lead="Type the customer's voucher code, or scan its QR code with your phone's camera."
      >
        Redeem a Voucher
      </PageTitle>
      <RedeemVoucher />
    </div>
  );
}
