import { ComingSoon } from '../components/coming-soon';

export function AppPrivacyPolicyRoute() {
  return (
    <ComingSoon title="Privacy Policy">
      How we handle your data will be published here shortly.
    </ComingSoon>
  );
}
