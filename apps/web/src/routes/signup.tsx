import { PlaceholderPage } from '../components/placeholder-page';

export function SignupRoute() {
  return (
    <PlaceholderPage title="Customer Sign Up">
      Creating a free account to keep your vouchers and unlock bigger discounts is coming soon.
    </PlaceholderPage>
  );
}
