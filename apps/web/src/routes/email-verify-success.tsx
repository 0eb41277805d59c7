import { ComingSoon } from '../components/coming-soon';

export function EmailVerifySuccessRoute() {
  return (
    <ComingSoon title="Email verification">
      This page will confirm your verified email once customer accounts arrive.
    </ComingSoon>
  );
}
