import { PlaceholderPage } from '../components/placeholder-page';

export function AppPrivacyPolicyRoute() {
  return (
    <PlaceholderPage title="Privacy Policy">
      How we handle your data will be published here shortly.
    </PlaceholderPage>
  );
}
