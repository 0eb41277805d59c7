import { AccountPage } from '../features/account/components/account-page';
import { FavouriteCampaigns } from '../features/campaigns/components/favourite-campaigns';

export function ForMeRoute() {
  return <AccountPage favourites={<FavouriteCampaigns />} />;
}
