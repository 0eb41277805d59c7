import { ComingSoon } from '../components/coming-soon';

export function ResetPasswordRoute() {
  return (
    <ComingSoon title="Forgot password">
      Resetting your password by email arrives together with customer accounts.
    </ComingSoon>
  );
}
