import { ComingSoon } from '../components/coming-soon';

export function EmailVerifyRoute() {
  return (
    <ComingSoon title="Email verification">
      Confirming your email address from the link we send you arrives with customer accounts.
    </ComingSoon>
  );
}
