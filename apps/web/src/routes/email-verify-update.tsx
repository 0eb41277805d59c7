import { PlaceholderPage } from '../components/placeholder-page';

export function EmailVerifyUpdateRoute() {
  return (
    <PlaceholderPage title="Email verification">
      Confirming a changed email address arrives with customer accounts.
    </PlaceholderPage>
  );
}
