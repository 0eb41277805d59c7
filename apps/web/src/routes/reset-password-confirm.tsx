import { PlaceholderPage } from '../components/placeholder-page';

export function ResetPasswordConfirmRoute() {
  return (
    <PlaceholderPage title="Reset password">
      Choosing a new password from your reset email arrives together with customer accounts.
    </PlaceholderPage>
  );
}
