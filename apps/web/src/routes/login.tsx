import { PlaceholderPage } from '../components/placeholder-page';

export function LoginRoute() {
  return (
    <PlaceholderPage title="Customer Sign In">
      Sign in with your email and password arrives with customer accounts, very soon.
    </PlaceholderPage>
  );
}
