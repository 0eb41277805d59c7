import { PlaceholderPage } from '../components/placeholder-page';

export function BusinessPrivacyPolicyRoute() {
  return (
    <PlaceholderPage title="Privacy Policy">
      How we handle business data will be published here shortly.
    </PlaceholderPage>
  );
}
