import { PlaceholderPage } from '../components/placeholder-page';

export function ResetPasswordRoute() {
  return (
    <PlaceholderPage title="Forgot password">
      Resetting your password by email arrives together with customer accounts.
    </PlaceholderPage>
  );
}
