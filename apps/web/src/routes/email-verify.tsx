import { PlaceholderPage } from '../components/placeholder-page';

export function EmailVerifyRoute() {
  return (
    <PlaceholderPage title="Email verification">
      Confirming your email address from the link we send you arrives with customer accounts.
    </PlaceholderPage>
  );
}
