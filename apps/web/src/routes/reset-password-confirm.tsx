import { ComingSoon } from '../components/coming-soon';

export function ResetPasswordConfirmRoute() {
  return (
    <ComingSoon title="Reset password">
      Choosing a new password from your reset email arrives together with customer accounts.
    </ComingSoon>
  );
}
