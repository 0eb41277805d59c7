import { Link } from 'react-router';
import { TILL_INSTALL_HINT } from '@stepup/domain';
import { PageTitle } from '@stepup/ui';
import { RedeemVoucher } from '../features/redemption/components/redeem-voucher';
import { TillSitePicker } from '../features/sites/components/till-site-picker';
import '../features/redemption/components/redeem.css';

/**
 * The till: type or scan a voucher's code, then mark it as used. The installed business app opens
 * here (ADR 039). A multi-site company's site picker goes in `toolbar`, above the code field.
 */
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
        lead={`Type the customer's voucher code, or scan its QR code with your phone's camera. ${TILL_INSTALL_HINT}`}
      >
        Redeem a Voucher
      </PageTitle>
      <RedeemVoucher toolbar={<TillSitePicker />} />
    </div>
  );
}
