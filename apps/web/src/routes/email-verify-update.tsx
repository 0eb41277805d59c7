import { ComingSoon } from '../components/coming-soon';

export function EmailVerifyUpdateRoute() {
  return (
    <ComingSoon title="Email verification">
      Confirming a changed email address arrives with customer accounts.
    </ComingSoon>
  );
}
