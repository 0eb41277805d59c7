import { ComingSoon } from '../components/coming-soon';

export function BusinessPrivacyPolicyRoute() {
  return (
    <ComingSoon title="Privacy Policy">
      How we handle business data will be published here shortly.
    </ComingSoon>
  );
}
