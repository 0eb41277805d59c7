import { ComingSoon } from '../components/coming-soon';

export function LoginRoute() {
  return (
    <ComingSoon title="Customer Sign In">
      Sign in with your email and password arrives with customer accounts, very soon.
    </ComingSoon>
  );
}
