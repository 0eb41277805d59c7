import { PlaceholderPage } from '../components/placeholder-page';

/** The footer's Privacy Policy page (stored page 'privacy'). */
export function PrivacyRoute() {
  return (
    <PlaceholderPage title="Privacy Policy">
      Our privacy policy will be published here shortly.
    </PlaceholderPage>
  );
}
