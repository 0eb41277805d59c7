import { PlaceholderPage } from '../components/placeholder-page';

export function CookiesRoute() {
  return (
    <PlaceholderPage title="Cookies">
      How we use cookies will be published here shortly.
    </PlaceholderPage>
  );
}
