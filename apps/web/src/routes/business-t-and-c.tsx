import { PlaceholderPage } from '../components/placeholder-page';

export function BusinessTermsRoute() {
  return (
    <PlaceholderPage title="Terms & Conditions">
      The terms for businesses will be published here shortly.
    </PlaceholderPage>
  );
}
