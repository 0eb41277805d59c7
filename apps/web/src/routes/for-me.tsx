import { AccountPage } from '../features/account/components/account-page';

export function ForMeRoute() {
  return <AccountPage />;
}
