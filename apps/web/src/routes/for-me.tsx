import { ComingSoon } from '../components/coming-soon';

export function ForMeRoute() {
  return (
    <ComingSoon title="My Vouchers & Account">
      Your voucher wallet, unlocked vouchers, favourites and profile arrive with customer accounts.
    </ComingSoon>
  );
}
