import { PlaceholderPage } from '../components/placeholder-page';

export function ForMeRoute() {
  return (
    <PlaceholderPage title="My Vouchers & Account">
      Your voucher wallet, unlocked vouchers, favourites and profile arrive with customer accounts.
    </PlaceholderPage>
  );
}
