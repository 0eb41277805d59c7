import { AccountPage } from '../features/account/components/account-page';
import { CampaignCard } from '../features/campaigns/components/campaign-card';
import { FavouriteCampaigns } from '../features/campaigns/components/favourite-campaigns';
import { SavedDates } from '../features/dates/components/saved-dates';
import { MyOffers } from '../features/purchases/components/my-offers';
import { UnlockedVouchers } from '../features/wallet/components/unlocked-vouchers';
import { VoucherWallet } from '../features/wallet/components/voucher-wallet';

export function ForMeRoute() {
  return (
    <AccountPage
      wallet={<VoucherWallet />}
      unlocked={
        <UnlockedVouchers renderCard={(campaign) => <CampaignCard campaign={campaign} />} />
      }
      favourites={<FavouriteCampaigns />}
      offers={<MyOffers />}
      dates={<SavedDates />}
    />
  );
}
