import { PlaceholderPage } from '../components/placeholder-page';

export function EmailVerifySuccessRoute() {
  return (
    <PlaceholderPage title="Email verification">
      This page will confirm your verified email once customer accounts arrive.
    </PlaceholderPage>
  );
}
